import type { Kysely } from 'kysely';

/**
 * The connector sandbox's grant book (issue 26, session 2): every grant the sandbox authorization servers issued,
 * so a restarted demo server still honours the tokens it handed out (they are signed, kernel of src/server/sandbox/
 * tokens.ts) and a revoked grant stays revoked. `id` is the grant id the signed tokens carry; `scopes`
 * space-separated; `expires_at` the end of a Facebook or LinkedIn grant (null: until revoked, Google); `revoked_at`
 * set by RFC 7009 revocation or the vendor-side "remove app access". Unused (empty) when the sandbox is off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sandbox_grants_subject').on('sandbox_grants').columns(['provider', 'subject']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_grants').ifExists().execute();
}
