/** Reports and runs inserted straight into the database, to drive the report worker without the scheduler. */
import type { Db } from '../../src/server/db/database';
import type { ClaimedRun } from '../../src/server/jobs/types';
import type { RunDefinition } from '../../src/server/areas/reports/delivery/report-row';
import type { OutgoingMail, MailTransport } from '../../src/server/mail/transport';
import type { RunTrigger } from '../../src/domain/scheduled-reports';

export async function userId(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertReport(
  db: Db,
  input: {
    agencyId: number;
    advertiserId: number;
    ownerUserId: number;
    name: string;
    now: number;
  } & Partial<RunDefinition>,
): Promise<number> {
  const definition: RunDefinition = {
    advertisers: input.advertisers ?? [{ advertiserId: input.advertiserId, tabs: ['display'] }],
    formats: input.formats ?? ['pdf'],
    dateRange: input.dateRange ?? 'lastweek',
    recipients: input.recipients ?? { userIds: [], emails: ['client@example.test'] },
    subject: input.subject ?? '{report}: {advertiser}, {period}',
    message: input.message ?? 'Hello from {agency}. Here is {advertiser} for {period}.',
    readiness: input.readiness ?? { waitForData: false, deadlineHours: 24, atDeadline: 'send' },
  };
  const row = await db
    .insertInto('scheduled_reports')
    .values({
      agency_id: input.agencyId,
      advertiser_id: input.advertiserId,
      kind: 'dashboard',
      name: input.name,
      owner_user_id: input.ownerUserId,
      created_by: input.ownerUserId,
      definition: JSON.stringify(definition),
      schedule: JSON.stringify({ frequency: 'weekly', time: '08:00', days: [1], timezone: 'America/New_York' }),
      timezone: 'America/New_York',
      created_at: input.now,
      updated_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Inserts a run row as the scheduler would have claimed it, and answers the ClaimedRun for the worker. */
export async function claimedRun(
  db: Db,
  input: {
    reportId: number;
    trigger?: RunTrigger;
    scheduledFor: number;
    periodStart: string;
    periodEnd: string;
    requestedBy?: number | null;
    sourceRunId?: number | null;
    attempt?: number;
  },
): Promise<ClaimedRun> {
  const trigger = input.trigger ?? 'schedule';
  const row = await db
    .insertInto('report_runs')
    .values({
      report_id: input.reportId,
      trigger,
      scheduled_for: input.scheduledFor,
      status: 'running',
      period_start: input.periodStart,
      period_end: input.periodEnd,
      timezone: 'America/New_York',
      requested_by: input.requestedBy ?? null,
      source_run_id: input.sourceRunId ?? null,
      created_at: input.scheduledFor,
      updated_at: input.scheduledFor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: Number(row.id),
    reportId: input.reportId,
    trigger,
    scheduledFor: input.scheduledFor,
    attempt: input.attempt ?? 1,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    timezone: 'America/New_York',
    requestedBy: input.requestedBy ?? null,
    sourceRunId: input.sourceRunId ?? null,
  };
}

/** Writes a finished run's status and recipients as the scheduler would (resends read the source's recipients). */
export async function finishRun(db: Db, runId: number, status: string, recipients: string[], additional = {}) {
  await db
    .updateTable('report_runs')
    .set({
      status: status as 'sent',
      recipients: JSON.stringify(recipients),
      additional: JSON.stringify(additional),
    })
    .where('id', '=', runId)
    .execute();
}

/** A transport keeping every message; `refuse` makes the next sends fail as a 451 would. */
export function recordingTransport(): MailTransport & { sent: OutgoingMail[]; refuse: number } {
  const transport = {
    sent: [] as OutgoingMail[],
    refuse: 0,
    async send(mail: OutgoingMail) {
      if (transport.refuse > 0) {
        transport.refuse -= 1;
        throw new Error('451 Mailbox busy, try later');
      }
      transport.sent.push(mail);
      return { messageId: `<m${transport.sent.length}@test>` };
    },
    close: () => undefined,
  };
  return transport;
}
