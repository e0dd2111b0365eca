import type { Dataset, Row } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import { figureItems, flightText, type FigureItem } from '../../src/ui/figures/figure-items';
import type { SideSummaryOptions } from './__generated__/options';

/** What the view draws: the figures and the range they cover. */
export interface SideSummaryData {
  items: FigureItem[];
  /** 'M/dd/yy – M/dd/yy', or null when hidden or unknown. */
  range: string | null;
}

/** The totals, or the one row of a single-campaign answer. */
export function sourceRow(dataset: Dataset): Row | null {
  if (dataset.totals) return dataset.totals;
  return dataset.rows.length === 1 ? (dataset.rows[0] ?? null) : null;
}

/** Dataset → label/value pairs for the tab's types; metrics hidden by summary filtering (null) are left out. */
export function transformSideSummary(
  dataset: Dataset,
  options: SideSummaryOptions,
  context: ViewContext,
): SideSummaryData {
  const items = figureItems(sourceRow(dataset), options.metrics, context.campaignTypes);
  const { StartDate, EndDate } = dataset.meta;
  const range = options.showRange === false || !StartDate ? null : flightText(StartDate, EndDate);
  return { items, range };
}
