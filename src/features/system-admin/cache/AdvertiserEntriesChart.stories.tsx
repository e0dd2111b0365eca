import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdvertiserEntriesChart } from './AdvertiserEntriesChart';
import { SAMPLE_STATS } from './fixtures';

const meta = {
  title: 'System admin/AdvertiserEntriesChart',
  component: AdvertiserEntriesChart,
  args: { rows: SAMPLE_STATS.byAdvertiser },
} satisfies Meta<typeof AdvertiserEntriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three advertisers. */
export const Default: Story = {};
/** Nothing cached yet. */
export const Empty: Story = { args: { rows: [] } };
