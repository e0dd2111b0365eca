import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { DataTable } from '../../src/ui/table/DataTable';
import type { GenericTableOptions } from './__generated__/options';
import type { GenericTableData } from './transform';

/** A sortable, paged table of the module's rows. */
export function GenericTableView({
  options,
  data,
  tooltips,
  context,
  title,
}: ModuleViewProps<GenericTableOptions, GenericTableData>): ReactElement {
  return (
    <DataTable
      caption={title}
      columns={data.columns}
      rows={data.rows}
      totals={data.totals}
      perPage={context.print ? undefined : (options.perPage ?? 10)}
      initialSort={options.sortBy ? { key: options.sortBy, desc: options.sortDesc ?? true } : undefined}
      tooltips={tooltips}
      download={options.downloadTableData ? { fileName: title ?? 'table' } : undefined}
    />
  );
}
