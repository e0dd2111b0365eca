/*
 * Dataset encoding this kind reads (the data method must match it):
 * - summary: rows one per campaign type `{ CampaignType, Tactic (display name), ...<TYPE>Total fields }` with
 *   summary filtering applied (hidden metrics null); totals over all types (not read here).
 * Rows without a CampaignType are ignored.
 */
import type { Dataset, Row } from '../../src/domain/layout/dataset';
import type { SummaryControllerOptions } from './__generated__/options';

const meta = { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' };

const product = (
  type: string,
  impressions: number,
  clicks: number,
  spend: number | null,
  extra: Partial<Row> = {},
): Row => ({
  CampaignType: type,
  Impressions: impressions,
  Clicks: clicks,
  ClickThrough: impressions ? Number(((clicks / impressions) * 100).toFixed(2)) : null,
  SpendVal: spend,
  ...extra,
});

/** An advertiser with five products across four sidebar groups. */
export const summaryDataset: Dataset = {
  rows: [
    product('OTT', 812300, 2031, 14621.4),
    product('SOCIAL', 240000, 3120, 3600, { Conversions: 412 }),
    product('EMAILMARKETING', 50000, 1750, null),
    product('DISPLAY', 120450, 301, 1445.4),
    product('SEM', 30500, 1525, 2287.5),
  ],
  totals: null,
  meta,
};

/** Many products, including unknown types with long names. */
export const denseDataset: Dataset = {
  rows: [
    ...['OTT', 'PREROLL', 'DISPLAY', 'VIDEO', 'AUDIO', 'TV2OTT', 'LINEAR', 'YOUTUBETV', 'LINKEDIN'].map((type, i) =>
      product(type, 900000 - i * 80000, 2500 - i * 200, 10000 - i * 700),
    ),
    product('REGIONALSPONSOREDCONTENTNETWORKPLACEMENTS', 12345, 67, 890),
  ],
  totals: null,
  meta,
};

/** Products that have not delivered in the range. */
export const zeroDataset: Dataset = {
  rows: [product('OTT', 0, 0, 0), product('DISPLAY', 0, 0, 0)],
  totals: null,
  meta,
};

export const summaryOptions: SummaryControllerOptions = {
  metrics: ['Impressions', 'Clicks', 'ClickThrough', 'SpendVal'],
};

export const socialOptions: SummaryControllerOptions = { metrics: ['Impressions', 'Conversions'] };
