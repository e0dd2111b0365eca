import { CAMPAIGN_STATUS_FILTERS } from '../../../domain/campaign-status';
import { ORDER_LIST_DEFAULTS } from '../../../domain/constants';
import { AppError } from '../../kernel/errors';

/** Sort keys of the order campaign list: flight end, flight start or name, each either way. */
export const CAMPAIGN_LIST_SORTS = ['end_asc', 'end_desc', 'start_asc', 'start_desc', 'name_asc', 'name_desc'] as const;

/** One sort key. */
export type CampaignListSort = (typeof CAMPAIGN_LIST_SORTS)[number];

/** The largest page a caller may ask for. */
export const CAMPAIGN_LIST_MAX_LIMIT = 1000;

/** Parsed parameters of the order campaign list. */
export interface CampaignListParams {
  sortBy: CampaignListSort;
  limit: number;
  offset: number;
  search: string;
  /** A status of 000 §4, or 'All'. */
  campaignStatus: string;
  /** A campaign type, or null for every type. */
  type: string | null;
}

const integer = (value: string, name: string, min: number, max: number): number => {
  if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new AppError(400, 'invalidListParameter', { params: { name } });
  }
  return Number(value);
};

/**
 * Reads the list parameters from the last path segment (`sortby=end_asc&limit=10&offset=0&search=…`, as the
 * catalogue writes it) and from the query string; the query string wins where both give a key. A key given
 * without a value (`limit&offset`, as in the catalogue) takes its default, those of ORDER_LIST_DEFAULTS.
 * Unknown keys are ignored, so older clients keep working.
 */
export function parseCampaignListParams(
  segment: string | undefined,
  query: Record<string, string | undefined>,
): CampaignListParams {
  const values = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(segment ?? '')) values.set(key.toLowerCase(), value);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) values.set(key.toLowerCase(), value);
  const given = (key: string): string | null => {
    const value = values.get(key.toLowerCase())?.trim();
    return value ? value : null;
  };
  const sortBy = given('sortby') ?? ORDER_LIST_DEFAULTS.sortBy;
  if (!(CAMPAIGN_LIST_SORTS as readonly string[]).includes(sortBy))
    throw new AppError(400, 'invalidListParameter', { params: { name: 'sortby' } });
  const status = given('campaignStatus') ?? 'All';
  const campaignStatus = CAMPAIGN_STATUS_FILTERS.find((s) => s.toLowerCase() === status.toLowerCase());
  if (!campaignStatus) throw new AppError(400, 'invalidListParameter', { params: { name: 'campaignStatus' } });
  const type = given('type');
  return {
    sortBy: sortBy as CampaignListSort,
    limit: integer(given('limit') ?? String(ORDER_LIST_DEFAULTS.limit), 'limit', 1, CAMPAIGN_LIST_MAX_LIMIT),
    offset: integer(given('offset') ?? String(ORDER_LIST_DEFAULTS.offset), 'offset', 0, 1e9),
    search: (values.get('search') ?? '').trim().slice(0, 200),
    campaignStatus,
    type: type && type.toLowerCase() !== 'all' ? type.toUpperCase() : null,
  };
}
