import { numberOf, type Dataset, type TableColumn } from '../../src/domain/layout/dataset';
import { formatOf, formatValue, isPacingBehind, labelFor } from '../../src/domain/metric-format';
import { tacticDisplayName } from '../../src/domain/tactics';
import type { ViewContext } from '../../src/registry/types';
import { campaignName, flightText, hasFigure } from '../../src/ui/figures/figure-items';
import type { CampaignOverviewOptions } from './__generated__/options';

/** One campaign row, ready to show. */
export interface OverviewRow {
  campaignId: number;
  campaignType: string;
  name: string;
  tactic: string;
  status: string;
  flight: string;
  /** Formatted metric values by key. */
  cells: Readonly<Record<string, string>>;
  /** Raw metric values by key, for downloads. */
  values: Readonly<Record<string, number | null>>;
  behind: boolean;
}

/** What the view draws. */
export interface CampaignOverviewData {
  metrics: TableColumn[];
  rows: OverviewRow[];
}

const DEFAULT_METRICS = ['Impressions', 'Clicks', 'ClickThrough', 'SpendVal', 'Pacing'];

/** Dataset → campaign rows; metric columns with no value on any row (hidden spend…) are dropped. */
export function transformOverview(
  dataset: Dataset,
  options: CampaignOverviewOptions,
  context: ViewContext,
): CampaignOverviewData {
  const source = dataset.rows.filter((r) => numberOf(r.CampaignId) !== null);
  const limited = options.itemLimit ? source.slice(0, options.itemLimit) : source;
  const keys = (options.metrics ?? DEFAULT_METRICS).filter((key) => limited.some((r) => hasFigure(r[key])));
  const metrics = keys.map((key) => ({ key, label: labelFor(key, context.campaignTypes), format: formatOf(key) }));
  const rows = limited.map((r): OverviewRow => {
    const type = String(r.CampaignType ?? '');
    return {
      campaignId: numberOf(r.CampaignId) ?? 0,
      campaignType: type,
      name: campaignName(r),
      tactic: tacticDisplayName(type),
      status: String(r.status ?? r.Status ?? ''),
      flight: flightText(r.ContractStartDate ?? r.StartDate, r.ContractEndDate ?? r.EndDate),
      cells: Object.fromEntries(keys.map((key) => [key, formatValue(key, r[key])])),
      values: Object.fromEntries(keys.map((key) => [key, numberOf(r[key])])),
      behind: keys.includes('Pacing') && isPacingBehind(numberOf(r.Pacing)),
    };
  });
  return { metrics, rows };
}
