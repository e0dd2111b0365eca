import { Box, Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { ORDER_LIST_DEFAULTS } from '../../src/domain/constants';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import { ORDER_FILTERS } from '../../src/domain/order-list';
import type { ModuleViewProps, PagingControl } from '../../src/registry/types';
import { RowLinkButton } from '../../src/ui/table/RowLinkButton';
import { StatusBadge } from '../../src/ui/figures/StatusBadge';
import type { OrderControllerOptions } from './__generated__/options';
import { StatusChips } from './StatusChips';
import type { OrderControllerData } from './transform';

/** How long the search box waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The flight filter's labels (`filterBy` of `GET /api/orders`). */
export const FILTER_BY_LABELS: Readonly<Record<(typeof ORDER_FILTERS)[number], string>> = {
  active: 'Active',
  upcoming: 'Upcoming',
  ended: 'Ended',
  all: 'All',
};

/** The page a view without a frame (a story, the editor's preview) keeps for itself: it asks no one. */
function useLocalPaging(total: number, perPage: number): PagingControl {
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<{ sortBy?: string; sortDesc: boolean }>({ sortDesc: false });
  const [filters, setFilters] = useState<Readonly<Record<string, string>>>({});
  return {
    page,
    perPage,
    total,
    ...sort,
    filters,
    onPage: setPage,
    onSort: (sortBy, sortDesc) => setSort({ sortBy, sortDesc }),
    onFilter: (next) => {
      setFilters(next);
      setPage(0);
    },
  };
}

/** A column header that sorts the list on the server: a button inside a header carrying aria-sort. */
function SortHeader(props: { field: string; paging: PagingControl; end?: boolean; children: ReactNode }): ReactElement {
  const { field, paging, end } = props;
  // The server's default sort is end_asc: with no sort asked, the End column reads as sorted ascending.
  const current = paging.sortBy ?? 'end';
  const desc = paging.sortBy ? paging.sortDesc : false;
  const active = current === field;
  return (
    <Table.ColumnHeader
      textAlign={end ? 'end' : undefined}
      aria-sort={active ? (desc ? 'descending' : 'ascending') : 'none'}
    >
      <Button
        size="xs"
        variant="ghost"
        px="1"
        fontWeight="semibold"
        onClick={() => paging.onSort(field, active ? !desc : false)}
      >
        {props.children}
        {active ? (desc ? ' ▼' : ' ▲') : ''}
      </Button>
    </Table.ColumnHeader>
  );
}

/** The search box: typing asks the server once the user pauses; Enter asks at once. */
function SearchBox({ value, onSearch }: { value: string; onSearch(text: string): void }): ReactElement {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (next: string): void => {
    clearTimeout(timer.current);
    if (next.trim() !== value.trim()) onSearch(next.trim());
  };
  return (
    <Input
      size="sm"
      type="search"
      maxW={{ base: 'full', md: '72' }}
      placeholder="Search orders or advertisers"
      aria-label="Search orders"
      maxLength={200}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send(text);
      }}
    />
  );
}

/**
 * The agency order list: status chips, a search box, the flight filter and sortable columns, each asking the
 * frame (and so the server) for a new page; "Page N of M" from the server's total. An order's name button or row
 * opens its summary. In print: no controls, no paging, the rows the data method sent (up to itemLimit).
 */
