/**
 * Campaign notes (000 §3): read, written and deleted inside the caller's tenancy. The advertiser is admitted by
 * `openAdvertiser` (404 'Advertiser not found' outside the scope); a note of an advertiser the caller may not see
 * answers 'Note not found', exactly like one that does not exist. Who may write: docs/decisions.md.
 */
import { DateTime } from 'luxon';
import { normalizeNoteText, NOTE_RULES, noteRuleBreaches, validateNote } from '../../domain/notes';
import type { MessageKey, MessageParams } from '../../domain/messages';
import type { SessionUser } from '../../domain/user';
import { canSeeAdvertiser, type Scope } from '../auth/tenancy';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import type { CampaignNotesTable } from '../db/schema';
import { AppError } from '../kernel/errors';
import { openAdvertiser, type AdvertiserAccess } from './performance/access';

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

/** A new note. Without a date it is about the day written (agency time zone); it is hidden from clients unless asked. */
export interface NewNote {
  advertiserId: number;
  campaignId: number;
  date?: string | null;
  title: string;
  body: string;
  clientVisible?: boolean | null;
}

/** Changes to a note; absent fields keep their value. */
export interface NotePatch {
  date?: string | null;
  title?: string | null;
  body?: string | null;
  clientVisible?: boolean | null;
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
export async function openNotes(ctx: AppContext, user: SessionUser, advertiserId: number): Promise<NotesAccess> {
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
  const rows = await db
    .selectFrom('campaign_notes')
    .innerJoin('campaigns', 'campaigns.id', 'campaign_notes.campaign_id')
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

/** Adds a note to one of the advertiser's campaigns: 403 for readers, 404 for a foreign campaign, 400 for bad text. */
export async function addCampaignNote(ctx: AppContext, user: SessionUser, note: NewNote): Promise<CampaignNoteRecord> {
  const access = await openNotes(ctx, user, note.advertiserId);
  if (!access.mayWrite) throw new AppError(403, 'notAuthorized');
  const campaign = await ctx.db
    .selectFrom('campaigns')
    .select('id')
    .where('id', '=', note.campaignId)
    .where('advertiser_id', '=', note.advertiserId)
    .executeTakeFirst();
  if (!campaign) throw new AppError(404, 'campaignNotFound');
  const text = checked({ title: note.title, body: note.body, date: note.date });
  const now = new Date(ctx.now()).toISOString();
  const date = text.date ?? DateTime.fromMillis(ctx.now()).setZone(access.timeZone).toISODate()!;
  const row = await ctx.db
    .insertInto('campaign_notes')
    .values({
      campaign_id: note.campaignId,
      advertiser_id: note.advertiserId,
      note_date: date,
      title: text.title,
      body: text.body,
      client_visible: note.clientVisible ? 1 : 0,
      created_at: now,
      created_by_id: user.user_id,
      created_by_name: user.full_name,
      last_modified_at: now,
      last_modified_by_id: user.user_id,
      last_modified_by_name: user.full_name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Changes a note the caller may write; records who changed it and when. */
export async function updateCampaignNote(
  ctx: AppContext,
  user: SessionUser,
  noteId: number,
  patch: NotePatch,
): Promise<CampaignNoteRecord> {
  const current = await writableNote(ctx, user, noteId);
  const text = checked({
    title: patch.title ?? current.title,
    body: patch.body ?? current.body,
    date: patch.date ?? current.note_date,
  });
  const row = await ctx.db
    .updateTable('campaign_notes')
    .set({
      title: text.title,
      body: text.body,
      note_date: text.date ?? current.note_date,
      client_visible: (patch.clientVisible ?? current.client_visible === 1) ? 1 : 0,
      last_modified_at: new Date(ctx.now()).toISOString(),
      last_modified_by_id: user.user_id,
      last_modified_by_name: user.full_name,
    })
    .where('id', '=', noteId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Deletes a note the caller may write. */
export async function deleteCampaignNote(ctx: AppContext, user: SessionUser, noteId: number): Promise<void> {
  await writableNote(ctx, user, noteId);
  await ctx.db.deleteFrom('campaign_notes').where('id', '=', noteId).execute();
}

type NoteRow = Omit<CampaignNotesTable, 'id' | 'client_visible'> & { id: number; client_visible: number };

/**
 * A note the caller may change. Unknown, outside the caller's scope, or hidden from an advertiser user: 404
 * 'Note not found'. A client-visible note read by an advertiser user: 403.
 */
async function writableNote(ctx: AppContext, user: SessionUser, noteId: number): Promise<NoteRow> {
  const row = await ctx.db.selectFrom('campaign_notes').selectAll().where('id', '=', noteId).executeTakeFirst();
  if (!row) throw new AppError(404, 'noteNotFound');
  const scope = await ctx.users.scopeOf(user);
  if (!(await canSeeAdvertiser(ctx.db, scope, user, row.advertiser_id))) throw new AppError(404, 'noteNotFound');
  if (mayWriteNotes(user, scope)) return row;
  throw row.client_visible === 1 ? new AppError(403, 'notAuthorized') : new AppError(404, 'noteNotFound');
}

/**
 * The note's text as stored (trimmed, NFC), or 400 with the first failing rule's text and each failing field's
 * message in `fields`.
 */
function checked(text: { title: string; body: string; date?: string | null }): {
  title: string;
  body: string;
  date: string | null;
} {
  const [first] = Object.values(noteRuleBreaches(text));
  if (first) {
    const rule: { key: MessageKey; params?: MessageParams } = NOTE_RULES[first];
    throw new AppError(400, rule.key, { params: rule.params, details: { fields: validateNote(text) } });
  }
  return { title: normalizeNoteText(text.title), body: normalizeNoteText(text.body), date: text.date ?? null };
}

function toRecord(row: NoteRow): CampaignNoteRecord {
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
  };
}
