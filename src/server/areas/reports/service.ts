/**
 * Scheduled reports (issue 25; 001 §7 "Scheduled reports"): search by agency or advertiser, read, create, update
 * (optimistic Version), soft delete, the product list, the schedule preview, and the runs outside the schedule (run
 * now, send test, resend, approve a held run) through the scheduler's queue. Every write is audited (area
 * 'reports'); a report outside the caller's scope is absent (404), exactly like one that does not exist.
 */
import { DateTime } from 'luxon';
import { KNOWN_TABS, tabToTypes } from '../../../domain/tactics';
import {
  nextRuns,
  previewRuns,
  type ReportFormat,
  type ReportSchedule,
  type ScheduledReport,
  type ScheduledReportInput,
  type ScheduledRun,
} from '../../../domain/scheduled-reports';
import { messageText, type MessageKey, type MessageParams } from '../../../domain/messages';
import type { SessionUser } from '../../../domain/user';
import type { AuditActor } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { readCampaigns } from '../../kernel/campaigns';
import type { ServiceContext } from '../../kernel/context';
import { isDatabaseUnavailable } from '../../kernel/database-health';
import { AppError } from '../../kernel/errors';
import { openAdvertiser } from '../../kernel/access';
import { page, type Page } from '../../kernel/listing';
import { canSeeAdvertiser, type Scope } from '../../kernel/tenancy';
import type { RunQueue } from '../../jobs/types';
import {
  findReport,
  findRun,
  holdsAgencyRight,
  parsedObject,
  reportOf,
  reportRows,
  searchReports,
  type Definition,
  type ReportSearch,
} from './queries';
import { checkedOwner, checkedRecipients } from './recipients';

export type ReportUpdate = ScheduledReportInput & { id: number; Version: number };

/** A dashboard a report may include: its tab id, title and the export formats its layout offers. */
export interface ReportProduct {
  tab: string;
  title: string;
  formats: ReportFormat[];
}

/** Layout flag that offers each format (as ExportJobs.prepare reads it, with its dev/local variants). */
const FLAG: Record<ReportFormat, string> = { pdf: 'pdfExport', pptx: 'pptExport', xlsx: 'xlsExport' };
const REVIEW_FORMATS: readonly ReportFormat[] = ['pdf', 'pptx'];

const actorOf = (user: SessionUser): AuditActor => ({ id: user.user_id, email: user.email });
const fieldError = (status: number, key: MessageKey, field: string, params: MessageParams = {}) =>
  new AppError(status, key, { params: { ...params, field }, details: { field } });

/** The tab of a campaign type, as the dashboard's sidebar names it (features/dashboard ProductSidebar tabForType). */
function tabForType(type: string): string {
  return (
    KNOWN_TABS.find((tab) => tab !== 'summary' && tabToTypes(tab).length === 1 && tabToTypes(tab)[0] === type) ??
    type.toLowerCase()
  );
}

