import type { Meta, StoryObj } from '@storybook/react-vite';
import { UsageTotals } from './UsageTotals';

const meta = { title: 'System admin/Usage totals', component: UsageTotals } satisfies Meta<typeof UsageTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  args: {
    totals: {
      signIns: 212,
      activeUsers: 14,
      dashboardViews: 431,
      exportsPdf: 38,
      exportsPpt: 6,
      exportsXls: 9,
      exportsCsv: 4,
      sharesCreated: 17,
      shareOpens: 29,
      scheduledRuns: 0,
    },
  },
};
export const Loading: Story = { args: { totals: undefined } };
