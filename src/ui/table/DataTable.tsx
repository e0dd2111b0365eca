import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import type { Row, TableColumn } from '../../domain/layout/dataset';
import { numberOf } from '../../domain/layout/dataset';
import { formatValue } from '../../domain/metric-format';
import type { ResolvedTooltip } from '../../registry/types';
import { InfoTip } from '../InfoTip';
import { ShareBar } from './ShareBar';
import { TableDownloads } from './TableDownloads';
import '../plain-button.css';
import '../visually-hidden.css';
import './table.css';

/** Props of the shared table base used by the table kinds. */
export interface DataTableProps {
  caption?: string;
  columns: readonly TableColumn[];
  rows: readonly Row[];
  totals?: Row | null;
  /** Rows per page; all rows when absent (print mode). */
  perPage?: number;
  initialSort?: { key: string; desc: boolean };
  tooltips?: readonly ResolvedTooltip[];
  /** CSV and XLS download buttons, files named after `fileName`. */
  download?: { fileName: string };
  /** A metric column whose cells also show a bar proportional to the row's share of the column's largest value. */
  barColumn?: string;
  /** Controlled paging for self-fetching kinds: the frame fetches each page. */
  serverPaging?: { page: number; total: number; onPage(page: number): void; onSort(key: string, desc: boolean): void };
  /** A cell drawn by the kind (a row link, a flagged figure); undefined draws the formatted value. */
  renderCell?: (column: TableColumn, row: Row) => ReactNode | undefined;
  /** Activating a row (a click anywhere on it; the kind's row link takes the keyboard). */
  onRowClick?: (row: Row) => void;
  /**
   * Which columns sort on a header click: every one (true), none (false: a list in the server's fixed order) or
   * those keys (the ones the server can sort by). @default true
   */
  sortable?: boolean | readonly string[];
}

const isNumeric = (column: TableColumn): boolean => !['text', 'date'].includes(column.format);

function compare(a: Row, b: Row, key: string): number {
  const [x, y] = [a[key] ?? null, b[key] ?? null];
  if (x === 'Other' || y === 'Other') return 0;
  const [nx, ny] = [numberOf(x), numberOf(y)];
  if (nx !== null && ny !== null) return nx - ny;
  return String(x ?? '').localeCompare(String(y ?? ''), 'en');
}

/** The largest value of a column over the rows (0 when none is positive). */
export function columnMax(rows: readonly Row[], key: string): number {
  return rows.reduce((max, row) => Math.max(max, numberOf(row[key]) ?? 0), 0);
}

/** A sortable, paged, keyboard-operable table with optional totals, share bars and CSV/XLS download. */
export function DataTable(props: DataTableProps): ReactElement {
  const { columns, rows, totals, perPage, tooltips = [], serverPaging, barColumn, sortable = true } = props;
  const [sort, setSort] = useState(props.initialSort);
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => {
    if (!sort || serverPaging) return rows;
    const others = rows.filter((row) => Object.values(row).includes('Other'));
    const rest = rows
      .filter((row) => !others.includes(row))
      .sort((a, b) => compare(a, b, sort.key) * (sort.desc ? -1 : 1));
    return [...rest, ...others];
  }, [rows, sort, serverPaging]);
  const current = serverPaging?.page ?? page;
  const total = serverPaging?.total ?? sorted.length;
  const pages = perPage ? Math.max(1, Math.ceil(total / perPage)) : 1;
  const visible = perPage && !serverPaging ? sorted.slice(current * perPage, (current + 1) * perPage) : sorted;
  const goTo = (next: number): void => (serverPaging ? serverPaging.onPage(next) : setPage(next));
  const toggleSort = (key: string): void => {
    const next = { key, desc: sort?.key === key ? !sort.desc : true };
    setSort(next);
    setPage(0);
    serverPaging?.onSort(next.key, next.desc);
  };
  // Bars compare with every row, not only the page shown, so a bar means the same on every page.
  const barMax = useMemo(() => (barColumn ? columnMax(rows, barColumn) : 0), [rows, barColumn]);
  const tipFor = (key: string): ResolvedTooltip | undefined => tooltips.find((t) => t.mapKey === key);

  const align = (column: TableColumn): string | undefined => (isNumeric(column) ? 'sl-table__end' : undefined);

  // Plain table elements with static classes (table.css): Chakra's Table parts are styled at run time, per cell.
  return (
    <Box>
      <div className="sl-table-scroll">
        <table className="sl-table sl-table--striped">
          {props.caption ? <caption className="sl-sr-only">{props.caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort?.key === column.key;
                const tip = tipFor(column.key);
                const sorts = sortable === true || (Array.isArray(sortable) && sortable.includes(column.key));
                return (
                  <th
                    key={column.key}
                    className={align(column)}
                    aria-sort={sorts ? (active ? (sort?.desc ? 'descending' : 'ascending') : 'none') : undefined}
                  >
                    {sorts ? (
                      <button
                        type="button"
                        className="sl-button sl-button--xs sl-table__sort"
                        onClick={() => toggleSort(column.key)}
                      >
                        {column.label}
                        {active ? (sort?.desc ? ' ▼' : ' ▲') : ''}
                      </button>
                    ) : (
                      <span className="sl-table__heading">{column.label}</span>
                    )}
                    {tip ? <InfoTip tooltip={tip} /> : null}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, i) => (
              <tr
                key={i}
                className={props.onRowClick ? 'sl-table__pointer' : undefined}
                onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={isNumeric(column) ? 'sl-table__end sl-table__wrap' : 'sl-table__wrap'}
                  >
                    {props.renderCell?.(column, row) ??
                      (column.key === barColumn ? (
                        <ShareBar
                          label={formatValue(column.key, row[column.key], column.format)}
                          value={numberOf(row[column.key])}
                          max={barMax}
                        />
                      ) : (
                        formatValue(column.key, row[column.key], column.format)
                      ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {totals ? (
            <tfoot>
              <tr className="sl-table__totals">
                {columns.map((column) => (
                  <td key={column.key} className={align(column)}>
                    {totals[column.key] === 'Total'
                      ? 'Total'
                      : formatValue(column.key, totals[column.key], column.format)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <HStack justify="space-between" mt="2" gap="2" flexWrap="wrap">
        {props.download ? (
          <TableDownloads fileName={props.download.fileName} columns={columns} rows={sorted} />
        ) : (
          <span />
        )}
        {perPage && pages > 1 ? (
          <HStack gap="1" aria-label="Pages">
            <Button size="xs" variant="outline" disabled={current === 0} onClick={() => goTo(current - 1)}>
              Previous
            </Button>
            <Text fontSize="xs" aria-live="polite">
              Page {current + 1} of {pages}
            </Text>
            <Button size="xs" variant="outline" disabled={current >= pages - 1} onClick={() => goTo(current + 1)}>
              Next
            </Button>
          </HStack>
        ) : null}
      </HStack>
    </Box>
  );
}
