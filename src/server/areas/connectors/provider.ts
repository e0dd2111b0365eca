/**
 * The provider interface every source implements (issue 26): list what can be linked, fetch daily figures for a
 * range, revoke. One file per source (connectors/<id>/server/provider.ts) adapts the source's API to it; today those
 * adapters talk to the local sandbox of each source (src/server/sandbox), and a real vendor needs its endpoints,
 * client id and secret in the settings and its own adapter behind this interface, not new machinery.
 */
import type { ConnectorId, LinkObjectKind } from '../../../domain/connectors';
import type { FactMeasure } from '../../db/fact-measures';

/** What an adapter authenticates with: the credential's opened secrets (never logged, never sent to a client). */
export interface ProviderAuth {
  /** OAuth access token (Google, Facebook, LinkedIn). */
  accessToken: string | null;
  /** API key (Site Impact). */
  apiKey: string | null;
  /** Account id (CallRail) or the key's id (Site Impact). */
  accountId: string | null;
}

/** One object of a source's tree: an account (manager or leaf), property, profile, order, site, campaign or page. */
export interface ExternalNode {
  id: string;
  name: string;
  kind: LinkObjectKind;
  /** The node above it (a manager account, the property of a profile, the account of a campaign); null at the top. */
  parentId: string | null;
  /** The campaign type its data lands as, when it carries data (a campaign, a GA property, a search-console site). */
  campaignType?: string;
  /** Source-specific fields of 001 §3 (IsLeaf, CanManageClients, IsGA4, WebsiteUrl, FromLine…), as the source names them. */
  fields?: Record<string, unknown>;
}

/** A page of objects. */
export interface NodePage {
  items: ExternalNode[];
  total: number;
}

/** What to list: one kind of object, optionally under a parent, searched by name and paged. */
export interface NodeQuery {
  kind: LinkObjectKind;
  parentId?: string;
  search?: string;
  limit?: number;
  offset?: number;
}

/** One day of one linked object's figures, in the fact tables' measures, and its breakdown rows. */
export interface DailyFigures {
  day: string;
  measures: Partial<Record<FactMeasure, number>>;
  breakdown: { dimension: string; key: string; measures: Partial<Record<FactMeasure, number>> }[];
}

/** The source's own profile of the credential's user (OAuth sources). */
export interface ProviderProfile {
  externalId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

export interface SourceProvider {
  readonly id: ConnectorId;
  listNodes(auth: ProviderAuth, query: NodeQuery): Promise<NodePage>;
  /** Figures of one linked object for the days `start`..`end` (yyyy-MM-dd, inclusive), one entry per day with data. */
  fetchDaily(
    auth: ProviderAuth,
    object: { externalId: string; accountId: string | null; campaignType: string },
    start: string,
    end: string,
  ): Promise<DailyFigures[]>;
}

/** The source refused the credential (revoked or invalid grant, bad key): the credential needs a new grant. */
export class ProviderAuthError extends Error {
  override readonly name = 'ProviderAuthError';
}

/** The source asked us to slow down; `retryAfterMs` when it said how long. */
export class ProviderRateLimited extends Error {
  override readonly name = 'ProviderRateLimited';
  constructor(
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super(message);
  }
}
