/** Schema pieces and the shared opening of performance routes: parameter checks, tenancy, range, campaigns. */
import type { FastifyRequest } from 'fastify';
import type { ResolvedRange } from '../../../domain/date-presets';
import { CUSTOM_RANGE } from '../../../domain/constants';
import { inferDateRange } from '../../../domain/date-range';
import { MAX_ID, parseId } from '../../../domain/ids';
import type { Grant } from '../../auth/grants';
import { callerOf } from '../../kernel/guard';
import type { AppContext } from '../../context';
import { AppError } from '../../kernel/errors';
import { hasRange, openAdvertiser, resolveRange, type AdvertiserAccess, type RangeParams } from '../../kernel/access';
import {
  advertiserCampaigns,
  pickRequested,
  type CampaignReader,
  type CampaignRef,
  type CampaignRow,
} from '../../kernel/campaigns';
import type { MessageKey } from '../../../domain/messages';
import { S } from '../../kernel/schema';
import { wantsReload } from '../../services/performance/cache';

/** Range fields: a name, or start and end dates (yyyy-MM-dd) that mean `customRange`. */
export const RANGE_PROPS = { daterange: S.string(40), startDate: S.string(30), endDate: S.string(30) } as const;

/** Fields every data call may carry: a share token, the shared flag and a forced reload. */
export const EXTRA_PROPS = {
  token: S.string(4000),
  isShared: { type: 'boolean' },
  reload: { type: 'boolean' },
} as const;

/** A trailing path id that may be absent: `/x/` reaches the route with an empty string. */
export const OPTIONAL_ID_PARAM = { type: 'string', pattern: '^[0-9]{0,10}$' } as const;

/**
 * The id of an optional path parameter: 400 with the call's missing-id message when absent, 400 naming the
 * parameter when it is larger than any id.
 */
export function optionalId(value: string | undefined, message: MessageKey, field = 'advertiserId'): number {
  if (!value) throw new AppError(400, message);
  const id = parseId(value);
  if (id === null) throw new AppError(400, 'invalidId', { params: { where: 'params', field, max: MAX_ID } });
  return id;
}

/** Campaigns as id and type pairs (001 §7). */
export const CAMPAIGN_PAIRS = {
  type: 'array',
  maxItems: 500,
  items: S.object({ id: S.id(), type: S.string(40) }, ['id']),
} as const;

/**
 * JSON Schema of the body of the breakdown, daily, geo, geo-list and by-state calls, plus any extra properties
 * (their literal types are kept, so a route's body type is derived from them too). Nothing is `required` here:
 * `openRequest` checks presence itself, so every missing field gives the same catalogue message.
 */
export function pairsBody<const E extends Record<string, unknown> = Record<never, never>>(extra: E = {} as E) {
  return S.object({ advertiserId: S.id(), ...RANGE_PROPS, campaigns: CAMPAIGN_PAIRS, ...EXTRA_PROPS, ...extra });
}

/** An admitted request: the caller's access, the resolved days and the checked campaigns. */
export interface OpenedRequest {
  access: AdvertiserAccess;
  range: ResolvedRange;
  campaigns: CampaignRow[];
}

/**
 * Checks in the order a client can fix them: missing parameters (400 `message`), then the advertiser and
 * campaigns (404 when outside the caller's scope), then the range (400 'Invalid date range').
 */
export async function openRequest(
  ctx: AppContext,
  request: FastifyRequest,
  params: RangeParams & { advertiserId?: number; campaigns?: readonly CampaignRef[] },
  options: { message?: MessageKey; campaignsRequired?: boolean; fixedRange?: string } = {},
): Promise<OpenedRequest> {
  const message = options.message ?? 'missingParameters';
  const campaignsRequired = options.campaignsRequired ?? true;
  if (params.advertiserId === undefined) throw new AppError(400, message);
  if (!options.fixedRange && !hasRange(params)) throw new AppError(400, message);
  if (campaignsRequired && !params.campaigns?.length) throw new AppError(400, message);
  const { user } = callerOf(request);
  const access = await openAdvertiser(ctx, user, params.advertiserId);
  const grant = ctx.users.grantOf(user);
  const asked = params.campaigns?.length ? params.campaigns : undefined;
  // A guest also reads the campaigns that moved away with its link kept (kernel/campaigns.ts `keptFor`).
  const reader = { view: access.view, keptFor: grant?.advertiserId };
  // A guest that names no campaign reads every campaign of its grant that is still shown (issue 23).
  const named = grant && !asked ? undefined : grant ? grantedCampaigns(grant, asked) : asked;
  const ids = (named ?? []).map((ref) => ref.id);
  const all = await keptCampaigns(ctx, access.advertiserId, reader, ids, wantsReload(request));
  const granted = new Set(grant?.campaignIds);
  const campaigns = grant && !asked ? all.filter((campaign) => granted.has(campaign.id)) : pickRequested(all, named);
  if (grant && !options.fixedRange) checkGrantedRange(grant, params);
  const range = resolveRange(ctx, access, options.fixedRange ? { daterange: options.fixedRange } : params);
  return { access, range, campaigns };
}

/**
 * The advertiser's campaigns as the reader sees them, kept a moment (ResponseCache.admit) so a cached answer costs
 * no campaign query; read afresh when a campaign the request names is not among the kept rows (one made since).
 */
export async function keptCampaigns(
  ctx: AppContext,
  advertiserId: number,
  reader: CampaignReader,
  named: readonly number[],
  /** A forced reload (`reload=true`, `Cache-Control: no-cache`) reads the rows afresh too. */
  fresh = false,
): Promise<readonly CampaignRow[]> {
  const read = async () => (await advertiserCampaigns(ctx.db, advertiserId, reader)).map((row) => Object.freeze(row));
  const key = `campaigns|${advertiserId}|${reader.view}|${reader.keptFor ?? ''}`;
  const kept = (await ctx.cache.admit(key, advertiserId, read, fresh))!;
  const ids = new Set(kept.map((campaign) => campaign.id));
  return named.every((id) => ids.has(id)) ? kept : read();
}

/** A guest's campaigns: those asked for when all are the grant's (403 otherwise), else all of the grant's. */
export function grantedCampaigns(grant: Grant, asked: readonly CampaignRef[] | undefined): readonly CampaignRef[] {
  if (!asked) return grant.campaignIds.map((id) => ({ id }));
  if (asked.some((c) => !grant.campaignIds.includes(c.id))) throw new AppError(403, 'noAccess');
  return asked;
}

/** A guest whose link does not let it edit the range may ask for the link's range only (403 otherwise). */
export function checkGrantedRange(grant: Grant, params: RangeParams): void {
  if (grant.editableRange) return;
  const same =
    inferDateRange(params.daterange, params.startDate, params.endDate) === grant.daterange &&
    (grant.daterange !== CUSTOM_RANGE || (params.startDate === grant.startDate && params.endDate === grant.endDate));
  if (!same) throw new AppError(403, 'noAccess');
}

/** The normalised request for cache keys: advertiser, resolved days and sorted campaign ids. */
export function normalised(opened: OpenedRequest, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    advertiserId: opened.access.advertiserId,
    start: opened.range.start,
    end: opened.range.end,
    campaigns: opened.campaigns.map((c) => c.id).sort((a, b) => a - b),
    ...extra,
  };
}

/** The range part of an answer. */
export function rangeEcho(range: ResolvedRange): { daterange: string; StartDate: string; EndDate: string } {
  return { daterange: range.name, StartDate: range.startDate, EndDate: range.endDate };
}
