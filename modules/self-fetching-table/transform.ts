import type { Dataset, TableData } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { resolveColumns } from '../../src/ui/table/columns';
import type { SelfFetchingTableOptions } from './__generated__/options';

/** The page the frame fetched, with its columns; `total` counts every row of the data method's answer. */
export interface SelfFetchingTableData extends TableData {
  total: number;
}

/** The default page length of a self-fetching table. */
export const DEFAULT_PER_PAGE = 25;

/**
 * Dataset (one page, already sorted by the data method) → table. Rows keep the server's order: sorting
 * them here would reorder a page without reordering the pages.
 */
export function transformPage(
  dataset: Dataset,
  options: SelfFetchingTableOptions,
  context: ViewContext,
): SelfFetchingTableData {
  return {
    columns: resolveColumns(options.columns, context.campaignTypes),
    rows: dataset.rows,
    total: Math.max(dataset.meta.totalRows ?? 0, dataset.rows.length),
  };
}
