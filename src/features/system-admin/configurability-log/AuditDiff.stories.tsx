import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditDiff } from './AuditDiff';

const meta = { title: 'System Admin/Audit diff', component: AuditDiff } satisfies Meta<typeof AuditDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TooltipEdited: Story = {
  args: {
    area: 'tooltips',
    before: { key: 'ClickThrough', title: 'CTR', message: 'Clicks divided by impressions.' },
    after: { key: 'ClickThrough', title: 'Click-through rate', message: 'Clicks per hundred impressions.' },
  },
};
export const TooltipCreated: Story = {
  args: { area: 'tooltips', before: null, after: { key: 'help.new', title: 'New', message: 'A new help text.' } },
};
export const LayoutReset: Story = { args: { area: 'layouts', before: { components: [] }, after: null } };
