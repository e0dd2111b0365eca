/*
 * Dataset encodings this kind reads (the data methods must match them):
 * - campaign-kpi: one row per selected campaign, each the getCampaignKpi answer
 *   `{ CampaignId, CampaignType, FriendlyName, status, ...<TYPE>Total fields }` over the flight so far; totals null.
 * - campaign-ad-performance: rows are the answer's `Campaigns`, each over its own flight, same fields.
 * The flight is ContractStartDate–ContractEndDate (StartDate/EndDate in these rows are the resolved range).
 * Summary filtering leaves hidden metrics null (Pacing without a goal): those are not shown.
 */
import type { Dataset, Row } from '../../src/domain/layout/dataset';
import type { CampaignStatsOptions } from './__generated__/options';

const campaign = (id: number, type: string, name: string, status: string, fields: Partial<Row>): Row => ({
  CampaignId: id,
  CampaignType: type,
  FriendlyName: name,
  status,
  ContractStartDate: '2026-05-01',
  ContractEndDate: '2026-07-31',
  Impressions: 0,
  Clicks: 0,
  ClickThrough: null,
  ImpressionGoal: null,
  ImpressionPercent: null,
  Pacing: null,
  ...fields,
});

/** Three campaigns: on pace with a goal, behind with a goal, and without a goal. */
export const kpiDataset: Dataset = {
  rows: [
    campaign(40001, 'OTT', 'Spring CTV – Dallas', 'Live', {
      Impressions: 412300,
      Clicks: 1031,
      ClickThrough: 0.25,
      ImpressionGoal: 1000000,
      ImpressionPercent: 41.23,
      Pacing: 2.4,
    }),
    campaign(40002, 'PREROLL', 'Spring Video – Fort Worth', 'Paused', {
      Impressions: 150400,
      Clicks: 602,
      ClickThrough: 0.4,
      ImpressionGoal: 600000,
      ImpressionPercent: 25.07,
      Pacing: -38.6,
    }),
    campaign(40003, 'DISPLAY', 'Always-on Display', 'Completed', {
      ContractStartDate: '2026-01-01',
      ContractEndDate: '2026-03-31',
      Impressions: 98012,
      Clicks: 190,
      ClickThrough: 0.19,
    }),
  ],
  totals: null,
  meta: {},
};

/** Many campaigns with long names, for wrapping. */
export const denseDataset: Dataset = {
  rows: Array.from({ length: 14 }, (_, i) =>
    campaign(
      41000 + i,
      i % 2 ? 'OTT' : 'SOCIAL',
      `A long campaign friendly name ${i + 1} – regional awareness flight, phase two`,
      'Live',
      {
        Impressions: 500000 - i * 30000,
        Clicks: 1200 - i * 60,
        ClickThrough: 0.24,
        Conversions: 80 - i,
        ImpressionGoal: 800000,
        ImpressionPercent: Number((((500000 - i * 30000) / 800000) * 100).toFixed(2)),
        Pacing: 10 - i * 4,
      },
    ),
  ),
  totals: null,
  meta: {},
};

/** A new campaign that has not delivered yet. */
export const zeroDataset: Dataset = {
  rows: [campaign(40009, 'OTT', 'Summer CTV', 'Reserved', { ImpressionGoal: 500000, ImpressionPercent: 0, Pacing: 0 })],
  totals: null,
  meta: {},
};

export const kpiOptions: CampaignStatsOptions = { metrics: ['Impressions', 'Clicks', 'ClickThrough'] };

export const denseOptions: CampaignStatsOptions = { metrics: ['Impressions', 'Clicks', 'ClickThrough', 'Conversions'] };
