import type { Dataset, Row } from '../../src/domain/layout/dataset';
import { tacticDisplayName } from '../../src/domain/tactics';
import type { ViewContext } from '../../src/registry/types';
import { changeText, figureItems, type FigureItem } from '../../src/ui/figures/figure-items';
import type { TopMetricsOptions } from './__generated__/options';

/** The figures of one campaign type. */
export interface TypeFigures {
  type: string;
  name: string;
  items: FigureItem[];
}

/** What the view draws: the overall tiles and, when asked, a row of tiles per type. */
export interface TopMetricsData {
  overall: FigureItem[];
  perType: TypeFigures[];
}

/** Totals of the selection; a single-row answer without totals is its own total. */
export function overallSource(dataset: Dataset): Row | null {
  if (dataset.totals) return dataset.totals;
  return dataset.rows.length === 1 ? (dataset.rows[0] ?? null) : null;
}

/** Per-type rows are those of the summary encoding: a CampaignType and no CampaignId (campaign rows are not types). */
export function typeRows(rows: readonly Row[]): Row[] {
  return rows.filter((row) => typeof row.CampaignType === 'string' && row.CampaignId === undefined);
}

/** Dataset → tiles. Labels follow the tab's types overall and each row's own type per type. */
export function transformTopMetrics(
  dataset: Dataset,
  options: TopMetricsOptions,
  context: ViewContext,
): TopMetricsData {
  const source = overallSource(dataset);
  const figures = figureItems(source, options.metrics, context.campaignTypes);
  const overall = options.showChange
    ? figures.map((item) => ({ ...item, change: changeText(source?.[item.key], source?.[`Previous${item.key}`]) }))
    : figures;
  const perType = options.showPerType
    ? typeRows(dataset.rows).map((row) => {
        const type = String(row.CampaignType);
        return { type, name: tacticDisplayName(type), items: figureItems(row, options.metrics, [type]) };
      })
    : [];
  return { overall, perType: perType.filter((entry) => entry.items.length > 0) };
}
