/** Layouts and fake answers of the overview for its tests and stories. */
import home from '../../../layouts/home.json';
import { ApiError } from '../../data/api-error';
import type { DataRequest } from '../../data/methods/types';
import type { Dataset } from '../../domain/layout/dataset';
import { validateLayout, type Layout } from '../../domain/layout/validate';
import { DATA_VOLUME_MESSAGE } from '../../domain/messages';
import type { LayoutState } from '../../renderer/layout-state';

/** The shipped overview with only the modules named (charts left out keeps a test quick). */
export function overviewLayout(moduleIds?: readonly string[]): LayoutState {
  const document = {
    ...home,
    components: home.components
      .map((section) => ({
        ...section,
        modules: section.modules.filter((m) => moduleIds === undefined || moduleIds.includes(m.id)),
      }))
      .filter((section) => section.modules.length > 0),
  };
  const result = validateLayout(document);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return { status: 'ready', layout: result.layout as Layout, source: 'DEFAULT', version: 1 };
}

const meta = { daterange: 'last30days', StartDate: '2026-10-28', EndDate: '2026-11-26' };

/** Fake answers by data method, as the overview methods hand them over. */
export const OVERVIEW_ANSWERS: Readonly<Record<string, Dataset>> = {
  'overview-tiles': {
    rows: [],
    totals: {
      ActiveOrders: 12,
      PreviousActiveOrders: 10,
      Impressions: 1_000_000,
      PreviousImpressions: 2_000_000,
      ActiveAdvertisers: 3,
      PreviousActiveAdvertisers: 0,
      ActiveCampaigns: 48,
      PreviousActiveCampaigns: 48,
    },
    meta,
  },
  'overview-impressions': {
    rows: [
      { ShortDate: '2026-11-24', Date: '2026-11-24', Impressions: 30_000, Clicks: 40 },
      { ShortDate: '2026-11-25', Date: '2026-11-25', Impressions: 32_000, Clicks: 38 },
      { ShortDate: '2026-11-26', Date: '2026-11-26', Impressions: 35_500, Clicks: 51 },
    ],
    totals: null,
    meta,
  },
  'overview-by-tactic': {
    rows: [
      { CampaignType: 'DISPLAY', Tactic: 'Display', Impressions: 600_000, Share: 60 },
      { CampaignType: 'OTT', Tactic: 'CTV', Impressions: 400_000, Share: 40 },
    ],
    totals: null,
    meta,
  },
  'overview-by-clients': {
    rows: [
      { AdvertiserId: 7, AdvertiserName: 'Riverside Auto Group', Impressions: 700_000, ClickThrough: 0.3 },
      { AdvertiserId: null, AdvertiserName: 'Other', Impressions: 300_000, ClickThrough: 0.2 },
    ],
    totals: null,
    meta,
  },
  'overview-ending-soon': {
    rows: [
      {
        OrderId: 500092,
        OrderName: 'Year End Clearance 2026 Order',
        AdvertiserId: 7,
        AdvertiserName: 'Riverside Auto Group',
        StartDate: '2026-07-22',
        EndDate: '2027-04-11',
        DaysLeft: 136,
        ImpressionGoal: 1_025_000,
        daterange: 'last30days',
      },
    ],
    totals: null,
    meta: { ...meta, totalRows: 1 },
  },
  'overview-pacing': {
    rows: [
      {
        OrderId: 500120,
        OrderName: 'Football Season 2026 Order',
        AdvertiserId: 7,
        AdvertiserName: 'Riverside Auto Group',
        EndDate: '2026-12-08',
        ImpressionGoal: 174_000,
        Delivered: 89_120,
        Expected: 132_240,
        Pacing: -32.61,
        daterange: 'last30days',
      },
      {
        OrderId: 500121,
        OrderName: 'Tax Season 2026 Order',
        AdvertiserId: 8,
        AdvertiserName: 'Coastal Home Furnishings',
        EndDate: '2027-03-04',
        ImpressionGoal: 1_894_000,
        Delivered: 813_127,
        Expected: 1_010_133,
        Pacing: -19.5,
        daterange: 'last30days',
      },
    ],
    totals: null,
    meta: { ...meta, totalRows: 2 },
  },
  'overview-today-campaigns': {
    rows: [
      {
        CampaignId: 1,
        CampaignName: 'Back to School youtubetv',
        AdvertiserId: 7,
        AdvertiserName: 'Riverside Auto Group',
        Tactic: 'YouTube',
        Impressions: 5653,
        LastHour: 827,
        DailyGoal: 40_000,
        ExpectedByNow: 3250,
        Pacing: 73.94,
      },
    ],
    totals: null,
    meta: {},
  },
  'overview-today-advertisers': {
    rows: [
      {
        AdvertiserId: 7,
        AdvertiserName: 'Riverside Auto Group',
        LiveCampaigns: 21,
        Impressions: 27_948,
        LastHour: 5649,
        ExpectedByNow: 21_705,
        Pacing: 28.76,
      },
    ],
    totals: null,
    meta: {},
  },
  'recent-pages': { rows: [], totals: null, meta: {} },
};

/** A fake runData answering from OVERVIEW_ANSWERS. */
export const answerAll = (method: string): Promise<Dataset> =>
  Promise.resolve(OVERVIEW_ANSWERS[method] ?? { rows: [], totals: null, meta: {} });

/** A fake runData for a caller who sees too many advertisers: 501 until a filter is set. */
export const refuseUnfiltered = (method: string, request: DataRequest): Promise<Dataset> => {
  const filter = request.selection.overviewFilter ?? {};
  const filtered = (filter.advertisers?.length ?? 0) > 0 || filter.userId !== undefined;
  if (method.startsWith('overview-') && !filtered)
    return Promise.reject(new ApiError(DATA_VOLUME_MESSAGE, 501, { error: DATA_VOLUME_MESSAGE }));
  return answerAll(method);
};

/** A fake runData that never answers (the loading state). */
export const neverAnswer = (): Promise<Dataset> => new Promise<Dataset>(() => undefined);
