/**
 * Campaign notes (000 §3): read inside the caller's tenancy, and the rule of who may write them. The advertiser is
 * admitted by `openAdvertiser` (404 'Advertiser not found' outside the scope). Writes: note-writes.ts. Who may write:
 * docs/decisions.md.
 */
import type { SessionUser } from '../../domain/user';
import type { Scope } from '../kernel/tenancy';
import type { ServiceContext } from '../kernel/context';
import type { Db } from '../db/database';
import type { CampaignNotesTable } from '../db/schema';
import { openAdvertiser, type AdvertiserAccess } from '../kernel/access';
import { readCampaigns } from '../kernel/campaigns';

/** A note as the GraphQL `CampaignNote` answers it. */
export interface CampaignNoteRecord {
  noteId: number;
  campaignId: number;
  /** yyyy-MM-dd the note is about. */
  date: string;
  title: string;
  body: string;
  clientVisible: boolean;
  /** ISO-8601. */
  createdAt: string;
  /** The author's name. */
  createdBy: string;
  lastModifiedAt: string;
  lastModifiedBy: string;
  /** 1 when written, one more with every edit. */
  Version: number;
}

/** A client-visible note for share payloads and exports. */
export interface ClientVisibleNote {
  noteId: number;
  campaignId: number;
  campaignName: string;
  date: string;
  title: string;
  body: string;
}

/** How a list is read: advertiser users and share-link guests see client-visible notes only. */
export interface NoteReadOptions {
  clientVisibleOnly: boolean;
}

/** The caller admitted to an advertiser's notes, and whether it may write them. */
export interface NotesAccess extends AdvertiserAccess {
  mayWrite: boolean;
}

/**
 * Superusers and agency staff write; advertiser users (the `client` role, or a scope of granted advertisers) only
 * read, and only client-visible notes.
 */
export function mayWriteNotes(user: SessionUser, scope: Scope): boolean {
  if (user.is_superuser) return true;
  return !user.roles.includes('client') && scope.kind !== 'advertisers';
}

/** Admits the caller to an advertiser's notes (404 'Advertiser not found' outside its scope). */
export async function openNotes(ctx: ServiceContext, user: SessionUser, advertiserId: number): Promise<NotesAccess> {
  const access = await openAdvertiser(ctx, user, advertiserId);
  return { ...access, mayWrite: mayWriteNotes(user, access.scope) };
}

/**
 * The notes of an advertiser's campaigns, newest first (by the day they are about, then by when written). No
 * tenancy check: the caller has admitted the reader (`openNotes`, or a share link limited to this advertiser).
 */
export async function campaignNotes(
  db: Db,
  advertiserId: number,
  campaignIds: readonly number[],
  options: NoteReadOptions,
): Promise<CampaignNoteRecord[]> {
  if (campaignIds.length === 0) return [];
  let query = db
    .selectFrom('campaign_notes')
    .selectAll()
    .where('advertiser_id', '=', advertiserId)
    .where('campaign_id', 'in', [...new Set(campaignIds)]);
  if (options.clientVisibleOnly) query = query.where('client_visible', '=', 1);
  const rows = await query.orderBy('note_date', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toRecord);
}

/** Client-visible notes of the campaigns about days from `startDate` to `endDate` (yyyy-MM-dd, inclusive), oldest first. */
export async function clientVisibleNotes(
  db: Db,
  advertiserId: number,
  campaignIds: readonly number[],
  startDate: string,
  endDate: string,
): Promise<ClientVisibleNote[]> {
  if (campaignIds.length === 0) return [];
  // From the campaigns every read sees, so a note of a campaign left out of them is left out too.
  const rows = await readCampaigns(db)
    .innerJoin('campaign_notes', 'campaign_notes.campaign_id', 'campaigns.id')
    .select([
      'campaign_notes.id',
      'campaign_notes.campaign_id',
      'campaigns.name',
      'campaigns.friendly_name',
      'campaign_notes.note_date',
      'campaign_notes.title',
      'campaign_notes.body',
    ])
    .where('campaign_notes.advertiser_id', '=', advertiserId)
    .where('campaign_notes.campaign_id', 'in', [...new Set(campaignIds)])
    .where('campaign_notes.client_visible', '=', 1)
    .where('campaign_notes.note_date', '>=', startDate)
    .where('campaign_notes.note_date', '<=', endDate)
    .orderBy('campaign_notes.note_date')
    .orderBy('campaign_notes.id')
    .execute();
  return rows.map((row) => ({
    noteId: row.id,
    campaignId: row.campaign_id,
    campaignName: row.friendly_name || row.name,
    date: row.note_date,
    title: row.title,
    body: row.body,
  }));
}

/** A stored note as Kysely reads it. */
export type NoteRow = Omit<CampaignNotesTable, 'id' | 'client_visible' | 'version'> & {
  id: number;
  client_visible: number;
  version: number;
};

/** A stored note as GraphQL answers it. */
export function toRecord(row: NoteRow): CampaignNoteRecord {
  return {
    noteId: row.id,
    campaignId: row.campaign_id,
    date: row.note_date,
    title: row.title,
    body: row.body,
    clientVisible: row.client_visible === 1,
    createdAt: row.created_at,
    createdBy: row.created_by_name,
    lastModifiedAt: row.last_modified_at,
    lastModifiedBy: row.last_modified_by_name,
    Version: row.version,
  };
}
