/**
 * The client data methods: each named method of schemas/defs/data-source.schema.json fetches from the API and
 * hands back a Dataset. The frame calls them through React Query, keyed by method and request.
 */
import { EMPTY_DATASET, type Dataset } from '../../domain/layout/dataset';
import { loadPublisherLogos, withPublisherLogos } from '../publisher-logos';
import { apiFetch, jsonBody } from '../rest-client';
import { mapDataMethods } from './map-methods';
import { ORDER_DATA_METHODS, SERVER_PAGED_METHODS as SERVER_PAGED_ORDER_METHODS } from './order-methods';
import { OVERVIEW_METHODS, SERVER_PAGED_METHODS as SERVER_PAGED_OVERVIEW_METHODS } from './overview-methods';
import { listDataset, metaOf, rowsAt, typeTotals } from './shape';
import type { DataMethod, DataRequest } from './types';

/** The range part of a request body: a named range, or custom dates. */
function range({ selection }: DataRequest): Record<string, string> {
  if (selection.daterange === 'customRange' && selection.startDate && selection.endDate)
    return { daterange: 'customRange', startDate: selection.startDate, endDate: selection.endDate };
  return { daterange: selection.daterange };
}

/** The body of the pair calls: advertiser, range, campaigns, reload. */
const pairs = (request: DataRequest, extra: Record<string, unknown> = {}): RequestInit =>
  jsonBody('POST', {
    advertiserId: request.selection.advertiserId,
    ...range(request),
    campaigns: request.selection.campaigns.map(({ id, type }) => ({ id, type })),
    ...(request.reload ? { reload: true } : {}),
    ...extra,
  });

/** Calls needing campaigns answer nothing without them (000 §4: 'empty' when required inputs are missing). */
const needsCampaigns =
  (method: DataMethod): DataMethod =>
  (request) =>
    request.selection.campaigns.length === 0 ? Promise.resolve(EMPTY_DATASET) : method(request);

const perType =
  (path: string, extra: (r: DataRequest) => Record<string, unknown> = () => ({})): DataMethod =>
  async (request) => {
    const body = await apiFetch(path, pairs(request, extra(request)));
    const { rows, totals } = typeTotals(body);
    const campaigns = rowsAt(body, 'Campaigns');
    return { rows: campaigns.length ? campaigns : rows, totals, meta: metaOf(body) };
  };

/** A custom range's dates as a query string, for the GET calls that take the range in the path. */
const customQuery = (request: DataRequest): string => {
  const { daterange, startDate, endDate } = request.selection;
  return daterange === 'customRange' && startDate && endDate ? `?startDate=${startDate}&endDate=${endDate}` : '';
};

const reloadQuery = (request: DataRequest): string => (request.reload ? '&reload=true' : '');

