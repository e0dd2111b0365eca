/*
 * Dataset encoding this kind reads (the data method must match it):
 * - ad-performance / alltime-ad-performance: rows are the answer's `Campaigns`,
 *   `{ CampaignId, CampaignType, FriendlyName, status, ContractStartDate, ContractEndDate, ...totals }` with
 *   summary filtering applied (hidden metrics null); totals over all campaigns (not read here).
 * A metric column whose every value is null (spend hidden for all) is not shown.
 */
import type { Dataset, Row } from '../../src/domain/layout/dataset';
import type { CampaignOverviewOptions } from './__generated__/options';

const row = (id: number, type: string, name: string, status: string, fields: Partial<Row>): Row => ({
  CampaignId: id,
  CampaignType: type,
  FriendlyName: name,
  status,
  ContractStartDate: '2026-05-01',
  ContractEndDate: '2026-07-31',
  Impressions: 0,
  Clicks: 0,
  ClickThrough: null,
  SpendVal: null,
  Pacing: null,
  ...fields,
});

/** Three campaigns of the summary tab. */
export const adDataset: Dataset = {
  rows: [
    row(40001, 'OTT', 'Spring CTV – Dallas', 'Live', {
      Impressions: 412300,
      Clicks: 1031,
      ClickThrough: 0.25,
      SpendVal: 7421.4,
      Pacing: 2.4,
    }),
    row(40002, 'PREROLL', 'Spring Video – Fort Worth', 'Paused', {
      Impressions: 150400,
      Clicks: 602,
      ClickThrough: 0.4,
      SpendVal: 2707.2,
      Pacing: -38.6,
    }),
    row(40003, 'DISPLAY', 'Always-on Display', 'Completed', {
      ContractStartDate: '2026-01-01',
      ContractEndDate: '2026-03-31',
      Impressions: 98012,
      Clicks: 190,
      ClickThrough: 0.19,
      SpendVal: 1176.14,
    }),
  ],
  totals: { Impressions: 660712, Clicks: 1823, ClickThrough: 0.28, SpendVal: 11304.74 },
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' },
};

/** Spend hidden on every campaign (HideSpend). */
export const hiddenSpendDataset: Dataset = {
  ...adDataset,
  rows: adDataset.rows.map((r) => ({ ...r, SpendVal: null })),
};

/** Many campaigns with long names. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 30 }, (_, i) =>
    row(
      42000 + i,
      ['OTT', 'SOCIAL', 'TV2OTT'][i % 3] ?? 'OTT',
      `Regional awareness campaign with a long friendly name ${i + 1}`,
      'Live',
      {
        Impressions: 900000 - i * 25000,
        Clicks: 2000 - i * 40,
        ClickThrough: 0.22,
        SpendVal: 12000 - i * 300,
        Pacing: 15 - i * 2,
      },
    ),
  ),
  totals: null,
  meta: {},
};

/** Campaigns that have not delivered yet. */
export const zeroDataset: Dataset = {
  rows: [row(40009, 'OTT', 'Summer CTV', 'Reserved', { SpendVal: 0, Pacing: 0 })],
  totals: null,
  meta: {},
};

export const overviewOptions: CampaignOverviewOptions = {
  metrics: ['Impressions', 'Clicks', 'ClickThrough', 'SpendVal', 'Pacing'],
};
