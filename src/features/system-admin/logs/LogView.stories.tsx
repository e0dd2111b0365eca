import type { Meta, StoryObj } from '@storybook/react-vite';
import { withKitRouter } from '../../../admin-kit/testing/kit-router';
import { LogView } from './LogView';
import { emptyPage, LATER_LOGS } from './later-logs';
import type { LogConfig } from './log-config';

interface Run {
  at: string;
  report: string;
  status: string;
}

const runs: Run[] = [
  { at: '2026-11-20 08:00', report: 'Weekly display summary', status: 'sent' },
  { at: '2026-11-13 08:00', report: 'Weekly display summary', status: 'failed' },
];

const withRows: LogConfig<Run> = {
  title: 'A log with rows',
  columns: [
    { id: 'at', header: 'When', accessorKey: 'at', meta: { sortKey: 'at' } },
    { id: 'report', header: 'Report', accessorKey: 'report' },
    { id: 'status', header: 'Status', accessorKey: 'status' },
  ],
  filters: [
    { kind: 'text', name: 'name', label: 'Name' },
    { kind: 'select', name: 'status', label: 'Status', options: [{ value: 'failed', label: 'Failed' }] },
    { kind: 'date', name: 'after', label: 'After' },
  ],
  defaultAfter: true,
  fetchPage: async (query) => ({ items: runs, total: runs.length, limit: Number(query.limit), offset: 0 }),
  rowId: (run) => run.at,
  renderDetail: (run) => `Details of ${run.report} at ${run.at}`,
  emptyText: 'Nothing yet.',
};

const later = LATER_LOGS[0]!;

/** The one log component: filters in the URL, 'after' six months back, rows opening to their detail. */
const meta = {
  title: 'System Admin/Log view',
  component: LogView<Run>,
  decorators: [withKitRouter],
} satisfies Meta<typeof LogView<Run>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = { args: { config: withRows } };
export const ArrivesLater: Story = {
  args: {
    config: {
      ...withRows,
      title: 'Scheduled Reports Log',
      columns: later.columns as LogConfig<Run>['columns'],
      filters: later.filters,
      fetchPage: emptyPage as unknown as LogConfig<Run>['fetchPage'],
      renderDetail: undefined,
    },
  },
};
