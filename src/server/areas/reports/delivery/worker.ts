/**
 * The report run worker (issue 25, helper C): does one claimed run's work and says how it went; the scheduler
 * (src/server/jobs) owns the run's lifecycle. Per run: the report and its owner (who lost access → skipped, report
 * stopped), data readiness (wait, send partial, or hold), the files (rendered as the owner with the run's period,
 * or a business review from its builder; stored with SHA-256; an earlier attempt's files are reused), the e-mail
 * (deliver.ts) and the details the log shows. A resend sends the source run's stored files, byte-identical.
 */
import { messageText } from '../../../../domain/messages';
import type { ReportFormat } from '../../../../domain/scheduled-reports';
import type { SessionUser } from '../../../../domain/user';
import { USER_STATUS } from '../../../../domain/rights';
import type { ExportJobs } from '../../../exports/jobs';
import type { ClaimedRun, RunOutcome, RunWorker } from '../../../jobs/types';
import type { ServiceContext } from '../../../kernel/context';
import type { MailService } from '../../../mail/service';
import { recordUsage } from '../../usage/record';
import { ATTACHMENT_LIMIT_BYTES, deliver, fillPlaceholders } from './deliver';
import { pruneExpiredFiles, readVerified, runFiles, storeRunFiles, type RunFileInput, type StoredFile } from './files';
import { ReportLinks } from './links';
import { checkOwner } from './owner';
import { dataThrough, decideReadiness } from './readiness';
import { loadRunReport, stopReport, type RunReport } from './report-row';

/** One file of a business review (helper E's builder). */
export interface ReportFileOut {
  format: 'pdf' | 'pptx';
  fileName: string;
  mime: string;
  bytes: Buffer;
  advertiserId: number;
  tab: 'businessReview';
}

/** Builds an advertiser's business-review deck (src/server/areas/reports/business-review/builder.ts). */
export interface BusinessReviewBuilder {
  build(
    owner: SessionUser,
    input: { advertiserId: number; startDate: string; endDate: string; formats: ('pdf' | 'pptx')[] },
  ): Promise<ReportFileOut[]>;
}

export interface ReportWorkerDeps {
  exports: Pick<ExportJobs, 'renderFile'>;
  mail: MailService;
  businessReviews?: BusinessReviewBuilder;
  log: (details: object, message: string) => void;
  /** Total size above which the e-mail carries download links (tests lower it). @default ATTACHMENT_LIMIT_BYTES */
  attachmentLimitBytes?: number;
}

type Details = Record<string, unknown>;

