import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { DataTable } from '../../src/ui/table/DataTable';
import type { SiteImpactTableOptions } from './__generated__/options';
import type { SiteImpactData } from './transform';

/** Web analytics per page: sessions with a share bar, page views and pages per session. */
export function SiteImpactTableView({
  options,
  data,
  tooltips,
  context,
  title,
}: ModuleViewProps<SiteImpactTableOptions, SiteImpactData>): ReactElement {
  return (
    <DataTable
      caption={title}
      columns={data.columns}
      rows={data.rows}
      totals={data.totals}
      barColumn="Sessions"
      perPage={context.print ? undefined : (options.perPage ?? 10)}
      initialSort={{ key: options.sortBy ?? 'Sessions', desc: options.sortDesc ?? true }}
      tooltips={tooltips}
      download={options.downloadTableData ? { fileName: title ?? 'site-impact' } : undefined}
    />
  );
}
