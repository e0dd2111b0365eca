import { numberOf, type Dataset } from '../../src/domain/layout/dataset';
import { tacticDisplayName } from '../../src/domain/tactics';
import type { ViewContext } from '../../src/registry/types';
import { campaignName, figureItem, figureItems, flightText, type FigureItem } from '../../src/ui/figures/figure-items';
import type { CampaignStatsOptions } from './__generated__/options';

/** One campaign card. */
export interface CampaignCard {
  id: string;
  name: string;
  tactic: string;
  status: string;
  flight: string;
  /** Impression goal delivered, in percent; null without a goal. */
  goalPercent: number | null;
  pacing: FigureItem | null;
  figures: FigureItem[];
}

/** What the view draws. */
export interface CampaignStatsData {
  cards: CampaignCard[];
}

const DEFAULT_METRICS = ['Impressions', 'Clicks', 'ClickThrough'];

/** Dataset → one card per campaign row, labels in the campaign's own type (Link Clicks on Social…). */
export function transformCampaignStats(
  dataset: Dataset,
  options: CampaignStatsOptions,
  _context: ViewContext,
): CampaignStatsData {
  const rows = options.itemLimit ? dataset.rows.slice(0, options.itemLimit) : dataset.rows;
  const cards = rows.map((row, i): CampaignCard => {
    const type = String(row.CampaignType ?? '');
    const goal = numberOf(row.ImpressionGoal);
    const pacing = figureItem(row, 'Pacing', [type]);
    return {
      id: String(row.CampaignId ?? i),
      name: campaignName(row),
      tactic: type ? tacticDisplayName(type) : '',
      status: String(row.status ?? row.Status ?? ''),
      // Performance rows carry the flight as Contract*; StartDate/EndDate there is the range, so only a fallback.
      flight: flightText(row.ContractStartDate ?? row.StartDate, row.ContractEndDate ?? row.EndDate),
      goalPercent: goal ? (numberOf(row.ImpressionPercent) ?? 0) : null,
      // Pacing means nothing without a goal (000 §9), whatever the row says.
      pacing: goal ? pacing : null,
      figures: figureItems(row, options.metrics ?? DEFAULT_METRICS, [type]),
    };
  });
  return { cards };
}
