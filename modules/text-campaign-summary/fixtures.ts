/*
 * Dataset encodings this kind reads (the data methods must match them):
 * - summary, tactic-summary: rows one per campaign type `{ CampaignType, Tactic, ...<TYPE>Total fields }`, totals
 *   over all types (counts summed, ratios recomputed, hidden metrics null); meta.StartDate/EndDate the range.
 * - ad-performance: rows are campaigns `{ CampaignId, CampaignType, … }`, totals as above.
 * Tactic names come from the rows' CampaignType, else from the tab's types.
 */
import type { Dataset } from '../../src/domain/layout/dataset';
import type { TextCampaignSummaryOptions } from './__generated__/options';

const meta = { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' };

/** A CTV tab over the last 30 days. */
export const ctvDataset: Dataset = {
  rows: [{ CampaignType: 'OTT', Tactic: 'CTV', Impressions: 1234567, Clicks: 3086 }],
  totals: {
    Impressions: 1234567,
    Clicks: 3086,
    ClickThrough: 0.25,
    Conversions: 142,
    SpendVal: 22222.21,
    VCR: 94.2,
    ImpressionGoal: 2000000,
    Pacing: -27.5,
  },
  meta,
};

/** The summary tab: three tactics, spend hidden. */
export const summaryDataset: Dataset = {
  rows: [
    { CampaignType: 'OTT', Tactic: 'CTV' },
    { CampaignType: 'PREROLL', Tactic: 'Video' },
    { CampaignType: 'DISPLAY', Tactic: 'Display' },
  ],
  totals: { Impressions: 5480120, Clicks: 9012, ClickThrough: 0.16, Conversions: 311, SpendVal: null, Pacing: 3.1 },
  meta,
};

/** Many tactics with long names. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 8 }, (_, i) => ({ CampaignType: `REGIONALTACTIC${i}`, Tactic: null })),
  totals: { Impressions: 98765432, Clicks: 123456, ClickThrough: 0.12, Conversions: 4567, SpendVal: 987654.32 },
  meta: { StartDate: '2026-01-01', EndDate: '2026-06-14' },
};

/** No delivery yet. */
export const zeroDataset: Dataset = {
  rows: [{ CampaignType: 'SOCIAL', Tactic: 'Facebook Ads' }],
  totals: { Impressions: 0, Clicks: 0, ClickThrough: null, Conversions: 0, SpendVal: 0, Pacing: null },
  meta,
};

export const defaultOptions: TextCampaignSummaryOptions = {};
