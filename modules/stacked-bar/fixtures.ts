import type { Dataset } from '../../src/domain/layout/dataset';
import { dailyDataset } from '../../src/ui/charts/sample-datasets';
import type { StackedBarOptions } from './__generated__/options';

export { dailyDataset };

/** The ad-performance call's campaign rows: type, name, status and totals. */
export const campaignDataset: Dataset = {
  rows: [
    {
      CampaignId: 101,
      CampaignType: 'OTT',
      FriendlyName: 'Spring CTV',
      status: 'Live',
      Impressions: 182340,
      Clicks: 201,
    },
    {
      CampaignId: 102,
      CampaignType: 'OTT',
      FriendlyName: 'Summer CTV',
      status: 'Completed',
      Impressions: 96120,
      Clicks: 88,
    },
    {
      CampaignId: 103,
      CampaignType: 'DISPLAY',
      FriendlyName: 'Retargeting',
      status: 'Live',
      Impressions: 241870,
      Clicks: 610,
    },
    {
      CampaignId: 104,
      CampaignType: 'DISPLAY',
      FriendlyName: 'Prospecting',
      status: 'Paused',
      Impressions: 61200,
      Clicks: 98,
    },
    {
      CampaignId: 105,
      CampaignType: 'PREROLL',
      FriendlyName: 'Brand video',
      status: 'Live',
      Impressions: 72450,
      Clicks: 140,
    },
  ],
  totals: null,
  meta: { daterange: 'last30days', StartDate: '2026-05-16', EndDate: '2026-06-14' },
};

const DEVICES = ['Connected TV', 'Mobile', 'Desktop'];

/** Forty long publisher names, each split over three devices. */
export const densePublisherDeviceDataset: Dataset = {
  rows: Array.from({ length: 120 }, (_, i) => ({
    Publisher: `A very long publisher name that keeps going, number ${Math.floor(i / 3) + 1} (premium inventory)`,
    Device: DEVICES[i % 3] ?? 'Other',
    Impressions: 60_000 - i * 400,
  })),
  totals: null,
  meta: { totalRows: 120 },
};

/** Every campaign without delivery. */
export const zeroCampaignDataset: Dataset = {
  ...campaignDataset,
  rows: campaignDataset.rows.map((row) => ({ ...row, Impressions: 0, Clicks: 0 })),
};

/** Impressions per tactic, split by campaign status. */
export const statusOptions: StackedBarOptions = { metric: 'Impressions', dimension: 'CampaignType', stackBy: 'status' };

/** Impressions per publisher split by device, the 15 largest publishers, sideways for the long names. */
export const deviceOptions: StackedBarOptions = {
  metric: 'Impressions',
  dimension: 'Publisher',
  stackBy: 'Device',
  horizontal: true,
  itemLimit: 15,
};

/** Clicks and conversions piled per day. */
export const dailyOptions: StackedBarOptions = { metrics: ['Clicks', 'Conversions'], dimension: 'ShortDate' };
