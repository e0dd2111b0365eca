/**
 * The one log screen the logs configure (configurability, scheduled reports, automated alerts, business
 * reviews): its filters and paging in the URL, newest first, a row opening to its detail, a notice when set.
 */
import { Box, Button, Field, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { useListState, type ListState } from '../list-state';
import type { Page } from '../resource-api';
import { ResourceTable } from '../table/ResourceTable';
import { KIT_TEXTS } from '../texts';
import { defaultAfterDate } from './default-after';

export type LogFilterType = 'text' | 'select' | 'date';

/** The control of a filter. */
export function filterTypeOf(filter: LogFilter): LogFilterType {
  return filter.type ?? filter.kind ?? (filter.options ? 'select' : 'text');
}

export interface LogFilter {
  /** The query parameter (and URL search param). */
  name: string;
  label: string;
  /** @default 'select' when options are given, else 'text' */
  type?: LogFilterType;
  /** Another name for `type`. */
  kind?: LogFilterType;
  /** select: the choices (values, or values with labels). */
  options?: readonly (string | { value: string; label: string })[];
}

export interface LogScreenConfig<T> {
  title: string;
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- TanStack's own column type
  filters: readonly LogFilter[];
  /** The `after` filter starts at six months before today (001 §9) unless the URL says otherwise. */
  defaultAfter?: boolean;
  fetchPage(query: Record<string, string>): Promise<Page<T>>;
  /** Shown under a row when it is opened. */
  renderDetail?(row: T): ReactNode;
  /** Shown above the table (e.g. why a log is empty). */
  notice?: ReactNode;
  /** @default the row's `id` */
  rowId?(row: T): string;
  /** @default 'No entries match these filters.' */
  emptyText?: string;
  /** The server's sort key of the newest-first order. @default 'at' */
  defaultSort?: string;
  /** Cache key of the log's queries. @default ['log', title] */
  queryKey?: readonly unknown[];
}

export const AFTER = 'after';

function idOf(row: unknown): string {
  const id = typeof row === 'object' && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : JSON.stringify(row);
}

/** The server query of a log: the list's query with the default `after` when the URL has none. */
export function logQuery(listState: ListState, defaultAfter: string | undefined): Record<string, string> {
  const query = listState.toQuery();
  return defaultAfter && query[AFTER] === undefined ? { ...query, [AFTER]: defaultAfter } : query;
}

export function LogScreen<T>({ config }: { config: LogScreenConfig<T> }): ReactElement {
  const filterNames = useMemo(
    () => [...new Set([...config.filters.map((f) => f.name), ...(config.defaultAfter ? [AFTER] : [])])],
    [config.filters, config.defaultAfter],
  );
  const listState = useListState({ sort: config.defaultSort ?? 'at', dir: 'desc', filterNames });
  const defaultAfter = useMemo(() => (config.defaultAfter ? defaultAfterDate() : undefined), [config.defaultAfter]);
  const query = logQuery(listState, defaultAfter);
  const result = useQuery({
    queryKey: [...(config.queryKey ?? ['log', config.title]), query],
    queryFn: () => config.fetchPage(query),
    placeholderData: keepPreviousData,
  });
  const rowId = config.rowId ?? idOf;
  const [expanded, setExpanded] = useState<string | undefined>();
  const { renderDetail } = config;

  const columns = useMemo((): ColumnDef<T, unknown>[] => {
    if (!renderDetail) return config.columns;
    const toggle: ColumnDef<T, unknown> = {
      id: '__expand',
      header: () => <Box srOnly>{KIT_TEXTS.expand}</Box>,
      cell: ({ row }) => {
        const id = rowId(row.original);
        const open = expanded === id;
        return (
          <IconButton
            size="xs"
            variant="ghost"
            aria-expanded={open}
            aria-label={open ? KIT_TEXTS.collapse : KIT_TEXTS.expand}
            onClick={() => setExpanded(open ? undefined : id)}
          >
            <span aria-hidden>{open ? '▾' : '▸'}</span>
          </IconButton>
        );
      },
    };
    return [toggle, ...config.columns];
  }, [config.columns, renderDetail, rowId, expanded]);

  // Filters shown: the configured ones, and the default `after` date when the config has no date filter for it.
  const filters: LogFilter[] =
    config.defaultAfter && !config.filters.some((f) => f.name === AFTER)
      ? [{ name: AFTER, label: KIT_TEXTS.after, type: 'date' }, ...config.filters]
      : [...config.filters];

  return (
    <Stack gap="4">
      <ScreenTitle title={config.title} />
      {config.notice ? (
        <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.muted" role="note">
          {typeof config.notice === 'string' ? <Text>{config.notice}</Text> : config.notice}
        </Box>
      ) : null}
      <ResourceTable
        caption={config.title}
        columns={columns}
        page={result.data}
        status={result.status}
        error={result.error}
        onRetry={() => void result.refetch()}
        listState={listState}
        rowId={rowId}
        emptyText={config.emptyText ?? KIT_TEXTS.noEntries}
        noSearch
        filters={
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" wrap="wrap" align={{ sm: 'end' }} width="full">
            {filters.map((filter) => (
              <FilterControl
                key={filter.name}
                filter={filter}
                value={listState.state.filters[filter.name] ?? (filter.name === AFTER ? defaultAfter : undefined)}
                onChange={(value) => listState.setFilter(filter.name, value)}
              />
            ))}
            {Object.keys(listState.state.filters).length > 0 ? (
              <Button size="sm" variant="ghost" onClick={listState.clearFilters}>
                {KIT_TEXTS.clearFilters}
              </Button>
            ) : null}
          </Stack>
        }
        renderExpanded={renderDetail}
        expandedId={expanded}
      />
    </Stack>
  );
}

function FilterControl({
  filter,
  value,
  onChange,
}: {
  filter: LogFilter;
  value: string | undefined;
  onChange(value: string | undefined): void;
}): ReactElement {
  const id = useId();
  return (
    <Field.Root id={id} minW={{ sm: '40' }} width={{ base: 'full', sm: 'auto' }}>
      <Field.Label fontSize="sm">{filter.label}</Field.Label>
      {filterTypeOf(filter) === 'select' ? (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={id}
            value={value ?? ''}
            onChange={(e) => onChange(e.currentTarget.value || undefined)}
          >
            <option value="">{KIT_TEXTS.any}</option>
            {(filter.options ?? []).map((option) => {
              const { value: v, label } = typeof option === 'string' ? { value: option, label: option } : option;
              return (
                <option key={v} value={v}>
                  {label}
                </option>
              );
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : filterTypeOf(filter) === 'date' ? (
        <Input
          id={id}
          size="sm"
          type="date"
          value={value ?? ''}
          onChange={(e) => onChange(e.currentTarget.value || undefined)}
        />
      ) : (
        <DebouncedText id={id} value={value ?? ''} onChange={onChange} />
      )}
    </Field.Root>
  );
}

/** A text filter: the URL follows after typing stops. */
function DebouncedText({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(value: string | undefined): void;
}): ReactElement {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Input
      id={id}
      size="sm"
      type="search"
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onChange(next.trim() === '' ? undefined : next), 300);
      }}
    />
  );
}
