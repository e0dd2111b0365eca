import { Button, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState, type ReactElement } from 'react';
import { KIT_TEXTS, ResourceTable, useListState } from '../../../admin-kit';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { sixMonthsBefore, type LogConfig } from './log-config';
import { LogFilters } from './LogFilters';

/** The query key of every log's pages (a revert refreshes them). */
export const LOG_QUERY_KEY = ['admin-log'] as const;

/**
 * One log: its filters (the 'after' date starting six months back), the server-paged table sorted newest first,
 * and a row's details opened under it. The four System Admin logs are this component with four configurations.
 */
export function LogView<T>({ config }: { config: LogConfig<T> }): ReactElement {
  const names = config.filters.map((filter) => filter.name);
  const listState = useListState({ sort: config.defaultSort ?? 'at', dir: 'desc', filterNames: names });
  const [today] = useState(() => new Date());
  const defaults = useMemo(
    (): Record<string, string> => (config.defaultAfter ? { after: sixMonthsBefore(today) } : {}),
    [config.defaultAfter, today],
  );
  const query = { ...defaults, ...listState.toQuery() };
  const page = useQuery({
    queryKey: [...LOG_QUERY_KEY, config.title, query],
    queryFn: () => config.fetchPage(query),
    placeholderData: keepPreviousData,
  });
  const [expandedId, setExpandedId] = useState<string | undefined>();

  const renderDetail = config.renderDetail;
  const columns = useMemo((): ColumnDef<T, unknown>[] => {
    if (!renderDetail) return config.columns;
    const toggle: ColumnDef<T, unknown> = {
      id: '__detail',
      header: () => null,
      cell: ({ row }) => {
        const id = config.rowId(row.original);
        const open = expandedId === id;
        return (
          <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => setExpandedId(open ? undefined : id)}>
            {open ? KIT_TEXTS.collapse : KIT_TEXTS.expand}
          </Button>
        );
      },
    };
    return [...config.columns, toggle];
  }, [config, renderDetail, expandedId]);

  return (
    <Stack gap="4">
      <ScreenTitle title={config.title} />
      {config.notice}
      <ResourceTable<T>
        caption={config.title}
        columns={columns}
        page={page.data}
        status={page.status}
        error={page.error}
        onRetry={() => void page.refetch()}
        listState={listState}
        rowId={config.rowId}
        noSearch
        filters={<LogFilters filters={config.filters} listState={listState} defaults={defaults} />}
        emptyText={config.emptyText}
        renderExpanded={renderDetail}
        expandedId={expandedId}
      />
    </Stack>
  );
}