const PLAIN_METHODS: Readonly<Record<string, DataMethod>> = {
  none: () => Promise.resolve(EMPTY_DATASET),
  campaigns: async (request) =>
    listDataset(await apiFetch(`/api/advertiser/campaigns/${request.selection.advertiserId}`), 'Campaign'),
  products: async (request) => {
    const body = await apiFetch(`/api/getProductsForAdvertiser/${request.selection.advertiserId}`);
    return { rows: rowsAt({ list: body }, 'list'), totals: null, meta: {} };
  },
  summary: needsCampaigns(async (request) => {
    const body = await apiFetch('/api/advertiser/performance/summary', pairs(request));
    return { ...typeTotals(body), meta: metaOf(body) };
  }),
  'ad-performance': needsCampaigns(perType('/api/advertiser/performance/ad')),
  'alltime-ad-performance': needsCampaigns(perType('/api/advertiser/performance/ad/alltime')),
  'campaign-ad-performance': needsCampaigns(perType('/api/advertiser/performance/campaign-ad')),
  'tactic-summary': perType('/api/advertiser/performance/tactic-summary', (r) => ({ tactic: r.selection.tab })),
  daily: needsCampaigns(async (request) => listDataset(await apiFetch('/api/advertiser/performance/daily', pairs(request)), 'Daily')),
  breakdown: needsCampaigns(async (request) => {
    const { dimension = 'publisher', sortBy, sortDesc } = request.params;
    const sort = request.page?.sortBy ?? sortBy;
    // Publisher rows carry their logo (matched by name, alias or prefix) for the network tiles.
    const logos = dimension === 'publisher' ? loadPublisherLogos() : null;
    const body = await apiFetch(
      '/api/advertiser/performance/breakdown',
      pairs(request, { dimension, ...(sort ? { sortBy: sort, sortDesc: request.page?.sortDesc ?? sortDesc ?? true } : {}) }),
    );
    const dataset = listDataset(body, 'Rows', 'TotalRows');
    return logos ? withPublisherLogos(dataset, await logos) : dataset;
  }),
  'geo-list': needsCampaigns(async (request) =>
    listDataset(await apiFetch('/api/advertiser/performance/geo-list', pairs(request)), 'ZIPCODE'),
  ),
  'by-state': needsCampaigns(async (request) =>
    listDataset(await apiFetch('/api/advertiser/performance/by-state', pairs(request)), 'STATE'),
  ),
  conversions: needsCampaigns(async (request) => {
    const { selection } = request;
    const query = new URLSearchParams({
      advertiserId: String(selection.advertiserId),
      campaignDashboardIds: selection.campaigns.map((c) => c.id).join(','),
      resolution: request.params.resolution ?? 'day',
      ...range(request),
    });
    const body = await apiFetch(`/api/advertiser/conversion?${query.toString()}${reloadQuery(request)}`);
    const total = typeof (body as { TotalConversions?: unknown })?.TotalConversions === 'number';
    const dataset = listDataset(body, 'Conversions');
    return total ? { ...dataset, totals: { Conversions: (body as { TotalConversions: number }).TotalConversions } } : dataset;
  }),
  'conversion-breakdown': needsCampaigns(async (request) =>
    listDataset(await apiFetch('/api/advertiser/performance/getConversionBreakdown', pairs(request)), 'Breakdown'),
  ),
  'campaign-kpi': needsCampaigns(async (request) => {
    const answers = await Promise.all(
      request.selection.campaigns.map((campaign) =>
        apiFetch(
          '/api/getCampaignKpi',
          jsonBody('POST', { advertiser_id: request.selection.advertiserId, id: campaign.id, type: campaign.type, reload: request.reload }),
        ),
      ),
    );
    return { rows: rowsAt({ list: answers }, 'list'), totals: null, meta: {} };
  }),
  benchmarks: needsCampaigns(async (request) =>
    listDataset(await apiFetch('/api/advertiser/performance/benchmarks', pairs(request)), 'Rows'),
  ),
  'audience-overlap': needsCampaigns(async (request) => {
    const body = await apiFetch('/api/advertiser/performance/audience-overlap', pairs(request));
    const sets = rowsAt(body, 'Sets').map((row) => ({ Kind: 'set', Types: row.CampaignType ?? null, ...row }));
    const overlaps = rowsAt(body, 'Overlaps').map((row) => ({ Kind: 'overlap', ...row }));
    return { rows: [...sets, ...overlaps], totals: null, meta: metaOf(body) };
  }),
  'today-view': async (request) => {
    const types = request.selection.campaignTypes.join(',');
    const body = await apiFetch(
      `/api/advertiser/today-view/${request.selection.advertiserId}?types=${encodeURIComponent(types)}${reloadQuery(request)}`,
    );
    return listDataset(body, 'rows');
  },
  'single-order': async (request) => {
    const { selection } = request;
    if (!selection.orderId) return EMPTY_DATASET;
    const method = request.params.orderMethod ?? 'summary';
    const body = await apiFetch(
      `/api/advertiser/single-order/${method}/${selection.advertiserId}/${encodeURIComponent(selection.orderId)}/${selection.daterange}${customQuery(request)}`,
    );
    if (method === 'summary') return { rows: [], totals: rowsAt({ list: [body] }, 'list')[0] ?? null, meta: metaOf(body) };
    const key = method === 'daily' ? 'Daily' : method === 'campaigns' ? 'Campaigns' : 'Rows';
    return listDataset(body, key);
  },
  'recent-pages': async () => listDataset(await apiFetch('/api/user/recent-pages'), 'pages'),
};

/** Every data method: the plain ones and the map ones built on them. */
export const DATA_METHODS: Readonly<Record<string, DataMethod>> = {
  ...PLAIN_METHODS,
  ...mapDataMethods(PLAIN_METHODS),
  ...ORDER_DATA_METHODS,
  ...OVERVIEW_METHODS,
};

/** Runs a named data method; an unknown name is a layout error the validator should have caught. */
export async function runDataMethod(method: string, request: DataRequest): Promise<Dataset> {
  const run = DATA_METHODS[method];
  if (!run) throw new Error(`Unknown data method '${method}'`);
  const dataset = await run(request);
  const serverPaged = SERVER_PAGED_ORDER_METHODS.has(method) || SERVER_PAGED_OVERVIEW_METHODS.has(method);
  return request.page && !serverPaged
    ? pageOf(dataset, request.page.page, request.page.perPage)
    : dataset;
}

/**
 * One page of a dataset for self-fetching kinds. The calls answer whole lists (top 99 + Other at most, cached on
 * the server), so a page is cut here; `totalRows` keeps the length for the pager.
 */
export function pageOf(dataset: Dataset, page: number, perPage: number): Dataset {
  const start = page * perPage;
  return { ...dataset, rows: dataset.rows.slice(start, start + perPage), meta: { ...dataset.meta, totalRows: dataset.rows.length } };
}
