import { useMemo, type ReactElement } from 'react';
import { ResourceTable, useListState } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import { FilterSelect } from '../shared/FilterSelect';
import { useSessionUser } from '../shared/session';
import { useRepCalls, useReps } from './api';
import { callColumns } from './columns';
import { SALES_LABELS } from './labels';
import type { CallItem } from './types';

const COLUMNS = callColumns(true);

/**
 * The Calls tab: the calls one rep logged on prospects in scope (GET /api/sales/calls), the caller's own by
 * default; the rep is chosen among those who logged calls (GET /api/sales/reps), kept in the URL as `rep`.
 */
export function RepCallsTab(): ReactElement {
  const listState = useListState({ pageSize: 25, filterNames: ['rep'] });
  const user = useSessionUser();
  const reps = useReps();
  const me = user ? String(user.user_id) : '';
  const rep = listState.state.filters.rep ?? me;
  const list = listState.toQuery();
  const query: Record<string, string> = { limit: list.limit ?? '25', offset: list.offset ?? '0' };
  if (listState.state.filters.rep) query.userId = listState.state.filters.rep;
  const calls = useRepCalls(query);
  const options = useMemo(() => {
    const named = (reps.data ?? []).map((r) => ({
      value: String(r.id),
      label: String(r.id) === me ? `${r.name} (${SALES_LABELS.me})` : r.name,
    }));
    // The caller is offered even before their first call.
    if (me && !named.some((o) => o.value === me))
      named.unshift({ value: me, label: `${user?.full_name ?? ''} (${SALES_LABELS.me})` });
    return named;
  }, [reps.data, me, user?.full_name]);
  return (
    <ResourceTable<CallItem>
      caption={MESSAGES.spCallsCaption}
      columns={COLUMNS}
      page={calls.data}
      status={calls.status}
      error={calls.error}
      onRetry={() => void calls.refetch()}
      listState={listState}
      rowId={(row) => String(row.id)}
      rowLabel={(row) => `${row.customerName} ${row.at}`}
      noSearch
      emptyText={MESSAGES.spNoCalls}
      filters={
        <FilterSelect
          label={SALES_LABELS.rep}
          value={rep}
          required
          options={options}
          onChange={(v) => listState.setFilter('rep', v === me ? undefined : v)}
        />
      }
    />
  );
}
