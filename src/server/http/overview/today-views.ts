/**
 * The two agency-wide today views of 001 §7 (`today-view-campaigns/`, `today-view-advertisers/`), answered for the
 * caller's audience. The overview calls and the binary export `GET /api/export/getTodayView?type` both read them
 * here, so the file holds exactly the rows the call answers: same tenancy, filter, 501 rule, sort and cache entry.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../../kernel/guard';
import type { AppContext } from '../../context';
import { audienceOf, type OverviewFilter } from '../../services/overview/audience';
import { nowIn } from '../../kernel/date-range';
import {
  todayAdvertisers,
  todayCampaigns,
  type TodayAdvertiser,
  type TodayAnswer,
  type TodayCampaign,
} from '../../services/overview/today';
import { DEFAULT_TODAY_SORT, type TodaySort } from '../../services/overview/today-sort';
import { cachedReply } from './cached-reply';

/** The rows a today view lists: live campaigns, or advertisers with live campaigns. */
export const TODAY_VIEW_TYPES = ['campaigns', 'advertisers'] as const;

/** One of TODAY_VIEW_TYPES. */
export type TodayViewType = (typeof TODAY_VIEW_TYPES)[number];

/** Query of an agency-wide today view: the "Filter By" dropdown and the sort key. */
export type TodayViewFilter = OverviewFilter & { sortBy?: TodaySort };

/** Whether a query value names a today view. */
export function isTodayViewType(value: unknown): value is TodayViewType {
  return (TODAY_VIEW_TYPES as readonly unknown[]).includes(value);
}

/** The agency-wide today view of live campaigns. */
export function agencyTodayView(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  type: 'campaigns',
  filter: TodayViewFilter,
): Promise<TodayAnswer<TodayCampaign>>;
/** The agency-wide today view of advertisers with live campaigns. */
export function agencyTodayView(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  type: 'advertisers',
  filter: TodayViewFilter,
): Promise<TodayAnswer<TodayAdvertiser>>;
/** Either agency-wide today view. */
export function agencyTodayView(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  type: TodayViewType,
  filter: TodayViewFilter,
): Promise<TodayAnswer<TodayCampaign> | TodayAnswer<TodayAdvertiser>>;
/**
 * Works out the caller's audience (which may refuse with 501 for data volume), then answers through the response
 * cache keyed by the view, sort key, audience and local hour (the expected share of the daily goal moves hourly).
 */
export async function agencyTodayView(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  type: TodayViewType,
  filter: TodayViewFilter,
): Promise<TodayAnswer<TodayCampaign> | TodayAnswer<TodayAdvertiser>> {
  const audience = await audienceOf(ctx, callerOf(request).user, filter);
  const sortBy = filter.sortBy ?? DEFAULT_TODAY_SORT;
  const hour = nowIn(ctx, audience.timeZone).toFormat('yyyyMMddHH');
  const key = `overview:today-${type}|${sortBy}|${hour}|${audience.key}`;
  return cachedReply<TodayAnswer<TodayCampaign> | TodayAnswer<TodayAdvertiser>>(ctx, request, reply, key, () =>
    type === 'campaigns' ? todayCampaigns(ctx, audience, sortBy) : todayAdvertisers(ctx, audience, sortBy),
  );
}
