import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { ResourceTable, useListState } from '../../../admin-kit';
import { withKitRouter } from '../../../admin-kit/testing/kit-router';
import type { ScheduledReport } from '../../../domain/scheduled-reports';
import { REPORT, STOPPED } from '../fixtures';
import { TEXTS } from '../texts';
import { REPORT_COLUMNS } from './report-columns';

function ReportsTable({ items, pending }: { items: ScheduledReport[]; pending?: boolean }): ReactElement {
  const listState = useListState({ sort: 'name', dir: 'asc' });
  return (
    <ResourceTable
      caption={TEXTS.listCaption}
      columns={REPORT_COLUMNS}
      page={pending ? undefined : { items, total: items.length, limit: 25, offset: 0 }}
      status={pending ? 'pending' : 'success'}
      listState={listState}
      rowId={(r) => String(r.id)}
      rowLabel={(r) => r.name}
      rowActions={() => [{ label: TEXTS.open, onSelect: () => undefined }]}
      emptyText={TEXTS.empty}
      searchPlaceholder={TEXTS.searchPlaceholder}
    />
  );
}

/** The scheduled reports list's table: schedule in words, next run in local time, a stopped report's reason. */
const meta = {
  title: 'Reports admin/Reports list',
  component: ReportsTable,
  decorators: [withKitRouter],
  args: { items: [REPORT, STOPPED] },
} satisfies Meta<typeof ReportsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reports: Story = {};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: [], pending: true } };
/** On a phone (375 px) the table scrolls inside its frame and the actions stay in view. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <Box width="375px" borderWidth="1px" p="2">
        <Story />
      </Box>
    ),
  ],
};
