import type { Dataset, Row, TableColumn, TableData } from '../../src/domain/layout/dataset';
import { numberOf } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { columnFor, sortByMetric, withoutZeroRows } from '../../src/ui/table/columns';
import type { SiteImpactTableOptions } from './__generated__/options';

/** The derived ratio's field. */
export const PAGES_PER_SESSION = 'PagesPerSession';

/** What the view draws: page rows, the bar column (Sessions) and the totals row when asked. */
export interface SiteImpactData extends TableData {
  totals: Row | null;
}

/** Page views per session, two decimals; null without sessions. */
export function pagesPerSession(pageViews: number | null, sessions: number | null): number | null {
  if (!sessions || pageViews === null) return null;
  return Math.round((pageViews / sessions) * 100) / 100;
}

/** Page, Sessions, PageViews and, unless turned off, Pages / Session. */
export function siteImpactColumns(options: SiteImpactTableOptions, context: ViewContext): TableColumn[] {
  const columns = [
    { ...columnFor('Page', context.campaignTypes), format: 'text' as const },
    columnFor('Sessions', context.campaignTypes),
    { ...columnFor('PageViews', context.campaignTypes), label: 'Page Views' },
  ];
  if (options.showPagesPerSession ?? true)
    columns.push({ key: PAGES_PER_SESSION, label: 'Pages / Session', format: 'decimal' });
  return columns;
}

/** Sums sessions and page views; the ratio is recomputed from the sums (a sum of ratios means nothing). */
export function siteTotals(rows: readonly Row[]): Row {
  const sum = (key: string): number => rows.reduce((total, row) => total + (numberOf(row[key]) ?? 0), 0);
  const [sessions, pageViews] = [sum('Sessions'), sum('PageViews')];
  return {
    Page: 'Total',
    Sessions: sessions,
    PageViews: pageViews,
    [PAGES_PER_SESSION]: pagesPerSession(pageViews, sessions),
  };
}

/** Dataset (web breakdown) → page table sorted by sessions unless told otherwise. */
export function transformSiteImpact(
  dataset: Dataset,
  options: SiteImpactTableOptions,
  context: ViewContext,
): SiteImpactData {
  const kept = options.hideZeros ? withoutZeroRows(dataset.rows, ['Sessions', 'PageViews']) : dataset.rows;
  const withRatio = kept.map((row) => ({
    ...row,
    [PAGES_PER_SESSION]: pagesPerSession(numberOf(row.PageViews), numberOf(row.Sessions)),
  }));
  const sorted = sortByMetric(withRatio, options.sortBy ?? 'Sessions', options.sortDesc ?? true);
  const rows = options.itemLimit ? sorted.slice(0, options.itemLimit) : sorted;
  return {
    columns: siteImpactColumns(options, context),
    rows,
    totals: options.showTotals ? siteTotals(rows) : null,
  };
}
