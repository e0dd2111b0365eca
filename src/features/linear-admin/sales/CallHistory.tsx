import { useState, type ReactElement } from 'react';
import { ResourceTable, type ListState } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import { Section } from '../shared/Section';
import { useCustomerCalls } from './api';
import { callColumns } from './columns';
import type { CallItem } from './types';

const COLUMNS = callColumns(false);
const SIZE = 10;

/** The list state of a table inside a page whose URL belongs to something else: paging only, kept in memory. */
function useLocalPaging(): ListState {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(SIZE);
  const state = { page, pageSize, sort: undefined, dir: 'desc' as const, search: '', filters: {} };
  const none = (): void => undefined;
  return {
    state,
    setPage,
    setPageSize: (size) => {
      setPageSize(size);
      setPage(1);
    },
    setSort: none,
    setSearch: none,
    setFilter: none,
    clearFilters: none,
    toQuery: () => ({ limit: String(pageSize), offset: String((page - 1) * pageSize) }),
  };
}

/** A prospect's call history (GET /api/sales/customers/:id/calls), newest first, ten a page at first. */
export function CallHistory({ customerId }: { customerId: number }): ReactElement {
  const listState = useLocalPaging();
  const calls = useCustomerCalls(customerId, listState.toQuery());
  return (
    <Section title={MESSAGES.spCallHistory}>
      <ResourceTable<CallItem>
        caption={MESSAGES.spCallHistory}
        columns={COLUMNS}
        page={calls.data}
        status={calls.status}
        error={calls.error}
        onRetry={() => void calls.refetch()}
        listState={listState}
        rowId={(row) => String(row.id)}
        noSearch
        emptyText={MESSAGES.spNoCalls}
      />
    </Section>
  );
}