export class ReportWorker implements RunWorker {
  readonly links: ReportLinks;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly deps: ReportWorkerDeps,
  ) {
    this.links = new ReportLinks(ctx);
  }

  async execute(run: ClaimedRun, signal: AbortSignal): Promise<RunOutcome> {
    const report = await loadRunReport(this.ctx, run.reportId);
    const details: Details = { trigger: run.trigger, attempt: run.attempt };
    if (!report || report.deleted)
      return { status: 'skipped', cause: messageText('reportCauseDeleted'), additional: details };
    if (report.state === 'stopped' && run.trigger !== 'test')
      return {
        status: 'skipped',
        cause: messageText('scheduleRunReportStopped', { reason: report.stoppedReason ?? '' }),
        additional: details,
      };
    const owner = await checkOwner(this.ctx, report);
    if (!owner.ok) {
      await stopReport(this.ctx, report, owner.cause);
      return { status: 'skipped', cause: owner.cause, additional: details };
    }
    if (run.trigger === 'resend') return this.resend(run, report, details);

    const recipients = await this.recipients(run, report, details);
    if (recipients.length === 0)
      return { status: 'skipped', cause: messageText('reportCauseNoRecipients'), recipients, additional: details };

    const through = await dataThrough(
      this.ctx,
      report.definition.advertisers.map((a) => a.advertiserId),
    );
    const approved = await this.approved(run.id);
    const readiness = decideReadiness({
      through,
      periodEnd: run.periodEnd,
      readiness: report.definition.readiness,
      scheduledFor: run.scheduledFor,
      now: this.ctx.now(),
      patient: (run.trigger === 'schedule' || run.trigger === 'manual') && !approved,
    });
    const end = run.periodEnd;
    if (readiness.action === 'wait')
      return {
        status: 'waiting',
        cause: through
          ? messageText('reportCauseWaiting', { date: through, end })
          : messageText('reportCauseNoData', { end }),
        until: readiness.until,
        ...(through ? { dataThrough: through } : {}),
      };
    if (readiness.action === 'hold')
      return {
        status: 'held',
        cause: messageText('reportCauseHeld', { date: through ?? '—', end }),
        ...(through ? { dataThrough: through } : {}),
        recipients,
        additional: details,
      };
    const partialThrough = readiness.partialThrough;
    if (partialThrough) details.partialThrough = partialThrough;

    let files = await runFiles(this.ctx, run.id);
    if (files.length === 0) {
      const made = await this.render(report, owner.user, run, partialThrough, signal).catch((error: unknown) => error);
      if (!Array.isArray(made)) {
        const text = made instanceof Error ? made.message : String(made);
        this.deps.log({ err: made, runId: run.id }, 'report render failed');
        return {
          status: 'failed',
          cause: messageText('reportCauseRender', { error: text }),
          retry: !(made instanceof NoBuilderError),
          recipients,
          additional: details,
        };
      }
      files = await storeRunFiles(this.ctx, run.id, made);
    }
    const outcome = await this.send(run, report, files, recipients, partialThrough, details);
    if (outcome.status !== 'failed' && run.trigger === 'schedule') await this.recordRun(report);
    return { ...outcome, ...(through ? { dataThrough: through } : {}) } as RunOutcome;
  }

  /** Deletes files past the retention period (called by the scheduler at most hourly). */
  async housekeeping(): Promise<void> {
    const deleted = await pruneExpiredFiles(this.ctx);
    if (deleted > 0) this.deps.log({ deleted }, 'expired report files deleted');
  }

  /** The run's addresses: the requester alone for a test; else the report's users and outside addresses. */
  private async recipients(run: ClaimedRun, report: RunReport, details: Details): Promise<string[]> {
    if (run.trigger === 'test') {
      if (run.requestedBy === null) return [];
      const row = await this.ctx.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', run.requestedBy)
        .where('status', '=', USER_STATUS.Active)
        .executeTakeFirst();
      return row ? [row.email.toLowerCase()] : [];
    }
    const { userIds, emails } = report.definition.recipients;
    const users = userIds.length
      ? await this.ctx.db
          .selectFrom('users')
          .select('email')
          .where('id', 'in', userIds)
          .where('status', '=', USER_STATUS.Active)
          .execute()
      : [];
    const all = [...new Set([...users.map((u) => u.email), ...emails].map((e) => e.trim().toLowerCase()))];
    return this.withoutUnsubscribed(report.id, all, details);
  }

  private async withoutUnsubscribed(reportId: number, emails: string[], details: Details): Promise<string[]> {
    const left = await this.ctx.db
      .selectFrom('report_unsubscribes')
      .select('email')
      .where('report_id', '=', reportId)
      .execute();
    const gone = new Set(left.map((row) => row.email.toLowerCase()));
    const unsubscribed = emails.filter((email) => gone.has(email));
    if (unsubscribed.length) details.unsubscribed = unsubscribed;
    return emails.filter((email) => !gone.has(email));
  }

  /** A held run someone approved (the approve call marks `additional.approved`). */
  private async approved(runId: number): Promise<boolean> {
    const row = await this.ctx.db
      .selectFrom('report_runs')
      .select('additional')
      .where('id', '=', runId)
      .executeTakeFirst();
    try {
      return (JSON.parse(row?.additional ?? '{}') as { approved?: unknown }).approved === true;
    } catch {
      return false;
    }
  }

  private async render(
    report: RunReport,
    owner: SessionUser,
    run: ClaimedRun,
    partialThrough: string | null,
    signal: AbortSignal,
  ): Promise<RunFileInput[]> {
    const period = { startDate: run.periodStart, endDate: run.periodEnd };
    const out: RunFileInput[] = [];
    if (report.kind === 'businessReview') {
      const builder = this.deps.businessReviews;
      if (!builder) throw new NoBuilderError(messageText('reportCauseNoBuilder'));
      const formats = report.definition.formats.filter((f): f is 'pdf' | 'pptx' => f === 'pdf' || f === 'pptx');
      for (const { advertiserId } of report.definition.advertisers) {
        signal.throwIfAborted();
        const built = await builder.build(owner, { advertiserId, ...period, formats });
        out.push(...built.map((f) => ({ ...f, format: f.format as string })));
      }
      return out;
    }
    const notice = partialThrough ? messageText('reportMailPartial', { date: partialThrough }) : undefined;
    for (const advertiser of report.definition.advertisers)
      for (const tab of advertiser.tabs)
        for (const format of report.definition.formats as ReportFormat[]) {
          signal.throwIfAborted();
          const { file, fileName, mime } = await this.deps.exports.renderFile(owner, {
            advertiserId: advertiser.advertiserId,
            tab,
            format,
            ...(advertiser.campaignIds?.length ? { campaignIds: advertiser.campaignIds } : {}),
            daterange: 'customRange',
            ...period,
            ...(notice && format === 'pdf' ? { notice } : {}),
          });
          out.push({ fileName, mime, format, bytes: file, advertiserId: advertiser.advertiserId, tab });
        }
    return out;
  }

  private async send(
    run: ClaimedRun,
    report: RunReport,
    files: StoredFile[],
    recipients: string[],
    partialThrough: string | null,
    details: Details,
  ): Promise<RunOutcome> {
    const values = await this.placeholders(report, run);
    const result = await deliver(this.ctx, this.deps.mail, this.links, {
      runId: run.id,
      reportId: report.id,
      agencyId: report.agencyId,
      reportName: report.name,
      subject: fillPlaceholders(report.definition.subject, values),
      message: fillPlaceholders(report.definition.message, values),
      period: values.period,
      partialThrough,
      files,
      recipients,
      test: run.trigger === 'test',
      limitBytes: this.deps.attachmentLimitBytes ?? ATTACHMENT_LIMIT_BYTES,
    });
    Object.assign(details, {
      files: files.map((f) => ({ name: f.fileName, size: f.size, sha256: f.sha256 })),
      delivery: result.delivery,
      ...(result.linkExpiresAt ? { linkExpiresAt: new Date(result.linkExpiresAt).toISOString() } : {}),
      sentTo: result.sent,
      ...(result.failed.length ? { failedTo: result.failed } : {}),
    });
    if (result.failed.length)
      return {
        status: 'failed',
        cause: messageText('reportCauseDelivery', { count: result.failed.length, error: result.failed[0]!.error }),
        retry: true,
        recipients,
        additional: details,
      };
    if (partialThrough)
      return {
        status: 'partial',
        cause: messageText('reportCausePartial', { date: partialThrough }),
        recipients,
        additional: details,
      };
    return { status: 'sent', recipients, additional: details };
  }

  /** A resend: the source run's stored files, checked against their SHA-256, to its recipients (less unsubscribed). */
  private async resend(run: ClaimedRun, report: RunReport, details: Details): Promise<RunOutcome> {
    const source =
      run.sourceRunId === null
        ? undefined
        : await this.ctx.db
            .selectFrom('report_runs')
            .select(['id', 'recipients', 'status', 'data_through', 'period_start', 'period_end', 'additional'])
            .where('id', '=', run.sourceRunId)
            .where('report_id', '=', report.id)
            .executeTakeFirst();
    if (!source)
      return { status: 'failed', cause: messageText('reportCauseNoSource'), retry: false, additional: details };
    details.sourceRunId = Number(source.id);
    const files = await runFiles(this.ctx, Number(source.id));
    const now = this.ctx.now();
    if (files.length === 0 || files.some((f) => f.deletedAt !== null || f.expiresAt <= now))
      return {
        status: 'failed',
        cause: messageText('reportCauseFilesExpired', {
          runId: Number(source.id),
          days: this.ctx.config.reportRetentionDays,
        }),
        retry: false,
        additional: details,
      };
    for (const file of files)
      if (!(await readVerified(this.ctx, file)))
        return {
          status: 'failed',
          cause: messageText('reportCauseFileChanged', { fileName: file.fileName }),
          retry: false,
          additional: details,
        };
    const recipients = await this.withoutUnsubscribed(
      report.id,
      (JSON.parse(source.recipients) as string[]).map((e) => e.toLowerCase()),
      details,
    );
    if (recipients.length === 0)
      return { status: 'skipped', cause: messageText('reportCauseNoRecipients'), recipients, additional: details };
    const sourceDetails = JSON.parse(source.additional || '{}') as { partialThrough?: unknown };
    const partialThrough = typeof sourceDetails.partialThrough === 'string' ? sourceDetails.partialThrough : null;
    const sourceRun = { ...run, periodStart: source.period_start, periodEnd: source.period_end };
    return this.send(sourceRun, report, files, recipients, partialThrough, details);
  }

  private async placeholders(report: RunReport, run: ClaimedRun) {
    const ids = report.definition.advertisers.map((a) => a.advertiserId);
    const [advertisers, agency] = await Promise.all([
      ids.length
        ? this.ctx.db.selectFrom('advertisers').select(['id', 'name']).where('id', 'in', ids).execute()
        : Promise.resolve([]),
      this.ctx.db.selectFrom('agencies').select('name').where('id', '=', report.agencyId).executeTakeFirst(),
    ]);
    const names = ids.map((id) => advertisers.find((a) => a.id === id)?.name).filter((n): n is string => !!n);
    return {
      advertiser: names.join(', '),
      period: messageText('reportPeriodText', { start: run.periodStart, end: run.periodEnd }),
      agency: agency?.name ?? '',
      report: report.name,
    };
  }

  /** A scheduled run counts in usage (issue 20's 'scheduled run'). */
  private async recordRun(report: RunReport): Promise<void> {
    await recordUsage(
      this.ctx.db,
      {
        kind: 'scheduled_run',
        agencyId: report.agencyId,
        userId: report.ownerUserId,
        advertiserId: report.advertiserId ?? report.definition.advertisers[0]?.advertiserId ?? null,
        at: this.ctx.now(),
      },
      (error) => this.deps.log({ err: error }, 'usage of a scheduled run not recorded'),
    );
  }
}

/** A business review without a builder: a configuration problem, not worth retrying. */
class NoBuilderError extends Error {}
