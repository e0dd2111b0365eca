/**
 * The impact preview of a destructive campaign action (issue 23 §7 "Campaign management"): before a hide, archive,
 * move or product move is confirmed, the dialog shows which campaigns it concerns, the share links that show them,
 * the layouts customised for their tabs, their notes, the schedules and alerts that name them, and the advertiser's
 * figures (and the target's, for a move) before and after. Reads only: nothing here changes a row.
 *
 * Figures are each campaign's whole flight (every day `fact_daily` holds for it), summed over the campaigns every
 * read counts (`readCampaigns`: not hidden, not archived, and for a client-view caller not internal). "After" is the
 * same sum over the set the action leaves.
 */
import type { SpendView } from '../../../domain/spend';
import type { Db } from '../../db/database';
import { readCampaigns } from '../../kernel/campaigns';
import { reportsNamingCampaigns } from '../reports/queries';

/** The actions a preview is asked for. */
export const IMPACT_ACTIONS = ['hide', 'archive', 'move', 'moveProduct', 'unhide', 'restore'] as const;
export type ImpactAction = (typeof IMPACT_ACTIONS)[number];

/** Delivery over the campaigns' whole flights; `cost` null for a client-view caller. */
export interface Totals {
  impressions: number;
  clicks: number;
  cost: number | null;
  conversions: number;
}

/** A source that counts how many of its items name any of the campaigns (a schedule, an alert). */
export type ImpactCounter = (db: Db, campaignIds: readonly number[], advertiserId: number) => Promise<number>;

/** A plug point's answer: `available` false while no issue has filled it. */
export interface ImpactSourceCount {
  available: boolean;
  count: number;
}

/**
 * The plug points: the scheduled reports (issue 25) count the live reports that send any of the campaigns (a report
 * part without a campaign list sends them all); the alerts issue replaces its `null` with a counter. A source
 * without one answers `{ available: false, count: 0 }` (the dialog says "none yet").
 */
export const IMPACT_SOURCES: Readonly<Record<'scheduledReports' | 'alerts', ImpactCounter | null>> = {
  scheduledReports: reportsNamingCampaigns,
  alerts: null,
};

/** Counts one plug point. */
export async function countSource(
  counter: ImpactCounter | null,
  db: Db,
  campaignIds: readonly number[],
  advertiserId: number,
): Promise<ImpactSourceCount> {
  if (!counter || campaignIds.length === 0) return { available: counter !== null, count: 0 };
  return { available: true, count: await counter(db, campaignIds, advertiserId) };
}

/** One share link that shows any of the campaigns. */
export interface ImpactShareLink {
  id: number;
  shortId: string;
  tab: string;
  createdByName: string;
  createdAt: number;
  campaignCount: number;
  /** Every campaign of the link is among the action's campaigns (a move would leave it empty and revoke it). */
  onlyThese: boolean;
}

/** Live share links (not revoked, not expired) of the advertiser whose campaigns include any of `campaignIds`. */
export async function shareLinksShowing(
  db: Db,
  advertiserId: number,
  campaignIds: readonly number[],
  now: number,
): Promise<ImpactShareLink[]> {
  const rows = await db
    .selectFrom('share_links')
    .select(['id', 'short_id', 'tab', 'created_by_name', 'created_at', 'campaign_ids'])
    .where('advertiser_id', '=', advertiserId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const concerned = new Set(campaignIds);
  const links: ImpactShareLink[] = [];
  for (const row of rows) {
    // The JSON array is read here rather than in SQL: the two engines' JSON functions differ.
    const ids = idsOf(row.campaign_ids);
    if (!ids.some((id) => concerned.has(id))) continue;
    links.push({
      id: Number(row.id),
      shortId: row.short_id,
      tab: row.tab,
      createdByName: row.created_by_name,
      createdAt: Number(row.created_at),
      campaignCount: ids.length,
      onlyThese: ids.every((id) => concerned.has(id)),
    });
  }
  return links;
}

function idsOf(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.map(Number).filter(Number.isFinite) : [];
  } catch {
    return [];
  }
}

/** Active layout customisations of the tabs, the advertiser's and its agency's. */
export async function layoutsOf(
  db: Db,
  advertiserId: number,
  agencyId: number,
  tabs: readonly string[],
): Promise<{ scope: 'agency' | 'advertiser'; tab: string }[]> {
  if (tabs.length === 0) return [];
  const rows = await db
    .selectFrom('layout_customizations')
    .select(['scope_kind', 'tactic'])
    .where('active', '=', 1)
    .where('tactic', 'in', [...tabs])
    .where((eb) =>
      eb.or([
        eb.and([eb('scope_kind', '=', 'advertiser'), eb('scope_id', '=', advertiserId)]),
        eb.and([eb('scope_kind', '=', 'agency'), eb('scope_id', '=', agencyId)]),
      ]),
    )
    .orderBy('scope_kind')
    .orderBy('tactic')
    .execute();
  return rows.map((row) => ({ scope: row.scope_kind, tab: row.tactic }));
}

/** Notes written on the campaigns. */
export async function notesOf(db: Db, campaignIds: readonly number[]): Promise<number> {
  if (campaignIds.length === 0) return 0;
  const row = await db
    .selectFrom('campaign_notes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('campaign_id', 'in', [...campaignIds])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The campaigns every read counts for the advertiser, with their types (the "before" set). */
export async function countedCampaigns(
  db: Db,
  advertiserId: number,
  view: SpendView,
): Promise<{ id: number; type: string }[]> {
  const rows = await readCampaigns(db, { view })
    .select(['id', 'campaign_type'])
    .where('advertiser_id', '=', advertiserId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), type: row.campaign_type }));
}

/** Whole-flight delivery per campaign. */
export async function flightTotals(db: Db, campaignIds: readonly number[]): Promise<Map<number, Totals>> {
  const out = new Map<number, Totals>();
  if (campaignIds.length === 0) return out;
  const rows = await db
    .selectFrom('fact_daily')
    .select((eb) => [
      'campaign_id',
      eb.fn.sum<string>('impressions').as('impressions'),
      eb.fn.sum<string>('clicks').as('clicks'),
      eb.fn.sum<string>('cost').as('cost'),
      eb.fn.sum<string>('conversions').as('conversions'),
    ])
    .where('campaign_id', 'in', [...campaignIds])
    .groupBy('campaign_id')
    .execute();
  for (const row of rows) {
    out.set(Number(row.campaign_id), {
      impressions: Number(row.impressions ?? 0),
      clicks: Number(row.clicks ?? 0),
      cost: Number(row.cost ?? 0),
      conversions: Number(row.conversions ?? 0),
    });
  }
  return out;
}

/** The sum over a set of campaigns; cost left out for the client view. */
export function sumOf(ids: Iterable<number>, byCampaign: Map<number, Totals>, view: SpendView): Totals {
  const total = { impressions: 0, clicks: 0, cost: 0, conversions: 0 };
  for (const id of ids) {
    const one = byCampaign.get(id);
    if (!one) continue;
    total.impressions += one.impressions;
    total.clicks += one.clicks;
    total.cost += one.cost ?? 0;
    total.conversions += one.conversions;
  }
  return { ...total, cost: view === 'client' ? null : round2(total.cost) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A campaign's tab id: its type's lowercase form (as the products list names it). */
export function tabOf(campaignType: string): string {
  return campaignType.toLowerCase();
}

/** The distinct tabs of a set of campaign types, sorted. */
export function tabsOf(types: Iterable<string>): string[] {
  return [...new Set([...types].map(tabOf))].sort();
}
