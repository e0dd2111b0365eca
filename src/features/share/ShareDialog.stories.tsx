import type { Meta, StoryObj } from '@storybook/react-vite';
import { issuedShare, SHARE_NOW, SHARE_SELECTION } from './fixtures';
import { ShareDialog } from './ShareDialog';

const meta = {
  title: 'Share/ShareDialog',
  component: ShareDialog,
  args: {
    open: true,
    onClose: () => undefined,
    selection: SHARE_SELECTION,
    campaignIds: [101, 102, 103],
    onCreate: () => Promise.resolve(issuedShare()),
    now: () => SHARE_NOW,
    origin: 'https://portal.example.com',
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options of a new link. */
export const Options: Story = {};

/** A created link: both links with copy buttons, and the once-only warning. */
export const Created: Story = { args: { initialShare: issuedShare() } };

/** The server refused the link. */
export const Refused: Story = {
  args: { onCreate: () => Promise.reject(new Error('Advertiser not found')) },
};
