import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { DataTable } from '../../src/ui/table/DataTable';
import type { ProgressBarTableOptions } from './__generated__/options';
import type { ProgressBarTableData } from './transform';

/** A sortable table whose metric column shows each row's share of the largest value as a bar. */
export function ProgressBarTableView({
  options,
  data,
  tooltips,
  context,
  title,
}: ModuleViewProps<ProgressBarTableOptions, ProgressBarTableData>): ReactElement {
  return (
    <DataTable
      caption={title}
      columns={data.columns}
      rows={data.rows}
      barColumn={data.barColumn ?? undefined}
      perPage={context.print ? undefined : (options.perPage ?? 10)}
      initialSort={options.sortBy ? { key: options.sortBy, desc: options.sortDesc ?? true } : undefined}
      tooltips={tooltips}
      download={options.downloadTableData ? { fileName: title ?? 'table' } : undefined}
    />
  );
}
