import type { Meta, StoryObj } from '@storybook/react-vite';
import { daysOf } from '../../../domain/usage';
import { UsageChart } from './UsageChart';

const days = daysOf('2026-10-26', '2026-11-24').map((day, i) => ({
  day,
  signIns: (i * 7) % 11,
  dashboardViews: (i * 5) % 17,
  exports: i % 4,
  sharesCreated: i % 6 === 0 ? 1 : 0,
  shareOpens: i % 5 === 0 ? 2 : 0,
  scheduledRuns: 0,
}));

const meta = { title: 'System admin/Usage chart', component: UsageChart } satisfies Meta<typeof UsageChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = { args: { days } };
