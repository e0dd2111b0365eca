/*
 * Dataset encodings this kind reads (the data methods must match them):
 * - summary, ad-performance, alltime-ad-performance, tactic-summary: totals over all types (counts summed,
 *   ratios recomputed; hidden metrics null); rows per type or campaign are not read. meta echoes the range.
 * - single-order (orderMethod summary): totals are the summary answer (Impressions, Clicks, …, Pacing), rows empty.
 * A single row without totals (one campaign's KPI) is read as the totals.
 */
import type { Dataset } from '../../src/domain/layout/dataset';
import type { SideSummaryOptions } from './__generated__/options';

const meta = { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' };

/** Totals of a CTV tab. */
export const summaryDataset: Dataset = {
  rows: [{ CampaignType: 'OTT', Tactic: 'CTV', Impressions: 812300, Clicks: 2031 }],
  totals: { Impressions: 812300, Clicks: 2031, ClickThrough: 0.25, SpendVal: 14621.4, VCR: 92.1, Pacing: -24.3 },
  meta,
};

/** Many figures with long names, for a narrow column. */
export const denseDataset: Dataset = {
  rows: [],
  totals: {
    Impressions: 123456789,
    HouseholdImpressions: 98765432,
    Clicks: 456789,
    ClickThrough: 0.37,
    SpendVal: 1234567.89,
    CostPerMille: 10,
    EstimatedSearchImpressions: 4567890,
    ImpressionShare: 63.25,
    CostPerResponse: 12.5,
    Reach: 3456789,
    Frequency: 3.57,
  },
  meta,
};

/** No delivery in the range. */
export const zeroDataset: Dataset = {
  rows: [],
  totals: { Impressions: 0, Clicks: 0, ClickThrough: null, SpendVal: 0, VCR: null, Pacing: null },
  meta,
};

export const summaryOptions: SideSummaryOptions = {
  metrics: ['Impressions', 'Clicks', 'ClickThrough', 'SpendVal', 'VCR', 'Pacing'],
};

export const denseOptions: SideSummaryOptions = {
  metrics: [
    'Impressions',
    'HouseholdImpressions',
    'Clicks',
    'ClickThrough',
    'SpendVal',
    'CostPerMille',
    'EstimatedSearchImpressions',
    'ImpressionShare',
    'CostPerResponse',
    'Reach',
    'Frequency',
  ],
};
