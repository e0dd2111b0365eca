/**
 * The admin list: a server-paged table whose page, size, sort and search live in the URL (useListState).
 * Loading shows skeleton rows, an empty page the screen's empty text, a failure its text once with a Retry.
 * Pages longer than VIRTUAL_FROM rows render only the rows in view.
 */
import {
  Box,
  Button,
  Checkbox,
  HStack,
  IconButton,
  Input,
  Menu,
  NativeSelect,
  Portal,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { errorText } from '../../data/narrow';
import { PAGE_SIZES, type ListState } from '../list-state';
import type { Page } from '../resource-api';
import { KIT_TEXTS } from '../texts';

/** Rows past this many on one page are virtualised. */
export const VIRTUAL_FROM = 200;
const ROW_HEIGHT = 41;
const VIRTUAL_HEIGHT = 600;
const SKELETON_ROWS = 5;
const ACTIONS = '__actions';
/** The actions column stays in view when a narrow screen scrolls the table sideways. */
/** The kit's own columns (selection, expand: ids starting '__') take only the room their control needs. */
const NARROW = { width: '1%' } as const;
const STICKY_END = { position: 'sticky', insetInlineEnd: '0', bg: 'bg', zIndex: 1, width: '1%' } as const;

export interface RowAction {
  label: string;
  onSelect(): void;
  /** Shown in red (remove, revert). */
  danger?: boolean;
  disabled?: boolean;
}

/** What a column may carry: `sortKey` makes it sortable on the server by that key. */
export interface ResourceColumnMeta {
  sortKey?: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- TanStack's declaration has both parameters
  interface ColumnMeta<TData, TValue> {
    sortKey?: string;
    numeric?: boolean;
  }
}

export interface ResourceTableProps<T> {
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- TanStack's own column type
  page: Page<T> | undefined;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  /** Called by the error state's Retry (e.g. the query's refetch); without it there is no Retry. */
  onRetry?(): void;
  listState: ListState;
  rowId(row: T): string;
  /** How a row is named to assistive technology (actions and selection labels). @default rowId */
  rowLabel?(row: T): string;
  rowActions?(row: T): RowAction[];
  selectable?: boolean;
  onSelectionChange?(ids: string[]): void;
  /** @default 'Search' */
  searchPlaceholder?: string;
  /** Hides the search box (lists the server cannot search). */
  noSearch?: boolean;
  /** Filter controls shown beside the search box. */
  filters?: ReactNode;
  emptyText: string;
  /** Buttons at the end of the toolbar (New …). */
  toolbar?: ReactNode;
  /** The table's accessible name. */
  caption: string;
  /** Content under a row when it is expanded (LogScreen). */
  renderExpanded?(row: T): ReactNode;
  expandedId?: string;
  /** Replaces the pager under the table (a list paged by appending shows its "Load more" there). */
  footer?: ReactNode;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return errorText(error) ?? String(error ?? '');
}

export function ResourceTable<T>(props: ResourceTableProps<T>): ReactElement {
  const { columns, page, status, listState, rowId, rowActions, selectable, onSelectionChange, caption } = props;
  const rowLabel = props.rowLabel ?? rowId;
  const [selection, setSelection] = useState<RowSelectionState>({});
  const items = useMemo(() => page?.items ?? [], [page]);

  // A new page, sort or search starts without a selection.
  const itemsKey = items.map(rowId).join('\n');
  useEffect(() => {
    setSelection({});
  }, [itemsKey]);

  const allColumns = useMemo((): ColumnDef<T, unknown>[] => {
    const extra: ColumnDef<T, unknown>[] = [];
    if (selectable)
      extra.push({
        id: '__select',
        header: ({ table }) => (
          <Checkbox.Root
            size="sm"
            checked={table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
            onCheckedChange={(e) => table.toggleAllRowsSelected(e.checked === true)}
          >
            <Checkbox.HiddenInput aria-label={KIT_TEXTS.selectAll} />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
        cell: ({ row }) => (
          <Checkbox.Root
            size="sm"
            checked={row.getIsSelected()}
            onCheckedChange={(e) => row.toggleSelected(e.checked === true)}
          >
            <Checkbox.HiddenInput aria-label={KIT_TEXTS.selectRow(rowLabel(row.original))} />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
      });
    const actions: ColumnDef<T, unknown>[] = rowActions
      ? [
          {
            id: ACTIONS,
            header: () => <Box srOnly>{KIT_TEXTS.actions}</Box>,
            cell: ({ row }) => (
              <RowActions row={row.original} label={rowLabel(row.original)} actions={rowActions(row.original)} />
            ),
          },
        ]
      : [];
    return [...extra, ...(columns as ColumnDef<T, unknown>[]), ...actions];
  }, [columns, selectable, rowActions, rowLabel]);

  const table = useReactTable<T>({
    data: items,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowId(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: !!selectable,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) => {
      setSelection((previous) => {
        const next = typeof updater === 'function' ? updater(previous) : updater;
        onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
        return next;
      });
    },
  });

  const rows = table.getRowModel().rows;
  const columnCount = allColumns.length;

  return (
    <Stack gap="3" width="full">
      <Toolbar {...props} />
      {status === 'error' ? (
        <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="md" p="4">
          <Text color="fg.error" mb={props.onRetry ? '3' : undefined}>
            {messageOf(props.error)}
          </Text>
          {props.onRetry ? (
            <Button size="sm" variant="outline" onClick={props.onRetry}>
              {KIT_TEXTS.retry}
            </Button>
          ) : null}
        </Box>
      ) : (
        <Body
          table={table}
          rows={rows}
          columnCount={columnCount}
          status={status}
          caption={caption}
          listState={listState}
          emptyText={props.emptyText}
          renderExpanded={props.renderExpanded}
          expandedId={props.expandedId}
        />
      )}
      {status !== 'error' ? (props.footer ?? <Pager page={page} listState={listState} />) : null}
    </Stack>
  );
}

function Toolbar<T>({
  listState,
  searchPlaceholder,
  filters,
  toolbar,
  noSearch,
  caption,
}: ResourceTableProps<T>): ReactElement | null {
  const searchId = useId();
  if (noSearch && !filters && !toolbar) return null;
  return (
    <HStack gap="3" wrap="wrap" align="end">
      {noSearch ? null : (
        <Box flex="1" minW="48" maxW={{ md: 'sm' }}>
          <label htmlFor={searchId}>
            <Box srOnly>{`${KIT_TEXTS.search} ${caption}`}</Box>
          </label>
          <Input
            id={searchId}
            type="search"
            size="sm"
            placeholder={searchPlaceholder ?? KIT_TEXTS.search}
            value={listState.state.search}
            onChange={(e) => listState.setSearch(e.currentTarget.value)}
          />
        </Box>
      )}
      {filters}
      {toolbar ? (
        <HStack gap="2" ms="auto">
          {toolbar}
        </HStack>
      ) : null}
    </HStack>
  );
}

function RowActions({ actions, label }: { row: unknown; actions: RowAction[]; label: string }): ReactElement | null {
  if (actions.length === 0) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={KIT_TEXTS.actionsFor(label)}>
          <span aria-hidden>⋯</span>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {actions.map((action) => (
              <Menu.Item
                key={action.label}
                value={action.label}
                disabled={action.disabled}
                color={action.danger ? 'fg.error' : undefined}
                onSelect={action.onSelect}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface BodyProps<T> {
  table: ReturnType<typeof useReactTable<T>>;
  rows: Row<T>[];
  columnCount: number;
  status: 'pending' | 'error' | 'success';
  caption: string;
  listState: ListState;
  emptyText: string;
  renderExpanded?(row: T): ReactNode;
  expandedId?: string;
}

function ariaSort(active: boolean, dir: 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  if (!active) return 'none';
  return dir === 'asc' ? 'ascending' : 'descending';
}

function Body<T>({
  table,
  rows,
  columnCount,
  status,
  caption,
  listState,
  emptyText,
  renderExpanded,
  expandedId,
}: BodyProps<T>): ReactElement {
  const { state } = listState;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1024, height: VIRTUAL_HEIGHT },
    // Before layout (and in jsdom) the box measures 0: count on its maximum height instead of showing no row.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { ...rect, height: VIRTUAL_HEIGHT })),
  });
  const pending = status === 'pending' && rows.length === 0;
  const visible = virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = virtual && visible.length ? (visible[0]?.start ?? 0) : 0;
  const padBottom =
    virtual && visible.length ? virtualizer.getTotalSize() - (visible[visible.length - 1]?.end ?? 0) : 0;

  return (
    <Table.ScrollArea
      ref={scrollRef}
      // The containing block of the visually hidden header texts, which would otherwise widen the page on a phone.
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      maxH={virtual ? `${VIRTUAL_HEIGHT}px` : undefined}
      overflowY={virtual ? 'auto' : undefined}
      data-virtual={virtual ? 'true' : undefined}
    >
      <Table.Root size="sm" stickyHeader={virtual} aria-label={caption} aria-busy={status === 'pending'}>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {group.headers.map((header) => {
                const sortKey = header.column.columnDef.meta?.sortKey;
                const numeric = header.column.columnDef.meta?.numeric;
                const content = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                if (!sortKey)
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      textAlign={numeric ? 'end' : undefined}
                      whiteSpace="nowrap"
                      {...(header.column.id === ACTIONS ? STICKY_END : header.column.id.startsWith('__') ? NARROW : {})}
                    >
                      {content}
                    </Table.ColumnHeader>
                  );
                const active = state.sort === sortKey;
                return (
                  <Table.ColumnHeader
                    key={header.id}
                    aria-sort={ariaSort(active, state.dir)}
                    textAlign={numeric ? 'end' : undefined}
                  >
                    <Button
                      variant="plain"
                      size="sm"
                      px="0"
                      fontWeight="semibold"
                      whiteSpace="nowrap"
                      onClick={() => listState.setSort(sortKey, active && state.dir === 'asc' ? 'desc' : 'asc')}
                    >
                      {content}
                      <Box as="span" aria-hidden color={active ? 'fg' : 'fg.subtle'}>
                        {active ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}
                      </Box>
                    </Button>
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {pending
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <Table.Row key={`skeleton-${index}`} data-testid="skeleton-row">
                  {Array.from({ length: columnCount }, (__, cell) => (
                    <Table.Cell key={cell}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : null}
          {!pending && rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columnCount} py="8" textAlign="center" color="fg.muted">
                {/* Kept in view when a narrow screen scrolls a wide table sideways. */}
                <Box position="sticky" left="0" maxW="calc(100vw - 2rem)">
                  {emptyText}
                </Box>
              </Table.Cell>
            </Table.Row>
          ) : null}
          {padTop > 0 ? (
            <Table.Row aria-hidden>
              <Table.Cell colSpan={columnCount} height={`${padTop}px`} p="0" />
            </Table.Row>
          ) : null}
          {visible.map(({ index }) => {
            const row = rows[index];
            if (!row) return null;
            const expanded = renderExpanded && expandedId === row.id;
            return (
              <RowWithDetail
                key={row.id}
                row={row}
                columnCount={columnCount}
                detail={expanded ? renderExpanded(row.original) : null}
              />
            );
          })}
          {padBottom > 0 ? (
            <Table.Row aria-hidden>
              <Table.Cell colSpan={columnCount} height={`${padBottom}px`} p="0" />
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RowWithDetail<T>({
  row,
  columnCount,
  detail,
}: {
  row: Row<T>;
  columnCount: number;
  detail: ReactNode;
}): ReactElement {
  return (
    <>
      <Table.Row data-selected={row.getIsSelected() ? '' : undefined} height={`${ROW_HEIGHT}px`}>
        {row.getVisibleCells().map((cell) => (
          <Table.Cell
            key={cell.id}
            textAlign={cell.column.columnDef.meta?.numeric ? 'end' : undefined}
            {...(cell.column.id === ACTIONS ? STICKY_END : cell.column.id.startsWith('__') ? NARROW : {})}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Cell>
        ))}
      </Table.Row>
      {detail ? (
        <Table.Row>
          <Table.Cell colSpan={columnCount} bg="bg.muted">
            {detail}
          </Table.Cell>
        </Table.Row>
      ) : null}
    </>
  );
}

function Pager<T>({ page, listState }: { page: Page<T> | undefined; listState: ListState }): ReactElement {
  const sizeId = useId();
  const { state } = listState;
  const total = page?.total ?? 0;
  const from = total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const to = Math.min(total, state.page * state.pageSize);
  const pages = Math.ceil(total / state.pageSize);
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" fontSize="sm">
      <Text color="fg.muted" aria-live="polite">
        {page ? KIT_TEXTS.showing(from, to, total) : KIT_TEXTS.loading}
      </Text>
      <HStack gap="2" wrap="wrap">
        <HStack gap="2">
          <label htmlFor={sizeId}>
            <Text as="span" color="fg.muted">
              {KIT_TEXTS.pageSize}
            </Text>
          </label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field
              id={sizeId}
              value={String(state.pageSize)}
              onChange={(e) => listState.setPageSize(Number(e.currentTarget.value))}
            >
              {[...new Set([...PAGE_SIZES, state.pageSize])]
                .sort((a, b) => a - b)
                .map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack gap="2">
          <Text color="fg.muted">{KIT_TEXTS.pageOf(state.page, pages)}</Text>
          <Button
            size="sm"
            variant="outline"
            disabled={state.page <= 1}
            onClick={() => listState.setPage(state.page - 1)}
            aria-label={KIT_TEXTS.previous}
          >
            ‹
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={state.page >= pages}
            onClick={() => listState.setPage(state.page + 1)}
            aria-label={KIT_TEXTS.next}
          >
            ›
          </Button>
        </HStack>
      </HStack>
    </HStack>
  );
}
