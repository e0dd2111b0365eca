import { sql, type Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * E-mail and password links (issue 21):
 * - `agencies.mail_from_name`, `agencies.mail_from_address`: the agency's own sender (null: the configured default).
 * - `mail_outbox`: every message sent, rendered; a row is claimed by a conditional update before it is sent, so two
 *   instances never send one twice, retried with backoff and finally marked failed (never dropped). The body is
 *   cleared once delivered, so links with tokens do not stay in the database.
 * - `user_tokens`: invitation and password-reset links; only the SHA-256 of the token is stored. Times are epoch ms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.alterTable('agencies').addColumn('mail_from_name', 'text').execute();
  await s.alterTable('agencies').addColumn('mail_from_address', 'text').execute();

  await s
    .createTable('mail_outbox')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('agency_id', 'integer')
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('from_header', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('text', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addCheckConstraint('mail_outbox_status', sql`status in ('pending', 'sending', 'sent', 'failed')`)
    .execute();
  await s.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await s
    .createTable('user_tokens')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_by', 'integer')
    .addCheckConstraint('user_tokens_purpose', sql`purpose in ('invite', 'reset')`)
    .execute();
  await s.createIndex('user_tokens_user').on('user_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_tokens').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.alterTable('agencies').dropColumn('mail_from_address').execute();
  await db.schema.alterTable('agencies').dropColumn('mail_from_name').execute();
}
