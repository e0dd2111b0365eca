import type { Meta, StoryObj } from '@storybook/react-vite';
import { TooltipPreview } from './TooltipPreview';

const meta = {
  title: 'System Admin/Tooltip preview',
  component: TooltipPreview,
} satisfies Meta<typeof TooltipPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Metric: Story = {
  args: { tooltipKey: 'ClickThrough', title: 'CTR', message: 'Clicks divided by impressions, as a percentage.' },
};
export const HelpWithoutTitle: Story = {
  args: { tooltipKey: 'help.benchmarks', title: '', message: 'Benchmarks compare this campaign with similar ones.' },
};
