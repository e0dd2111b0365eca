import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClearAdvertiserPanel } from './ClearAdvertiserPanel';

const meta = {
  title: 'System admin/ClearAdvertiserPanel',
  component: ClearAdvertiserPanel,
  args: { onClear: () => undefined },
} satisfies Meta<typeof ClearAdvertiserPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty search (type a name to search the server). */
export const Default: Story = {};