export class ScheduledReportService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly queue: RunQueue,
  ) {}

  private scope(user: SessionUser): Promise<Scope> {
    return this.ctx.users.scopeOf(user);
  }

  /** GET scheduledReportSearchAgency: the agency must be the caller's (superusers: any that exists). */
  async searchAgency(user: SessionUser, agencyId: number, search: Omit<ReportSearch, 'agencyId'>) {
    const scope = await this.scope(user);
    await this.openAgency(scope, agencyId);
    return this.pageOf(scope, user, { ...search, agencyId });
  }

  /** GET scheduledReportSearchAdvertiser: reports covering an advertiser the caller sees (404 otherwise). */
  async searchAdvertiser(user: SessionUser, advertiserId: number, search: Omit<ReportSearch, 'advertiserId'>) {
    await openAdvertiser(this.ctx, user, advertiserId);
    return this.pageOf(await this.scope(user), user, { ...search, advertiserId });
  }

  private async pageOf(scope: Scope, user: SessionUser, search: ReportSearch): Promise<Page<ScheduledReport>> {
    const { rows, total } = await searchReports(this.ctx.db, scope, user, search);
    return page(rows.map(reportOf), total, search.limit, search.offset);
  }

  private async openAgency(scope: Scope, agencyId: number): Promise<void> {
    const sees =
      scope.kind === 'all'
        ? !!(await this.ctx.db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst())
        : scope.kind !== 'none' && scope.agencyId === agencyId;
    if (!sees) throw new AppError(404, 'agencyNotFound');
  }

  private async open(user: SessionUser, id: number) {
    const row = await findReport(this.ctx.db, await this.scope(user), user, id);
    if (!row) throw new AppError(404, 'reportNotFound');
    return row;
  }

  /** POST scheduledReportSingleReport: the report and its next five runs (none while disabled or stopped). */
  async single(user: SessionUser, id: number): Promise<ScheduledReport & { nextRuns: ScheduledRun[] }> {
    const report = reportOf(await this.open(user, id));
    const runs = report.enabled && report.state === 'active' ? safePreview(report.schedule, this.ctx.now()) : [];
    return { ...report, nextRuns: runs };
  }

  async create(user: SessionUser, input: ScheduledReportInput): Promise<ScheduledReport> {
    const checked = await this.checked(user, input);
    const now = this.ctx.now();
    const id = await this.writing(async (trx) => {
      const { id } = await trx
        .insertInto('scheduled_reports')
        .values({
          ...checked.columns,
          created_by: user.user_id,
          next_run_at: checked.nextRunAt,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.replaceAdvertisers(trx, id, checked.advertiserIds);
      await this.audit(
        trx,
        user,
        checked.columns.agency_id,
        id,
        checked.columns.name,
        'create',
        undefined,
        checked.snapshot,
      );
      return id;
    });
    await this.queue.reschedule(id);
    return reportOf((await reportRows(this.ctx.db).where('scheduled_reports.id', '=', id).executeTakeFirst())!);
  }

  async update(user: SessionUser, input: ReportUpdate): Promise<ScheduledReport> {
    const current = reportOf(await this.open(user, input.id));
    if (input.agencyId !== current.agencyId) throw fieldError(400, 'reportAgencyFixed', 'agencyId');
    const checked = await this.checked(
      user,
      { ...input, ownerUserId: input.ownerUserId ?? current.ownerUserId },
      current.ownerUserId,
    );
    const now = this.ctx.now();
    await this.writing(async (trx) => {
      const result = await trx
        .updateTable('scheduled_reports')
        .set({
          ...checked.columns,
          next_run_at: checked.nextRunAt,
          // A report stopped because its owner lost access runs again once saved with an owner who has it.
          state: 'active',
          stopped_reason: null,
          version: input.Version + 1,
          updated_at: now,
        })
        .where('id', '=', input.id)
        .where('version', '=', input.Version)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw await this.conflict(trx, input.id);
      await this.replaceAdvertisers(trx, input.id, checked.advertiserIds);
      await this.audit(
        trx,
        user,
        current.agencyId,
        input.id,
        checked.columns.name,
        'update',
        snapshotOf(current),
        checked.snapshot,
      );
    });
    await this.queue.reschedule(input.id);
    return reportOf((await reportRows(this.ctx.db).where('scheduled_reports.id', '=', input.id).executeTakeFirst())!);
  }

  private async conflict(trx: Db, id: number): Promise<AppError> {
    const row = await trx
      .selectFrom('scheduled_reports')
      .select('version')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) return new AppError(404, 'reportNotFound');
    const current = Number(row.version);
    return new AppError(409, 'reportVersionConflict', { params: { current }, details: { Version: current } });
  }

  /** POST scheduledReportDelete: soft delete; its runs still waiting to go are skipped, saying why. */
  async remove(user: SessionUser, id: number): Promise<{ id: number; deleted: true }> {
    const current = reportOf(await this.open(user, id));
    const now = this.ctx.now();
    await this.writing(async (trx) => {
      await trx
        .updateTable('scheduled_reports')
        .set({ deleted_at: now, next_run_at: null, updated_at: now, version: current.Version + 1 })
        .where('id', '=', id)
        .execute();
      await trx
        .updateTable('report_runs')
        .set({
          status: 'skipped',
          error_cause: messageText('reportDeletedCause'),
          next_attempt_at: null,
          finished_at: now,
          updated_at: now,
        })
        .where('report_id', '=', id)
        .where('status', 'in', ['scheduled', 'waiting', 'held'])
        .execute();
      await this.audit(trx, user, current.agencyId, id, current.name, 'delete', snapshotOf(current), undefined);
    });
    await this.queue.reschedule(id);
    return { id, deleted: true };
  }

  /** POST scheduledReportProductList: the dashboards every advertiser has, with the formats all of them offer. */
  async products(user: SessionUser, advertiserIds: readonly number[]): Promise<{ products: ReportProduct[] }> {
    let common: ReportProduct[] | null = null;
    for (const advertiserId of advertiserIds) {
      const own = await this.productsOf(user, advertiserId);
      common =
        common === null
          ? own
          : common.flatMap((product) => {
              const other = own.find((p) => p.tab === product.tab);
              const formats = other ? product.formats.filter((f) => other.formats.includes(f)) : [];
              return formats.length ? [{ ...product, formats }] : [];
            });
    }
    return { products: common ?? [] };
  }

  /** One advertiser's dashboards (Summary and the tabs of its campaigns' types) that offer an export. */
  async productsOf(user: SessionUser, advertiserId: number): Promise<ReportProduct[]> {
    const access = await openAdvertiser(this.ctx, user, advertiserId);
    const types = await readCampaigns(this.ctx.db, { view: access.view })
      .select('campaign_type')
      .distinct()
      .where('advertiser_id', '=', advertiserId)
      .execute();
    const tabs = ['summary', ...new Set(types.map((row) => tabForType(row.campaign_type)))];
    const products: ReportProduct[] = [];
    for (const tab of tabs) {
      const layout = await this.ctx.layouts.resolve(user, tab, advertiserId);
      if (!layout) continue;
      const document = (layout.document ?? {}) as { title?: unknown; config?: Record<string, unknown> };
      const config = document.config ?? {};
      const formats = (Object.keys(FLAG) as ReportFormat[]).filter((format) =>
        [FLAG[format], `${FLAG[format]}DevOnly`, `${FLAG[format]}LocalOnly`].some((key) => config[key] === true),
      );
      if (formats.length === 0) continue;
      const title = [config.title, document.title].find((t): t is string => typeof t === 'string') ?? tab;
      products.push({ tab, title, formats });
    }
    return products;
  }

  /** POST scheduledReportPreview: the next five runs; the zone defaults to the caller's agency's. */
  async preview(user: SessionUser, schedule: Omit<ReportSchedule, 'timezone'> & { timezone?: string }) {
    const zone = schedule.timezone ?? (await this.agencyZone(user.active_agency_id));
    const full = checkedSchedule({ ...schedule, timezone: zone }, 'schedule');
    return { runs: previewRuns(full, this.ctx.now(), 5) };
  }

  async runNow(user: SessionUser, id: number): Promise<{ logId: number }> {
    return this.enqueue(user, id, 'manual');
  }

  async sendTest(user: SessionUser, id: number): Promise<{ logId: number }> {
    return this.enqueue(user, id, 'test');
  }

  private async enqueue(user: SessionUser, id: number, trigger: 'manual' | 'test'): Promise<{ logId: number }> {
    const report = await this.open(user, id);
    const logId = await this.queue.enqueue({ reportId: id, trigger, requestedBy: user.user_id });
    await this.audit(
      this.ctx.db,
      user,
      report.agency_id,
      id,
      report.name,
      trigger === 'manual' ? 'runNow' : 'sendTest',
      undefined,
      { logId },
    );
    return { logId };
  }

  /** POST scheduledReportResend: the run's stored files again (a resend of a resend sends the original's). */
  async resend(user: SessionUser, logId: number): Promise<{ logId: number }> {
    const run = await this.openRun(user, logId);
    if (run.status !== 'sent' && run.status !== 'partial') throw new AppError(409, 'reportResendNothing');
    const sourceRunId = run.trigger === 'resend' && run.source_run_id !== null ? run.source_run_id : run.id;
    const queued = await this.queue.enqueue({
      reportId: run.report_id,
      trigger: 'resend',
      requestedBy: user.user_id,
      sourceRunId,
    });
    await this.audit(this.ctx.db, user, run.agency_id, run.report_id, run.name, 'resend', undefined, {
      logId: queued,
      sourceRunId,
    });
    return { logId: queued };
  }

  /** POST scheduledReportApprove: a held run goes now, with the partial-data line (`additional.approved`). */
  async approve(user: SessionUser, logId: number): Promise<{ logId: number }> {
    const run = await this.openRun(user, logId);
    if (run.status !== 'held') throw new AppError(409, 'reportApproveNotHeld');
    const now = this.ctx.now();
    const additional = { ...parsedObject(run.additional), approved: true, approvedBy: user.user_id, approvedAt: now };
    await this.writing(async (trx) => {
      const result = await trx
        .updateTable('report_runs')
        .set({ status: 'scheduled', next_attempt_at: now, additional: JSON.stringify(additional), updated_at: now })
        .where('id', '=', logId)
        .where('status', '=', 'held')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new AppError(409, 'reportApproveNotHeld');
      await this.audit(
        trx,
        user,
        run.agency_id,
        run.report_id,
        run.name,
        'approve',
        { status: 'held' },
        { logId, status: 'scheduled' },
      );
    });
    return { logId };
  }

  private async openRun(user: SessionUser, logId: number) {
    const run = await findRun(this.ctx.db, await this.scope(user), user, logId);
    if (!run || run.deleted_at !== null) throw new AppError(404, 'reportRunNotFound');
    return run;
  }

  private async agencyZone(agencyId: number | null): Promise<string> {
    if (agencyId === null) return 'UTC';
    const row = await this.ctx.db
      .selectFrom('agencies')
      .select('time_zone')
      .where('id', '=', agencyId)
      .executeTakeFirst();
    return row?.time_zone ?? 'UTC';
  }

  /** The whole input checked against scope, rights, dashboards, schedule, recipients and owner; 400/403/404 naming the field. */
  private async checked(user: SessionUser, input: ScheduledReportInput, currentOwner?: number) {
    const scope = await this.scope(user);
    await this.openAgency(scope, input.agencyId);
    if (input.advertiserId === null && !holdsAgencyRight(user)) throw new AppError(403, 'reportAgencyRightNeeded');
    if (
      input.advertiserId !== null &&
      (input.advertisers.length !== 1 || input.advertisers[0]!.advertiserId !== input.advertiserId)
    )
      throw fieldError(400, 'reportAdvertiserOnly', 'advertisers');
    const advertiserIds: number[] = [];
    for (const [index, item] of input.advertisers.entries()) {
      const field = `advertisers.${index}.advertiserId`;
      const id = item.advertiserId;
      if (advertiserIds.includes(id)) throw fieldError(400, 'reportAdvertiserTwice', field, { id });
      const inAgency = await this.ctx.db
        .selectFrom('advertisers')
        .select('id')
        .where('id', '=', id)
        .where('agency_id', '=', input.agencyId)
        .executeTakeFirst();
      if (!inAgency || !(await canSeeAdvertiser(this.ctx.db, scope, user, id)))
        throw fieldError(400, 'reportAdvertiserOutside', field, { id });
      advertiserIds.push(id);
    }
    await this.checkDashboards(user, input);
    const timezone = input.schedule.timezone ?? (await this.agencyZone(input.agencyId));
    const schedule = checkedSchedule({ ...input.schedule, timezone }, 'schedule');
    const recipients = await checkedRecipients(this.ctx, input.recipients, input.agencyId, advertiserIds);
    const owner = await checkedOwner(
      this.ctx,
      user,
      input.ownerUserId,
      {
        agencyId: input.agencyId,
        advertiserId: input.advertiserId,
        advertiserIds,
      },
      currentOwner,
    );
    const definition: Definition = {
      advertisers: input.advertisers.map((a) => ({
        advertiserId: a.advertiserId,
        tabs: [...a.tabs],
        ...(a.campaignIds?.length ? { campaignIds: [...a.campaignIds] } : {}),
      })),
      formats: [...input.formats],
      dateRange: input.dateRange,
      recipients,
      subject: input.subject,
      message: input.message,
      readiness: { ...input.readiness },
    };
    const nextRunAt = input.enabled ? (nextRuns(schedule, this.ctx.now(), 1)[0] ?? null) : null;
    const columns = {
      agency_id: input.agencyId,
      advertiser_id: input.advertiserId,
      kind: input.kind,
      name: input.name.trim(),
      owner_user_id: owner,
      definition: JSON.stringify(definition),
      schedule: JSON.stringify(schedule),
      timezone,
      enabled: input.enabled ? 1 : 0,
    };
    const snapshot = {
      ...definition,
      name: columns.name,
      kind: input.kind,
      schedule,
      enabled: input.enabled,
      ownerUserId: owner,
    };
    return { columns, advertiserIds, nextRunAt, snapshot };
  }

  /** Dashboards: each advertiser's tabs from its product list and every format offered by each tab. */
  private async checkDashboards(user: SessionUser, input: ScheduledReportInput): Promise<void> {
    if (input.kind === 'businessReview') {
      const format = input.formats.find((f) => !REVIEW_FORMATS.includes(f));
      if (format) throw fieldError(400, 'reportReviewFormat', 'formats');
      const index = input.advertisers.findIndex((a) => a.tabs.length > 0);
      if (index >= 0) throw fieldError(400, 'reportReviewTabs', `advertisers.${index}.tabs`);
      return;
    }
    for (const [index, item] of input.advertisers.entries()) {
      const id = item.advertiserId;
      if (item.tabs.length === 0) throw fieldError(400, 'reportTabsNeeded', `advertisers.${index}.tabs`, { id });
      const products = await this.productsOf(user, id);
      for (const [tabIndex, tab] of item.tabs.entries()) {
        const field = `advertisers.${index}.tabs.${tabIndex}`;
        const product = products.find((p) => p.tab === tab);
        if (!product) throw fieldError(400, 'reportTabUnknown', field, { id, tab });
        const format = input.formats.find((f) => !product.formats.includes(f));
        if (format) throw fieldError(400, 'reportFormatNotOffered', 'formats', { id, tab, format });
      }
    }
  }

  private async replaceAdvertisers(trx: Db, reportId: number, advertiserIds: readonly number[]): Promise<void> {
    await trx.deleteFrom('scheduled_report_advertisers').where('report_id', '=', reportId).execute();
    await trx
      .insertInto('scheduled_report_advertisers')
      .values(advertiserIds.map((advertiser_id) => ({ report_id: reportId, advertiser_id })))
      .execute();
  }

  private async audit(
    executor: Db,
    user: SessionUser,
    agencyId: number,
    reportId: number,
    label: string,
    action: string,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    await this.ctx.audit.write(executor, {
      actor: actorOf(user),
      agencyId,
      area: 'reports',
      objectType: 'scheduledReport',
      objectId: reportId,
      objectLabel: label,
      action,
      ...(before === undefined ? {} : { before }),
      ...(after === undefined ? {} : { after }),
    });
  }

  private async writing<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await this.ctx.db.transaction().execute(work);
    } catch (error) {
      if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
      const wrapped = new AppError(500, 'errorOccurred');
      wrapped.cause = error;
      throw wrapped;
    }
  }
}

