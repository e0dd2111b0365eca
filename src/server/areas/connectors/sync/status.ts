/**
 * What the screens read of the syncs (issue 26): per link its state, the sync under way and its progress; per source
 * of an advertiser the state `connectionState` gives, progress, last sync and the day its data runs through.
 */
import { CONNECTOR_LIST } from '../../../../../connectors';
import {
  CONNECTION_STATE_LABELS,
  connectionState,
  type ConnectionState,
  type ConnectorId,
  type CredentialStatus,
  type SyncKind,
  type SyncStatus,
} from '../../../../domain/connectors';
import type { Db } from '../../../db/database';

/** A link with what its state needs. */
export interface LinkFacts {
  id: number;
  advertiser_id: number;
  source: ConnectorId;
  object_kind: string;
  external_id: string;
  external_name: string;
  campaign_id: number | null;
  campaign_type: string | null;
  backfill_complete: number;
  last_sync_at: number | null;
  data_through: string | null;
  last_error: string | null;
  credential_id: number | null;
  credential_status: CredentialStatus | null;
}

/** The latest sync of a link, as answered. */
export interface SyncView {
  id: number;
  kind: SyncKind;
  status: SyncStatus;
  rangeStart: string;
  rangeEnd: string;
  daysDone: number;
  daysTotal: number;
  error: string | null;
}

export interface LinkStatus {
  linkId: number;
  advertiserId: number;
  source: ConnectorId;
  kind: string;
  externalId: string;
  name: string;
  campaignId: number | null;
  campaignType: string | null;
  state: ConnectionState;
  stateLabel: string;
  backfillComplete: boolean;
  lastSyncAt: string | null;
  dataThrough: string | null;
  lastError: string | null;
  sync: SyncView | null;
}

const iso = (millis: number | null) => (millis === null ? null : new Date(Number(millis)).toISOString());

/** Links by id with their credential's status (a link without a credential, or a data link whose credential is gone, needs a new grant). */
export function linkFactsQuery(db: Db) {
  return db
    .selectFrom('connector_links')
    .leftJoin('connector_credentials', 'connector_credentials.id', 'connector_links.credential_id')
    .select([
      'connector_links.id',
      'connector_links.advertiser_id',
      'connector_links.source',
      'connector_links.object_kind',
      'connector_links.external_id',
      'connector_links.external_name',
      'connector_links.campaign_id',
      'connector_links.campaign_type',
      'connector_links.backfill_complete',
      'connector_links.last_sync_at',
      'connector_links.data_through',
      'connector_links.last_error',
      'connector_links.credential_id',
      'connector_credentials.status as credential_status',
    ])
    .where('connector_links.removed_at', 'is', null);
}

/** The syncs of some links, newest first per link: the latest one and whether a backfill is under way. */
async function syncsOf(db: Db, linkIds: number[]) {
  const latest = new Map<number, SyncView>();
  const backfilling = new Map<number, { done: number; total: number }>();
  const reauth = new Set<number>();
  for (let i = 0; i < linkIds.length; i += 500) {
    const rows = await db
      .selectFrom('connector_syncs')
      .select(['id', 'link_id', 'kind', 'status', 'range_start', 'range_end', 'days_done', 'days_total', 'error'])
      .where('link_id', 'in', linkIds.slice(i, i + 500))
      .orderBy('id', 'desc')
      .execute();
    for (const row of rows) {
      if (!latest.has(row.link_id)) {
        latest.set(row.link_id, {
          id: row.id,
          kind: row.kind,
          status: row.status,
          rangeStart: row.range_start,
          rangeEnd: row.range_end,
          daysDone: Number(row.days_done),
          daysTotal: Number(row.days_total),
          error: row.error,
        });
        if (row.status === 'needs_reauth') reauth.add(row.link_id);
      }
      if (row.kind === 'backfill' && (row.status === 'queued' || row.status === 'running')) {
        const known = backfilling.get(row.link_id) ?? { done: 0, total: 0 };
        backfilling.set(row.link_id, {
          done: known.done + Number(row.days_done),
          total: known.total + Number(row.days_total),
        });
      }
    }
  }
  return { latest, backfilling, reauth };
}

