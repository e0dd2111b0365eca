/** The outbox's Kysely queries; no rules here (service.ts decides). */
import type { Kysely } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema';

type Executor = Kysely<Database>;

/** A row as the sender needs it. */
export type OutboxMessage = Pick<
  MailOutboxTable,
  | 'agency_id'
  | 'template'
  | 'from_header'
  | 'to_address'
  | 'subject'
  | 'html'
  | 'text'
  | 'status'
  | 'last_error'
  | 'attachments'
  | 'headers'
> & { id: number; attempts: number };

export async function insertMessage(
  db: Executor,
  row: Omit<
    MailOutboxTable,
    'id' | 'attempts' | 'claimed_until' | 'last_error' | 'message_id' | 'sent_at' | 'attachments' | 'headers'
  > &
    Partial<Pick<MailOutboxTable, 'attachments' | 'headers'>>,
): Promise<number> {
  const inserted = await db.insertInto('mail_outbox').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Rows due now: waiting and due, or claimed by an instance whose claim ran out (it stopped mid-send). */
export async function dueMessageIds(db: Executor, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * Claims a due row for one attempt by a conditional update: on either engine only one of several instances
 * racing for it changes it (PostgreSQL re-checks the condition after the competing update commits; SQLite has one
 * writer at a time). Answers the row when this caller won it.
 */
export async function claimMessage(
  db: Executor,
  id: number,
  now: number,
  claimMs: number,
): Promise<OutboxMessage | null> {
  const claimed = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sending', claimed_until: now + claimMs, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'agency_id',
      'template',
      'from_header',
      'to_address',
      'subject',
      'html',
      'text',
      'status',
      'attempts',
      'last_error',
      'attachments',
      'headers',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...row, id: Number(row.id), attempts: Number(row.attempts) };
}

/** Delivered: the body (which may hold a link's token) is dropped; the row stays as the record. */
export async function markSent(db: Executor, id: number, now: number, messageId: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, message_id: messageId, html: null, text: null, claimed_until: null })
    .where('id', '=', id)
    .execute();
}

/** Not delivered: retried at `retryAt`, or given up (`retryAt` null). */
export async function markFailedAttempt(
  db: Executor,
  id: number,
  error: string,
  retryAt: number | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set(
      retryAt === null
        ? { status: 'failed', last_error: error, claimed_until: null }
        : { status: 'pending', last_error: error, claimed_until: null, next_attempt_at: retryAt },
    )
    .where('id', '=', id)
    .execute();
}

/** Gives up a waiting message for good (its sender retries the whole delivery itself, e.g. a report run). */
export async function cancelMessage(db: Executor, id: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: error, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
