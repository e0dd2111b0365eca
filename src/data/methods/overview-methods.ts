/**
 * The agency performance overview's data methods (001 §7 "Performance overview"): the ten
 * `/api/performance-overview/*` calls as Datasets. Every call carries the "Filter By" query of the selection
 * (`advertisers=1,2` or `userId=N`). A 501 answer is the data-volume refusal: it always reads as the fixed
 * message of 000 §8, whatever the body says (the project's reading of 001 §8's "one status, one fixed message").
 */
import type { Cell, Row } from '../../domain/layout/dataset';
import { DATA_VOLUME_MESSAGE } from '../../domain/messages';
import { ApiError } from '../api-error';
import { apiFetch } from '../rest-client';
import { listDataset, metaOf, rowsAt, toRow } from './shape';
import type { DataMethod, DataRequest, OverviewFilter } from './types';

/** The status the overview calls answer when the caller sees too many advertisers and set no filter. */
export const DATA_VOLUME_STATUS = 501;

/** Whether an error is the overview's data-volume refusal. */
export function isDataVolumeRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === DATA_VOLUME_STATUS;
}

/** The "Filter By" query: advertiser ids win over a user; nothing without a filter. */
export function filterQuery(filter: OverviewFilter | undefined): URLSearchParams {
  const query = new URLSearchParams();
  if (filter?.advertisers && filter.advertisers.length > 0) query.set('advertisers', filter.advertisers.join(','));
  else if (filter?.userId !== undefined) query.set('userId', String(filter.userId));
  return query;
}

