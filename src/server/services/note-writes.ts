/**
 * Writes of campaign notes (000 §3) inside the caller's tenancy: a note of an advertiser the caller may not see
 * answers 'Note not found', exactly like one that does not exist. Edits and deletes name the Version they started
 * from and are one compare-and-set each, so a stale write is refused with 409 instead of overwriting a change.
 */
import { DateTime } from 'luxon';
import type { MessageKey, MessageParams } from '../../domain/messages';
import { normalizeNoteText, NOTE_RULES, noteRuleBreaches, validateNote } from '../../domain/notes';
import type { SessionUser } from '../../domain/user';
import { canSeeAdvertiser } from '../kernel/tenancy';
import type { ServiceContext } from '../kernel/context';
import { AppError } from '../kernel/errors';
import { readableTime } from '../kernel/readable-time';
import { mayWriteNotes, openNotes, toRecord, type CampaignNoteRecord, type NoteRow } from './notes';
import { readCampaigns } from '../kernel/campaigns';

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

/** Adds a note to one of the advertiser's campaigns: 403 for readers, 404 for a foreign campaign, 400 for bad text. */
export async function addCampaignNote(
  ctx: ServiceContext,
  user: SessionUser,
  note: NewNote,
): Promise<CampaignNoteRecord> {
  const access = await openNotes(ctx, user, note.advertiserId);
  if (!access.mayWrite) throw new AppError(403, 'notAuthorized');
  const campaign = await readCampaigns(ctx.db)
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

/**
 * Changes a note the caller may write, from the Version the edit started with; records who changed it and when.
 * The write is one compare-and-set (`… where id = ? and version = ?`, bumping the version), so of concurrent edits
 * from the same Version exactly one lands; the others get 409 naming the winner.
 */
export async function updateCampaignNote(
  ctx: ServiceContext,
  user: SessionUser,
  noteId: number,
  expected: number,
  patch: NotePatch,
): Promise<CampaignNoteRecord> {
  const current = await writableNote(ctx, user, noteId);
  if (current.version !== expected) throw versionConflict(current);
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
      version: expected + 1,
    })
    .where('id', '=', noteId)
    .where('version', '=', expected)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw await lostRace(ctx, noteId);
  return toRecord(row);
}

/** Deletes a note the caller may write, only as of the Version the caller saw (the same compare-and-set). */
export async function deleteCampaignNote(
  ctx: ServiceContext,
  user: SessionUser,
  noteId: number,
  expected: number,
): Promise<void> {
  const current = await writableNote(ctx, user, noteId);
  if (current.version !== expected) throw versionConflict(current);
  const deleted = await ctx.db
    .deleteFrom('campaign_notes')
    .where('id', '=', noteId)
    .where('version', '=', expected)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw await lostRace(ctx, noteId);
}

/** 409 naming who changed the note last, when, and its Version now. */
function versionConflict(row: NoteRow): AppError {
  return new AppError(409, 'noteVersionConflict', {
    params: { changedBy: row.last_modified_by_name, changedAt: readableTime(row.last_modified_at) },
    details: {
      lastModifiedBy: row.last_modified_by_name,
      lastModifiedAt: row.last_modified_at,
      currentVersion: row.version,
    },
  });
}

/** A compare-and-set that changed nothing: the note is gone (404) or another write won (409). */
async function lostRace(ctx: ServiceContext, noteId: number): Promise<AppError> {
  const row = await ctx.db.selectFrom('campaign_notes').selectAll().where('id', '=', noteId).executeTakeFirst();
  return row ? versionConflict(row) : new AppError(404, 'noteNotFound');
}

/**
 * A note the caller may change. Unknown, outside the caller's scope, or hidden from an advertiser user: 404
 * 'Note not found'. A client-visible note read by an advertiser user: 403.
 */
async function writableNote(ctx: ServiceContext, user: SessionUser, noteId: number): Promise<NoteRow> {
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
