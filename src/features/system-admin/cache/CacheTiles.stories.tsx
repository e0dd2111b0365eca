import type { Meta, StoryObj } from '@storybook/react-vite';
import { CacheTiles } from './CacheTiles';
import { EMPTY_STATS, SAMPLE_STATS } from './fixtures';

const meta = {
  title: 'System admin/CacheTiles',
  component: CacheTiles,
  args: { stats: SAMPLE_STATS },
} satisfies Meta<typeof CacheTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A warm instance. */
export const Default: Story = {};
/** Before the first request. */
export const Empty: Story = { args: { stats: EMPTY_STATS } };
/** While the figures load. */
export const Loading: Story = { args: { stats: undefined } };
