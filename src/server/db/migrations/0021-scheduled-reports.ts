import { sql, type Kysely } from 'kysely';
import { autoId, autoIdType } from './helpers';

/**
 * Scheduled reports and business reviews (issue 25). Times are epoch ms; periods are yyyy-MM-dd text.
 * - `scheduled_reports`: one report (dashboards or a business review), its definition and schedule as JSON text
 *   (src/domain/scheduled-reports.ts), whom it runs as, its next due time; soft-deleted.
 * - `scheduled_report_advertisers`: the advertisers a report covers (search by advertiser, tenancy).
 * - `report_runs`: every run; the unique (report, trigger, scheduled time) row IS the claim, so two instances on one
 *   database never both create a scheduled run; a run is then worked under a lease (`claimed_until`).
 * - `report_files`: each run's files on disk under the data folder, with their SHA-256, kept for the retention period.
 * - `report_unsubscribes`: addresses that left a report through its one-click link.
 * - `scheduler_heartbeats`: each instance's last scheduler tick (health checks).
 * - `mail_outbox.attachments` / `mail_outbox.headers`: JSON text; attachments name report files, never inline bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('scheduled_reports')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('agency_id', 'integer', (c) => c.notNull())
    .addColumn('advertiser_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('stopped_reason', 'text')
    .addColumn('next_run_at', 'bigint')
    .addColumn('last_run_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addCheckConstraint('scheduled_reports_kind', sql`kind in ('dashboard', 'businessReview')`)
    .addCheckConstraint('scheduled_reports_state', sql`state in ('active', 'stopped')`)
    .execute();
  await s
    .createIndex('scheduled_reports_agency')
    .on('scheduled_reports')
    .columns(['agency_id', 'deleted_at'])
    .execute();
  await s.createIndex('scheduled_reports_due').on('scheduled_reports').columns(['next_run_at']).execute();

  await s
    .createTable('scheduled_report_advertisers')
    .addColumn('report_id', 'integer', (c) => c.notNull().references('scheduled_reports.id').onDelete('cascade'))
    .addColumn('advertiser_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduled_report_advertisers_pk', ['report_id', 'advertiser_id'])
    .execute();
  await s
    .createIndex('scheduled_report_advertisers_advertiser')
    .on('scheduled_report_advertisers')
    .columns(['advertiser_id'])
    .execute();

  await s
    .createTable('report_runs')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('scheduled_reports.id'))
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('scheduled_for', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('data_through', 'text')
    .addColumn('error_cause', 'text')
    .addColumn('recipients', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('additional', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('requested_by', 'integer')
    .addColumn('source_run_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('report_runs_claim', ['report_id', 'trigger', 'scheduled_for'])
    .addCheckConstraint(
      'report_runs_status',
      sql`status in ('scheduled', 'waiting', 'running', 'sent', 'partial', 'failed', 'skipped', 'held')`,
    )
    .addCheckConstraint('report_runs_trigger', sql`trigger in ('schedule', 'manual', 'test', 'resend')`)
    .execute();
  await s.createIndex('report_runs_due').on('report_runs').columns(['status', 'next_attempt_at']).execute();
  await s.createIndex('report_runs_created').on('report_runs').columns(['created_at']).execute();

  await s
    .createTable('report_files')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('report_runs.id'))
    .addColumn('advertiser_id', 'integer')
    .addColumn('tab', 'text')
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await s.createIndex('report_files_run').on('report_files').columns(['run_id']).execute();

  await s
    .createTable('report_unsubscribes')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('report_id', 'integer', (c) => c.notNull().references('scheduled_reports.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('report_unsubscribes_email', ['report_id', 'email'])
    .execute();

  await s
    .createTable('scheduler_heartbeats')
    .addColumn('instance', 'text', (c) => c.primaryKey())
    .addColumn('beat_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
  await s.alterTable('mail_outbox').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  for (const table of [
    'scheduler_heartbeats',
    'report_unsubscribes',
    'report_files',
    'report_runs',
    'scheduled_report_advertisers',
    'scheduled_reports',
  ])
    await db.schema.dropTable(table).execute();
}
