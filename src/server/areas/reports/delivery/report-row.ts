/** The report a run belongs to, as the worker reads it, and the system's stop of a report whose owner lost access. */
import type { ReportKind, ScheduledReportInput } from '../../../../domain/scheduled-reports';
import type { ServiceContext } from '../../../kernel/context';

/** The parts of a report's definition JSON a run uses. */
export type RunDefinition = Pick<
  ScheduledReportInput,
  'advertisers' | 'formats' | 'dateRange' | 'recipients' | 'subject' | 'message' | 'readiness'
>;

export interface RunReport {
  id: number;
  agencyId: number;
  advertiserId: number | null;
  kind: ReportKind;
  name: string;
  ownerUserId: number;
  state: 'active' | 'stopped';
  stoppedReason: string | null;
  deleted: boolean;
  definition: RunDefinition;
}

export async function loadRunReport(ctx: ServiceContext, reportId: number): Promise<RunReport | null> {
  const row = await ctx.db.selectFrom('scheduled_reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!row) return null;
  const definition = JSON.parse(row.definition) as Partial<RunDefinition>;
  return {
    id: Number(row.id),
    agencyId: row.agency_id,
    advertiserId: row.advertiser_id,
    kind: row.kind,
    name: row.name,
    ownerUserId: row.owner_user_id,
    state: row.state,
    stoppedReason: row.stopped_reason,
    deleted: row.deleted_at !== null,
    definition: {
      advertisers: definition.advertisers ?? [],
      formats: definition.formats ?? ['pdf'],
      dateRange: definition.dateRange ?? 'last7days',
      recipients: { userIds: definition.recipients?.userIds ?? [], emails: definition.recipients?.emails ?? [] },
      subject: definition.subject ?? '{report}: {advertiser}, {period}',
      message: definition.message ?? '',
      readiness: definition.readiness ?? { waitForData: false, deadlineHours: 24, atDeadline: 'send' },
    },
  };
}

/** Stops a report (state 'stopped', no next run), audited as the system. */
export async function stopReport(ctx: ServiceContext, report: RunReport, reason: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('scheduled_reports')
      .set((eb) => ({
        state: 'stopped',
        stopped_reason: reason,
        next_run_at: null,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', report.id)
      .where('state', '=', 'active')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return;
    await ctx.audit.write(trx, {
      actor: { id: null, email: 'system' },
      agencyId: report.agencyId,
      area: 'reports',
      objectType: 'scheduledReport',
      objectId: report.id,
      objectLabel: report.name,
      action: 'stop',
      before: { state: 'active' },
      after: { state: 'stopped', stoppedReason: reason },
    });
  });
}
