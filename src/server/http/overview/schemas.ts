import { DATE_PRESETS } from '../../../domain/date-presets';
import { CUSTOM_RANGE } from '../../../domain/constants';
import { TODAY_SORTS } from '../../services/overview/today-sort';
import { S } from '../../kernel/schema';

/** A date-range path segment: a named preset or `customRange` (with `startDate` and `endDate` in the query). */
export const daterangeParam = {
  type: 'string',
  minLength: 1,
  maxLength: 40,
  description: `One of ${[...DATE_PRESETS, CUSTOM_RANGE].join(', ')}`,
} as const;

/** Dates of a custom range. */
export const customDates = {
  startDate: { type: 'string', format: 'date', description: 'yyyy-MM-dd, with daterange=customRange' },
  endDate: { type: 'string', format: 'date', description: 'yyyy-MM-dd, with daterange=customRange' },
} as const;

/** The "Filter By" dropdown: advertiser ids, or a user whose advertisers to count. */
export const overviewFilter = {
  advertisers: { ...S.string(20_000), description: 'Comma-separated advertiser ids' },
  userId: { ...S.id(), description: 'Count the advertisers this user sees' },
} as const;

/** `reload=true` answers fresh instead of from the response cache. */
export const reloadFlag = { reload: { type: 'boolean', description: 'Bypass the response cache' } } as const;

/** Query of the date-range overview calls. */
export const rangeQuery = S.object({ ...overviewFilter, ...customDates, ...reloadFlag });

/** Query of the today view. */
export const todayQuery = S.object({
  ...overviewFilter,
  ...reloadFlag,
  sortBy: { type: 'string', enum: [...TODAY_SORTS], default: TODAY_SORTS[0] },
});

/** The largest page of an overview order list. */
export const OVERVIEW_MAX_PAGE = 1000;

/** Page of an overview order list. */
export const pageParams = S.object(
  {
    limit: S.limit(OVERVIEW_MAX_PAGE),
    offset: S.offset(),
    daterange: daterangeParam,
  },
  ['limit', 'offset', 'daterange'],
);

/** `{ error }` answers, for the OpenAPI document. */
export const errorAnswer = S.object({ error: { type: 'string' } }, ['error']);