/** The query of a date-range call: the filter, custom dates, reload. */
function rangeQuery(request: DataRequest): string {
  const { selection } = request;
  const query = filterQuery(selection.overviewFilter);
  if (selection.daterange === 'customRange' && selection.startDate && selection.endDate) {
    query.set('startDate', selection.startDate);
    query.set('endDate', selection.endDate);
  }
  if (request.reload) query.set('reload', 'true');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET an overview call, a 501 turned into the fixed data-volume message. */
async function overviewFetch(path: string): Promise<unknown> {
  try {
    return await apiFetch(path);
  } catch (error) {
    if (isDataVolumeRefusal(error)) throw new ApiError(DATA_VOLUME_MESSAGE, DATA_VOLUME_STATUS, (error as ApiError).body);
    throw error;
  }
}

const BASE = '/api/performance-overview';
const range = (request: DataRequest): string => encodeURIComponent(request.selection.daterange);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The four tile figures with the figure of the previous period beside each (`PreviousActiveOrders`…). */
const TILE_CALLS = [
  { path: 'active-orders', field: 'ActiveOrders' },
  { path: 'impressions', field: 'Impressions' },
  { path: 'active-advertisers', field: 'ActiveAdvertisers' },
  { path: 'active-campaigns', field: 'ActiveCampaigns' },
] as const;

/** The prefix of a previous-period figure in the tiles' totals row. */
export const PREVIOUS_PREFIX = 'Previous';

/** One tile answer → its figure and, when the server sent `Previous`, the previous period's figure. */
export function tileFigures(body: unknown, field: string): Row {
  if (!isRecord(body)) return {};
  const figure = body[field];
  const row: Record<string, Cell> = { [field]: typeof figure === 'number' ? figure : null };
  const previous = body.Previous;
  if (isRecord(previous) && typeof previous[field] === 'number') {
    row[`${PREVIOUS_PREFIX}${field}`] = previous[field];
    if (typeof previous.StartDate === 'string') row.PreviousStartDate = previous.StartDate;
    if (typeof previous.EndDate === 'string') row.PreviousEndDate = previous.EndDate;
  }
  return row;
}

/** Today-view sort keys (the server's TODAY_SORTS) for a column sort of the table. */
export function todaySortKey(sortBy: string | undefined, desc: boolean): string | undefined {
  const direction = desc ? 'desc' : 'asc';
  if (sortBy === 'Impressions') return `impressions_${direction}`;
  if (sortBy === 'Pacing') return `pacing_${direction}`;
  if (sortBy === 'CampaignName' || sortBy === 'AdvertiserName') return `name_${direction}`;
  return undefined;
}

/** The order lists page on the server (`{limit}/{offset}`): the rows of one page and the total. */
const orderPage =
  (call: string): DataMethod =>
  async (request) => {
    const perPage = request.page?.perPage ?? 10;
    const offset = (request.page?.page ?? 0) * perPage;
    const body = await overviewFetch(`${BASE}/${call}/${perPage}/${offset}/${range(request)}${rangeQuery(request)}`);
    // The row carries the range so the row's link opens the order for the same period.
    const rows = rowsAt(body, 'orders').map((row) => ({ ...row, daterange: request.selection.daterange }));
    return { rows, totals: null, meta: metaOf(body, 'total') };
  };

/** A today view: every row (the table pages them), sorted by the server for the sort asked. */
const todayView =
  (call: string): DataMethod =>
  async (request) => {
    const query = filterQuery(request.selection.overviewFilter);
    const sortBy = todaySortKey(request.page?.sortBy ?? request.params.sortBy, request.page?.sortDesc ?? true);
    if (sortBy) query.set('sortBy', sortBy);
    if (request.reload) query.set('reload', 'true');
    const text = query.toString();
    const body = await overviewFetch(`${BASE}/${call}/${text ? `?${text}` : ''}`);
    return { ...listDataset(body, 'rows'), rows: withLastHour(body) };
  };

/**
 * Today-view rows with `LastHour`: the impressions of the last complete hour (the call's `Hours` by the answer's
 * `Hour`); null in the first hour of the day.
 */
export function withLastHour(body: unknown): Row[] {
  const list = isRecord(body) && Array.isArray(body.rows) ? body.rows : [];
  const hour = isRecord(body) && typeof body.Hour === 'number' ? body.Hour : 0;
  return list.flatMap((item: unknown) => {
    const row = toRow(item);
    if (!row) return [];
    const hours = isRecord(item) && Array.isArray(item.Hours) ? item.Hours : [];
    const last = hour > 0 ? hours[hour - 1] : undefined;
    return [{ ...row, LastHour: typeof last === 'number' ? last : null }];
  });
}

/** Methods whose `page` the server pages: runDataMethod hands their answer through uncut. */
export const SERVER_PAGED_METHODS: ReadonlySet<string> = new Set(['overview-ending-soon', 'overview-pacing']);

export const OVERVIEW_METHODS: Readonly<Record<string, DataMethod>> = {
  'overview-tiles': async (request) => {
    const bodies = await Promise.all(
      TILE_CALLS.map(({ path }) => overviewFetch(`${BASE}/${path}/${range(request)}${rangeQuery(request)}`)),
    );
    const totals = Object.assign({}, ...TILE_CALLS.map(({ field }, i) => tileFigures(bodies[i], field))) as Row;
    return { rows: [], totals, meta: metaOf(bodies[0]) };
  },
  'overview-impressions': async (request) => {
    const body = await overviewFetch(`${BASE}/impressions/${range(request)}${rangeQuery(request)}`);
    // The daily charts read ShortDate; the call names the day Date.
    const rows = rowsAt(body, 'Daily').map((row) => ({ ShortDate: row.Date ?? null, ...row }));
    return { rows, totals: toRow(body), meta: metaOf(body) };
  },
  'overview-by-tactic': async (request) =>
    listDataset(await overviewFetch(`${BASE}/impressions/by-tactic/${range(request)}${rangeQuery(request)}`), 'Tactics'),
  'overview-by-clients': async (request) =>
    listDataset(await overviewFetch(`${BASE}/impressions/by-clients/${range(request)}${rangeQuery(request)}`), 'Clients'),
  'overview-ending-soon': orderPage('ending-soon-orders'),
  'overview-pacing': orderPage('pacing-orders'),
  'overview-today-campaigns': todayView('today-view-campaigns'),
  'overview-today-advertisers': todayView('today-view-advertisers'),
};

/** Whether a data method is one of the overview's (the calls the "Filter By" applies to). */
export function isOverviewMethod(method: string | undefined): boolean {
  return method !== undefined && Object.hasOwn(OVERVIEW_METHODS, method);
}
