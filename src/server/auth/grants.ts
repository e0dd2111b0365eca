/**
 * Grants: what a share-link guest or an export render may read. A grant names one advertiser, its campaigns,
 * one tab and a date range (fixed unless the link lets the guest edit it). It travels as a signed token (the
 * `etoken` of the shared payload, or the export token of `/export/{token}`) and is checked on every call: the
 * route must be one a dashboard reads (GUEST_ROUTES), the advertiser, campaigns and range must be the grant's.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SpendView } from '../../domain/spend';
import { tokenTimesValid } from './token-times';

export type GrantKind = 'share' | 'export';

export interface Grant {
  kind: GrantKind;
  /** The share link (shares only); with `generation`, checked against the link on every call. */
  shareId: number | null;
  generation: number;
  agencyId: number;
  advertiserId: number;
  campaignIds: number[];
  tab: string;
  daterange: string;
  startDate: string | null;
  endDate: string | null;
  /** The guest may pick another date range (a link made with an editable range). */
  editableRange: boolean;
  view: SpendView;
  /** The user an export renders for; null for shares. */
  requestedBy: number | null;
  /**
   * The one order of the advertiser the grant opens (tab `ordersummary`): its guest may make that order's read
   * calls and no other order's. Null for every other dashboard, and for tokens signed before orders were shared.
   */
  orderId: number | null;
  /** A line the print page shows on the first page (a scheduled report's "Partial data: through …"). */
  notice?: string;
}

/** Guest sessions of a share link last this long, or until the link expires, whichever is first. */
export const SHARE_SESSION_SECONDS = 12 * 60 * 60;
/** An export token opens the print page and feeds its calls for this long. */
export const EXPORT_TOKEN_SECONDS = 10 * 60;
/** No grant is issued for longer; a token claiming more (or issued in the future) is refused. */
const MAX_GRANT_SECONDS = Math.max(SHARE_SESSION_SECONDS, EXPORT_TOKEN_SECONDS);

/** Signs and checks grant tokens (HS256, the same key as access tokens, `typ: 'grant'`). */
export class GrantTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(grant: Grant, seconds: number): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    return new SignJWT({ typ: 'grant', grant: { ...grant } })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + Math.max(1, Math.floor(seconds)))
      .sign(this.key);
  }

  /** The grant of a valid, unexpired token issued by us (not in the future, not for longer than any grant), or null. */
  async verify(token: string): Promise<Grant | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      if (payload.typ !== 'grant' || !tokenTimesValid(payload, this.now(), MAX_GRANT_SECONDS)) return null;
      return asGrant(payload.grant);
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

function asGrant(value: unknown): Grant | null {
  if (typeof value !== 'object' || value === null) return null;
  const g = value as Record<string, unknown>;
  const ids = g.campaignIds;
  if (
    (g.kind !== 'share' && g.kind !== 'export') ||
    typeof g.advertiserId !== 'number' ||
    typeof g.agencyId !== 'number' ||
    !Array.isArray(ids) ||
    !ids.every((id) => typeof id === 'number') ||
    typeof g.tab !== 'string' ||
    typeof g.daterange !== 'string'
  )
    return null;
  return {
    kind: g.kind,
    shareId: typeof g.shareId === 'number' ? g.shareId : null,
    generation: typeof g.generation === 'number' ? g.generation : 0,
    agencyId: g.agencyId,
    advertiserId: g.advertiserId,
    campaignIds: ids as number[],
    tab: g.tab,
    daterange: g.daterange,
    startDate: typeof g.startDate === 'string' ? g.startDate : null,
    endDate: typeof g.endDate === 'string' ? g.endDate : null,
    editableRange: g.editableRange === true,
    view: g.view === 'agency' ? 'agency' : 'client',
    requestedBy: typeof g.requestedBy === 'number' ? g.requestedBy : null,
    orderId: typeof g.orderId === 'number' ? g.orderId : null,
    ...(typeof g.notice === 'string' && g.notice ? { notice: g.notice } : {}),
  };
}

/**
 * The calls a dashboard makes (route patterns as registered): a grant may use these and nothing else. Admin
 * calls, sign-in and session calls, share management, and GraphQL are refused.
 */
const GUEST_ROUTES: readonly RegExp[] = [
  /^\/api\/advertiser\/performance\//,
  /^\/api\/performance\/daily-by-geo$/,
  /^\/api\/advertiser\/campaigns\//,
  /^\/api\/advertiser\/conversion$/,
  /^\/api\/getCampaignKpi$/,
  /^\/api\/getProductsForAdvertiser\//,
  /^\/api\/geo\//,
  /^\/api\/getSharedDashboard$/,
  /^\/api\/export\/payload$/,
  // An order's read calls: the guard admits a guest there only when its grant names an order (route config
  // `guestOrder`), and `openOrder` only for that very order.
  /^\/api\/advertiser\/single-order\//,
  /^\/api\/advertiser\/:advertiserId\/order\/:orderId\/summary\//,
  /^\/api\/order\/advertiser\/:advertiserId\/order\/:orderId\/impressions\/geo-list\//,
  /^\/api\/advertiser\/order\/campaign-list\//,
  /^\/api\/advertiser\/order\/conversion$/,
  // The batch (issue 29): each of its parts is judged again, as the call it is, by the same rule.
  /^\/api\/batch$/,
];

/**
 * Calls a dashboard only reads: the tooltip catalogue and the publisher-logo match list the network tiles need
 * (their writes, and the logos' paged admin list, are System Admin calls, never a guest's).
 */
const GUEST_READS: readonly RegExp[] = [/^\/api\/tooltip/, /^\/api\/getPublisherLogos$/];

export function isGuestRoute(routeUrl: string | undefined, method = 'GET'): boolean {
  if (!routeUrl) return false;
  if (GUEST_ROUTES.some((pattern) => pattern.test(routeUrl))) return true;
  return (method === 'GET' || method === 'HEAD') && GUEST_READS.some((pattern) => pattern.test(routeUrl));
}