/** Each link's state and latest sync. */
export async function linkStatuses(db: Db, links: readonly LinkFacts[]): Promise<LinkStatus[]> {
  const { latest, backfilling, reauth } = await syncsOf(
    db,
    links.map((l) => l.id),
  );
  return links.map((link) => {
    const dataLink = link.campaign_id !== null;
    const credentialStatus: CredentialStatus | null =
      reauth.has(link.id) || (dataLink && link.credential_status === null) ? 'needs_reauth' : link.credential_status;
    const state = connectionState({
      linked: true,
      credentialStatus,
      backfillComplete: !dataLink || Number(link.backfill_complete) === 1,
      backfilling: backfilling.has(link.id),
    });
    return {
      linkId: link.id,
      advertiserId: link.advertiser_id,
      source: link.source,
      kind: link.object_kind,
      externalId: link.external_id,
      name: link.external_name,
      campaignId: link.campaign_id,
      campaignType: link.campaign_type,
      state,
      stateLabel: CONNECTION_STATE_LABELS[state],
      backfillComplete: Number(link.backfill_complete) === 1,
      lastSyncAt: iso(link.last_sync_at),
      dataThrough: link.data_through,
      lastError: link.last_error,
      sync: latest.get(link.id) ?? null,
    };
  });
}

export interface SourceStatus {
  source: ConnectorId;
  title: string;
  state: ConnectionState;
  stateLabel: string;
  progress: { daysDone: number; daysTotal: number; percent: number } | null;
  lastSyncAt: string | null;
  dataThrough: string | null;
  lastError: string | null;
  links: LinkStatus[];
}

/** Every source of the registry for one advertiser: its state (the worst of its links'), progress and dates. */
export async function advertiserSyncStatus(db: Db, advertiserId: number): Promise<SourceStatus[]> {
  const links = (await linkFactsQuery(db)
    .where('connector_links.advertiser_id', '=', advertiserId)
    .orderBy('connector_links.id')
    .execute()) as LinkFacts[];
  const statuses = await linkStatuses(db, links);
  return CONNECTOR_LIST.map((manifest) => {
    const mine = statuses.filter((s) => s.source === manifest.id);
    const data = mine.filter((s) => s.campaignId !== null);
    const active = data.filter((s) => s.state === 'backfilling' && s.sync);
    const days = { done: 0, total: 0 };
    for (const link of active) {
      days.done += link.sync!.kind === 'backfill' ? link.sync!.daysDone : 0;
      days.total += link.sync!.kind === 'backfill' ? link.sync!.daysTotal : 0;
    }
    const state = connectionState({
      linked: mine.length > 0,
      credentialStatus: mine.some((s) => s.state === 'needs_reauth') ? 'needs_reauth' : 'healthy',
      backfillComplete: data.every((s) => s.backfillComplete),
      backfilling: mine.some((s) => s.state === 'backfilling'),
    });
    // A link complete without any day loaded has nothing to load yet (its flight starts later): it does not hold
    // the source's date back.
    const throughs = data.filter((s) => !(s.backfillComplete && s.dataThrough === null)).map((s) => s.dataThrough);
    const syncs = mine.map((s) => s.lastSyncAt).filter((t): t is string => t !== null);
    const errors = mine.map((s) => s.lastError).filter((e): e is string => e !== null);
    return {
      source: manifest.id,
      title: manifest.title,
      state,
      stateLabel: CONNECTION_STATE_LABELS[state],
      progress:
        days.total > 0
          ? { daysDone: days.done, daysTotal: days.total, percent: Math.floor((days.done / days.total) * 100) }
          : null,
      lastSyncAt: syncs.length ? syncs.reduce((a, b) => (a > b ? a : b)) : null,
      // The day every started data link of the source is synced through (null while one has none yet).
      dataThrough:
        throughs.length && throughs.every((t) => t !== null)
          ? (throughs as string[]).reduce((a, b) => (a < b ? a : b))
          : null,
      lastError: errors[0] ?? null,
      links: mine,
    };
  });
}