/** A schedule croner can run in a known zone, with the fields its frequency needs; 400 naming the field. */
export function checkedSchedule(schedule: ReportSchedule, field: string): ReportSchedule {
  if (!DateTime.local().setZone(schedule.timezone).isValid)
    throw fieldError(400, 'tenantBadTimeZone', `${field}.timezone`, { zone: schedule.timezone });
  if (schedule.frequency !== 'cron' && !schedule.time) throw fieldError(400, 'reportTimeNeeded', `${field}.time`);
  if (schedule.frequency === 'weekly' && !schedule.days?.length)
    throw fieldError(400, 'reportDaysNeeded', `${field}.days`);
  if (schedule.frequency === 'monthly' && schedule.dayOfMonth === undefined)
    throw fieldError(400, 'reportDayOfMonthNeeded', `${field}.dayOfMonth`);
  if (schedule.frequency === 'cron' && !schedule.cron?.trim())
    throw fieldError(400, 'reportCronNeeded', `${field}.cron`);
  const kept: ReportSchedule = {
    frequency: schedule.frequency,
    time: schedule.time ?? '',
    timezone: schedule.timezone,
    ...(schedule.frequency === 'weekly' ? { days: [...schedule.days!].sort((a, b) => a - b) } : {}),
    ...(schedule.frequency === 'monthly' ? { dayOfMonth: schedule.dayOfMonth } : {}),
    ...(schedule.frequency === 'cron' ? { cron: schedule.cron!.trim() } : {}),
  };
  try {
    if (nextRuns(kept, Date.now(), 1).length === 0) throw new RangeError('it never runs');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const where = schedule.frequency === 'cron' ? `${field}.cron` : field;
    throw fieldError(400, 'reportBadSchedule', where, { reason });
  }
  return kept;
}

function safePreview(schedule: ReportSchedule, now: number): ScheduledRun[] {
  try {
    return previewRuns(schedule, now, 5);
  } catch {
    return [];
  }
}

function snapshotOf(report: ScheduledReport) {
  const { advertisers, formats, dateRange, recipients, subject, message, readiness, name, kind, schedule, enabled } =
    report;
  return {
    advertisers,
    formats,
    dateRange,
    recipients,
    subject,
    message,
    readiness,
    name,
    kind,
    schedule,
    enabled,
    ownerUserId: report.ownerUserId,
  };
}
