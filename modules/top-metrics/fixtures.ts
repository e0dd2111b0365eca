/*
 * Dataset encodings this kind reads (the data methods must match them):
 * - summary: rows one per campaign type `{ CampaignType, Tactic (display name), ...<TYPE>Total fields }`;
 *   totals over all types (counts summed, ratios recomputed, a metric null when summary filtering hides it
 *   for every type); meta echoes daterange, StartDate, EndDate.
 * - ad-performance: rows are the answer's `Campaigns` (`{ CampaignId, CampaignType, FriendlyName, status,
 *   ...totals }`), totals as for summary. Per-type rows are not drawn from campaign rows.
 * Summary filtering (000 §9) leaves hidden metrics null: this kind does not show them at all.
 */
import type { Dataset, Row } from '../../src/domain/layout/dataset';
import type { TopMetricsOptions } from './__generated__/options';

const meta = { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' };

const typeRow = (type: string, tactic: string, impressions: number, clicks: number, pacing: number | null): Row => ({
  CampaignType: type,
  Tactic: tactic,
  Impressions: impressions,
  Clicks: clicks,
  ClickThrough: Number(((clicks / impressions) * 100).toFixed(2)),
  SpendVal: Number(((impressions / 1000) * 18).toFixed(2)),
  VCR: type === 'DISPLAY' ? null : 91.4,
  Pacing: pacing,
  ImpressionGoal: pacing === null ? null : impressions * 1.2,
});

/** Summary performance of the summary tab: CTV, Video and Display. */
export const summaryDataset: Dataset = {
  rows: [
    typeRow('OTT', 'CTV', 812300, 2031, 4.12),
    typeRow('PREROLL', 'Video', 305120, 1220, -26.5),
    typeRow('DISPLAY', 'Display', 120450, 301, null),
  ],
  totals: {
    Impressions: 1237870,
    Clicks: 3552,
    ClickThrough: 0.29,
    SpendVal: 22281.66,
    VCR: 91.4,
    Pacing: -3.8,
    ImpressionGoal: 1341504,
  },
  meta,
};

/** A summary whose overall pacing is behind the -20% warning level. */
export const behindDataset: Dataset = {
  ...summaryDataset,
  totals: { ...summaryDataset.totals, Pacing: -31.25 },
};

/** Many types with long display names and many metrics, for wrapping. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 9 }, (_, i) =>
    typeRow(
      `TYPE${i}`,
      `A long tactic display name number ${i + 1} (programmatic)`,
      900000 - i * 70000,
      2400 - i * 200,
      i % 3 === 0 ? -22.75 : 3.5,
    ),
  ),
  totals: {
    Impressions: 5580000,
    Clicks: 14400,
    ClickThrough: 0.26,
    SpendVal: 100440,
    VCR: 91.4,
    Pacing: -4.5,
    Reach: 2100000,
    Frequency: 2.66,
    CostPerMille: 18,
  },
  meta,
};

/** No delivery: zeros, ratios null (zero denominators) and VCR hidden at zero. */
export const zeroDataset: Dataset = {
  rows: [
    {
      CampaignType: 'OTT',
      Tactic: 'CTV',
      Impressions: 0,
      Clicks: 0,
      ClickThrough: null,
      SpendVal: 0,
      VCR: null,
      Pacing: -100,
    },
  ],
  totals: { Impressions: 0, Clicks: 0, ClickThrough: null, SpendVal: 0, VCR: null, Pacing: -100 },
  meta,
};

export const summaryOptions: TopMetricsOptions = {
  metrics: ['Impressions', 'Clicks', 'ClickThrough', 'SpendVal', 'VCR', 'Pacing'],
  showPerType: true,
};

export const denseOptions: TopMetricsOptions = {
  metrics: ['Impressions', 'Clicks', 'ClickThrough', 'SpendVal', 'VCR', 'Pacing', 'Reach', 'Frequency', 'CostPerMille'],
  showPerType: true,
  perRow: 6,
};