export function OrderControllerView({
  options,
  data,
  size,
  title,
  context,
  paging: given,
  onNavigate,
}: ModuleViewProps<OrderControllerOptions, OrderControllerData>): ReactElement {
  const perPage = options.perPage ?? ORDER_LIST_DEFAULTS.limit;
  const local = useLocalPaging(data.rows.length, perPage);
  const paging = given ?? local;
  const filters = paging.filters ?? {};
  const status = filters.orderStatus || options.initialStatus || ORDER_LIST_DEFAULTS.orderStatus;
  const filterBy = filters.filterBy || ORDER_LIST_DEFAULTS.filterBy;
  const search = filters.orderName ?? '';
  const setFilter = (key: string, value: string): void => paging.onFilter?.({ ...filters, [key]: value });
  // Without a frame the view pages the rows it holds; with one, the frame sent exactly the page.
  const visible = given ? data.rows : data.rows.slice(paging.page * perPage, (paging.page + 1) * perPage);
  const pages = Math.max(1, Math.ceil(paging.total / Math.max(1, paging.perPage)));
  const narrow = size.breakpoint === 'sm';
  const print = context.print;
  const filtered = status !== 'All' || filterBy !== 'all' || search !== '';

  return (
    <Stack gap="3">
      {print ? null : (
        <Stack gap="2">
          <HStack gap="2" flexWrap="wrap" align="center">
            <SearchBox value={search} onSearch={(text) => setFilter('orderName', text)} />
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label="Show orders"
                value={filterBy}
                onChange={(event) => setFilter('filterBy', event.currentTarget.value)}
              >
                {ORDER_FILTERS.map((key) => (
                  <option key={key} value={key}>
                    {FILTER_BY_LABELS[key]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <StatusChips statuses={data.statuses} selected={status} onSelect={(next) => setFilter('orderStatus', next)} />
        </Stack>
      )}
      <Box overflowX="auto" aria-busy={paging.loading ? true : undefined} opacity={paging.loading ? 0.6 : 1}>
        <Table.Root size="sm" striped interactive>
          <Table.Caption srOnly>{title ?? 'Orders'}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <SortHeader field="name" paging={paging}>
                Order
              </SortHeader>
              {narrow ? null : (
                <SortHeader field="advertiser" paging={paging}>
                  Advertiser
                </SortHeader>
              )}
              {narrow ? null : <Table.ColumnHeader>Status</Table.ColumnHeader>}
              {narrow ? null : (
                <SortHeader field="start" paging={paging}>
                  Start
                </SortHeader>
              )}
              <SortHeader field="end" paging={paging}>
                End
              </SortHeader>
              {narrow ? null : (
                <SortHeader field="goal" paging={paging} end>
                  Goal
                </SortHeader>
              )}
              {narrow ? null : <Table.ColumnHeader textAlign="end">{data.impressionsLabel}</Table.ColumnHeader>}
              <SortHeader field="pacing" paging={paging} end>
                Pacing
              </SortHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {visible.map((row) => (
              <Table.Row key={row.id} cursor="pointer" onClick={() => onNavigate?.({ kind: 'path', path: row.path })}>
                <Table.Cell>
                  <RowLinkButton>{row.name}</RowLinkButton>
                  {narrow ? (
                    // A phone's row: the advertiser and the status under the name, so End and Pacing stay in view.
                    <HStack gap="1" flexWrap="wrap" mt="0.5">
                      {row.advertiser ? (
                        <Text fontSize="xs" color="fg.muted">
                          {row.advertiser}
                        </Text>
                      ) : null}
                      <StatusBadge status={row.status} />
                    </HStack>
                  ) : null}
                </Table.Cell>
                {narrow ? null : <Table.Cell>{row.advertiser}</Table.Cell>}
                {narrow ? null : (
                  <Table.Cell>
                    <StatusBadge status={row.status} />
                  </Table.Cell>
                )}
                {narrow ? null : <Table.Cell whiteSpace="nowrap">{row.start}</Table.Cell>}
                <Table.Cell whiteSpace="nowrap">{row.end}</Table.Cell>
                {narrow ? null : <Table.Cell textAlign="end">{row.goal}</Table.Cell>}
                {narrow ? null : <Table.Cell textAlign="end">{row.impressions}</Table.Cell>}
                <Table.Cell
                  textAlign="end"
                  color={row.behind ? 'fg.error' : undefined}
                  title={row.behind ? PACING_BEHIND_HINT : undefined}
                >
                  {row.pacing}
                  {row.behind ? <Text srOnly>{` ${PACING_BEHIND_HINT}`}</Text> : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {visible.length === 0 ? (
        <Text color="fg.muted">{filtered ? 'No order matches these filters.' : 'No orders yet.'}</Text>
      ) : null}
      {!print && pages > 1 ? (
        <HStack gap="1" justify="end" role="group" aria-label="Pages">
          <Button
            size="xs"
            variant="outline"
            disabled={paging.page === 0}
            onClick={() => paging.onPage(paging.page - 1)}
          >
            Previous
          </Button>
          <Text fontSize="xs" aria-live="polite">
            Page {paging.page + 1} of {pages}
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={paging.page >= pages - 1}
            onClick={() => paging.onPage(paging.page + 1)}
          >
            Next
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
