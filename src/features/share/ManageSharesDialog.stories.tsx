import type { Meta, StoryObj } from '@storybook/react-vite';
import { issuedShare, SAMPLE_SHARES } from './fixtures';
import { ManageSharesDialog } from './ManageSharesDialog';

const meta = {
  title: 'Share/ManageSharesDialog',
  component: ManageSharesDialog,
  args: {
    open: true,
    onClose: () => undefined,
    advertiserName: 'Riverside Auto Group',
    state: { status: 'ready', shares: SAMPLE_SHARES },
    onRevoke: () => Promise.resolve(),
    onRotate: () => Promise.resolve(issuedShare()),
    origin: 'https://portal.example.com',
  },
} satisfies Meta<typeof ManageSharesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active, an expired and a revoked link. */
export const Links: Story = {};

/** No link yet. */
export const Empty: Story = { args: { state: { status: 'ready', shares: [] } } };

/** While the list loads. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The list could not be loaded. */
export const Failed: Story = { args: { state: { status: 'error', message: 'The share links could not be loaded.' } } };
