import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { DataTable } from '../../src/ui/table/DataTable';
import type { SelfFetchingTableOptions } from './__generated__/options';
import { DEFAULT_PER_PAGE, type SelfFetchingTableData } from './transform';

/**
 * A table of one fetched page. With `paging` from the frame, Next/Previous and header sorts ask the frame for
 * another page; without it (previews, print) the rows it was given are paged and sorted locally.
 */
export function SelfFetchingTableView({
  options,
  data,
  tooltips,
  context,
  title,
  paging,
}: ModuleViewProps<SelfFetchingTableOptions, SelfFetchingTableData>): ReactElement {
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
    />
  );
}
