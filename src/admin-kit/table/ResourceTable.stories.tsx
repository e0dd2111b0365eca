import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import { Button } from '@chakra-ui/react';
import { useListState } from '../list-state';
import { createResourceApi } from '../resource-api';
import { DEMO_TOOLTIPS, demoPage, type DemoTooltip } from '../testing/demo-data';
import { withKitRouter } from '../testing/kit-router';
import { toast } from '../toast';
import { ResourceTable } from './ResourceTable';

const columns: ColumnDef<DemoTooltip>[] = [
  { header: 'Key', accessorKey: 'key', meta: { sortKey: 'key' } },
  { header: 'Text', accessorKey: 'text' },
  { header: 'Updated by', accessorKey: 'updatedBy' },
  { header: 'Updated', accessorKey: 'updatedAt', meta: { sortKey: 'updatedAt' } },
];

const api = createResourceApi<DemoTooltip, number>({
  key: 'story/tooltips',
  list: (query) => Promise.resolve(demoPage(DEMO_TOOLTIPS, query)),
});

function Tooltips({ mode }: { mode: 'data' | 'pending' | 'empty' | 'error' }): ReactElement {
  const listState = useListState({ sort: 'key' });
  const query = api.useList(listState.toQuery());
  const status = mode === 'data' ? query.status : mode === 'empty' ? 'success' : mode;
  return (
    <ResourceTable
      caption="Tooltips"
      columns={columns}
      page={mode === 'data' ? query.data : mode === 'empty' ? { items: [], total: 0, limit: 25, offset: 0 } : undefined}
      status={status}
      error={mode === 'error' ? new Error('Error occurred, please try again') : undefined}
      onRetry={() => toast.info('Retrying…')}
      listState={listState}
      rowId={(row) => String(row.id)}
      rowLabel={(row) => row.key}
      rowActions={(row) => [
        { label: 'Edit', onSelect: () => toast.info(`Edit ${row.key}`) },
        { label: 'Delete', danger: true, onSelect: () => toast.error(`Delete ${row.key}`) },
      ]}
      selectable
      searchPlaceholder="Search keys and texts"
      emptyText="No tooltips yet. Add the first one."
      toolbar={<Button size="sm">New tooltip</Button>}
    />
  );
}

const meta = {
  title: 'Admin kit/ResourceTable',
  component: Tooltips,
  decorators: [withKitRouter],
  args: { mode: 'data' },
} satisfies Meta<typeof Tooltips>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ServerPaged: Story = {};
export const Loading: Story = { args: { mode: 'pending' } };
export const Empty: Story = { args: { mode: 'empty' } };
export const Failed: Story = { args: { mode: 'error' } };
