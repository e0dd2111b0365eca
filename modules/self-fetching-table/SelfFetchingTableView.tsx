import type { ReactElement, ReactNode } from 'react';
import type { Row, TableColumn } from '../../src/domain/layout/dataset';
import { formatValue, isPacingBehind, PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import type { ModuleViewProps } from '../../src/registry/types';
import { DataTable } from '../../src/ui/table/DataTable';
import { RowLinkButton } from '../../src/ui/table/RowLinkButton';
import type { SelfFetchingTableOptions } from './__generated__/options';
import { rowTarget } from './row-link';
import { DEFAULT_PER_PAGE, type SelfFetchingTableData } from './transform';

/** A pacing below the warning threshold (000 §9): red, with the help text beside it for every reader. */
function pacingCell(column: TableColumn, row: Row): ReactNode | undefined {
  if (column.key !== 'Pacing') return undefined;
  const value = row.Pacing;
  if (!isPacingBehind(typeof value === 'number' ? value : null)) return undefined;
  return (
    <span className="sl-table__warn" title={PACING_BEHIND_HINT}>
      {formatValue('Pacing', value, column.format)} ⚠<span className="sl-sr-only"> {PACING_BEHIND_HINT}</span>
    </span>
  );
}

/**
 * A table of one fetched page. With `paging` from the frame, Next/Previous and header sorts ask the frame for
 * another page; without it (previews, print) the rows it was given are paged and sorted locally. With `rowLink`,
 * each row opens its order or advertiser (a click on the row, or the link in its first column).
 */
export function SelfFetchingTableView({
  options,
  data,
  tooltips,
  context,
  title,
  paging,
  onNavigate,
}: ModuleViewProps<SelfFetchingTableOptions, SelfFetchingTableData>): ReactElement {
  const link = options.rowLink;
  const first = data.columns[0]?.key;
  const open =
    link && onNavigate && !context.print
      ? (row: Row) => {
          const target = rowTarget(link, row);
          if (target) onNavigate(target);
        }
      : undefined;
  const renderCell = (column: TableColumn, row: Row): ReactNode | undefined => {
    if (open && column.key === first && rowTarget(link!, row))
      return <RowLinkButton>{formatValue(column.key, row[column.key], column.format)}</RowLinkButton>;
    return pacingCell(column, row);
  };
  if (paging) {
    return (
      <DataTable
        caption={title}
        columns={data.columns}
        rows={data.rows}
        perPage={paging.perPage}
        initialSort={paging.sortBy ? { key: paging.sortBy, desc: paging.sortDesc } : undefined}
        tooltips={tooltips}
        serverPaging={{ page: paging.page, total: paging.total, onPage: paging.onPage, onSort: paging.onSort }}
        renderCell={renderCell}
        onRowClick={open}
        sortable={options.sortable ?? true}
      />
    );
  }
  return (
    <DataTable
      caption={title}
      columns={data.columns}
      rows={data.rows}
      perPage={context.print ? undefined : (options.perPage ?? DEFAULT_PER_PAGE)}
      initialSort={options.sortBy ? { key: options.sortBy, desc: options.sortDesc ?? true } : undefined}
      tooltips={tooltips}
      renderCell={renderCell}
      onRowClick={open}
      sortable={options.sortable ?? true}
    />
  );
}
