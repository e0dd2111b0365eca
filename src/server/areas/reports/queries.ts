/**
 * The scheduled reports' rows (issue 25): which reports and runs a caller may see, the report as the calls answer
 * it, and the run log. A report is visible when it is in the caller's agency, the caller holds the right of its
 * level (an agency report AGENCY_READ_SCHEDULED_REPORT; an advertiser's report that or READ_SCHEDULED_REPORT) and
 * every advertiser it covers is one the caller sees (kernel/tenancy.ts); superusers see all. Anything else is absent.
 */
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { hasPermissions } from '../../../domain/permissions';
import { RIGHTS } from '../../../domain/rights';
import type {
  ReportSchedule,
  RunStatus,
  ScheduledReport,
  ScheduledReportInput,
  ScheduledReportLogEntry,
} from '../../../domain/scheduled-reports';
import type { SessionUser } from '../../../domain/user';
import { ALL_ROWS, NO_ROWS } from '../../db/conditions';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { likePattern } from '../../kernel/listing';
import { visibleAdvertisers, type Scope } from '../../kernel/tenancy';

type ReportExpr = ExpressionBuilder<Database, 'scheduled_reports'>;

/** Whether the caller holds the agency-level right (superusers do). */
export const holdsAgencyRight = (user: SessionUser): boolean =>
  hasPermissions(user, [RIGHTS.AGENCY_READ_SCHEDULED_REPORT]);

/** Whether the caller holds either right of the area. */
export const holdsReportRight = (user: SessionUser): boolean =>
  holdsAgencyRight(user) || hasPermissions(user, [RIGHTS.READ_SCHEDULED_REPORT]);

/** The reports (deleted ones too) the caller may see, as a where-clause on `scheduled_reports`. */
export function reportFilter(db: Db, scope: Scope, user: SessionUser) {
  return (eb: ReportExpr): Expression<SqlBool> => {
    if (scope.kind === 'all') return ALL_ROWS;
    if (scope.kind === 'none' || !holdsReportRight(user)) return NO_ROWS;
    const conditions: Expression<SqlBool>[] = [eb('scheduled_reports.agency_id', '=', scope.agencyId)];
    if (!holdsAgencyRight(user)) conditions.push(eb('scheduled_reports.advertiser_id', 'is not', null));
    conditions.push(
      eb.not(
        eb.exists(
          eb
            .selectFrom('scheduled_report_advertisers as sra')
            .select('sra.advertiser_id')
            .whereRef('sra.report_id', '=', 'scheduled_reports.id')
            .where('sra.advertiser_id', 'not in', visibleAdvertisers(db, scope, user).select('advertisers.id')),
        ),
      ),
    );
    return eb.and(conditions);
  };
}

/** The stored definition: what the input holds beside its own columns. */
export type Definition = Pick<
  ScheduledReportInput,
  'advertisers' | 'formats' | 'dateRange' | 'recipients' | 'subject' | 'message' | 'readiness'
>;

const REPORT_COLUMNS = [
  'scheduled_reports.id',
  'scheduled_reports.agency_id',
  'scheduled_reports.advertiser_id',
  'scheduled_reports.kind',
  'scheduled_reports.name',
  'scheduled_reports.owner_user_id',
  'scheduled_reports.created_by',
  'scheduled_reports.definition',
  'scheduled_reports.schedule',
  'scheduled_reports.timezone',
  'scheduled_reports.enabled',
  'scheduled_reports.state',
  'scheduled_reports.stopped_reason',
  'scheduled_reports.next_run_at',
  'scheduled_reports.last_run_at',
  'scheduled_reports.version',
  'scheduled_reports.created_at',
  'scheduled_reports.updated_at',
  'scheduled_reports.deleted_at',
] as const;

/** Reports with their owner's and creator's names. */
export function reportRows(db: Db) {
  return db
    .selectFrom('scheduled_reports')
    .leftJoin('users as owner', 'owner.id', 'scheduled_reports.owner_user_id')
    .leftJoin('users as creator', 'creator.id', 'scheduled_reports.created_by')
    .select([...REPORT_COLUMNS, 'owner.full_name as owner_name', 'creator.full_name as creator_name']);
}

export type ReportRow = Awaited<ReturnType<ReturnType<typeof reportRows>['executeTakeFirstOrThrow']>>;

/** A report as the calls answer it. */
export function reportOf(row: ReportRow): ScheduledReport {
  const definition = JSON.parse(row.definition) as Definition;
  const schedule = JSON.parse(row.schedule) as ReportSchedule;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    agencyId: row.agency_id,
    advertiserId: row.advertiser_id,
    advertisers: definition.advertisers,
    formats: definition.formats,
    dateRange: definition.dateRange,
    recipients: definition.recipients,
    subject: definition.subject,
    message: definition.message,
    schedule,
    readiness: definition.readiness,
    enabled: Number(row.enabled) === 1,
    ownerUserId: row.owner_user_id,
    ownerName: row.owner_name ?? '',
    createdBy: row.created_by,
    createdByName: row.creator_name ?? '',
    state: row.state,
    stoppedReason: row.stopped_reason,
    nextRunAt: row.next_run_at === null ? null : Number(row.next_run_at),
    lastRunAt: row.last_run_at === null ? null : Number(row.last_run_at),
    Version: Number(row.version),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** One visible, not deleted report; undefined otherwise. */
export function findReport(db: Db, scope: Scope, user: SessionUser, id: number): Promise<ReportRow | undefined> {
  return reportRows(db)
    .where(reportFilter(db, scope, user))
    .where('scheduled_reports.id', '=', id)
    .where('scheduled_reports.deleted_at', 'is', null)
    .executeTakeFirst();
}

export interface ReportSearch {
  agencyId?: number;
  advertiserId?: number;
  search: string;
  mineOf: number | null;
  sort: 'name' | 'nextRunAt' | 'updatedAt';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const SORT_COLUMNS = {
  name: 'scheduled_reports.name',
  nextRunAt: 'scheduled_reports.next_run_at',
  updatedAt: 'scheduled_reports.updated_at',
} as const;

/** A page of the visible, not deleted reports of an agency or covering an advertiser. */
export async function searchReports(
  db: Db,
  scope: Scope,
  user: SessionUser,
  search: ReportSearch,
): Promise<{ rows: ReportRow[]; total: number }> {
  let query = reportRows(db)
    .where(reportFilter(db, scope, user))
    .where('scheduled_reports.deleted_at', 'is', null);
  if (search.agencyId !== undefined) query = query.where('scheduled_reports.agency_id', '=', search.agencyId);
  if (search.advertiserId !== undefined) {
    const advertiserId = search.advertiserId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('scheduled_report_advertisers as covered')
          .select('covered.report_id')
          .whereRef('covered.report_id', '=', 'scheduled_reports.id')
          .where('covered.advertiser_id', '=', advertiserId),
      ),
    );
  }
  if (search.search)
    query = query.where(sql<SqlBool>`lower(scheduled_reports.name) like ${likePattern(search.search)} escape '\\'`);
  if (search.mineOf !== null) {
    const mine = search.mineOf;
    query = query.where((eb) =>
      eb.or([eb('scheduled_reports.created_by', '=', mine), eb('scheduled_reports.owner_user_id', '=', mine)]),
    );
  }
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const column = SORT_COLUMNS[search.sort];
  const rows = await query
    .orderBy(sql`${sql.ref(column)} is null`)
    .orderBy(column, search.dir)
    .orderBy('scheduled_reports.id', search.dir)
    .limit(search.limit)
    .offset(search.offset)
    .execute();
  return { rows, total: Number(counted.n) };
}

/** A run of a visible report (deleted reports' runs included), with its report's agency and name. */
export function findRun(db: Db, scope: Scope, user: SessionUser, runId: number) {
  return db
    .selectFrom('report_runs')
    .innerJoin('scheduled_reports', 'scheduled_reports.id', 'report_runs.report_id')
    .select([
      'report_runs.id',
      'report_runs.report_id',
      'report_runs.status',
      'report_runs.trigger',
      'report_runs.source_run_id',
      'report_runs.additional',
      'scheduled_reports.agency_id',
      'scheduled_reports.name',
      'scheduled_reports.deleted_at',
    ])
    .where(reportFilter(db, scope, user))
    .where('report_runs.id', '=', runId)
    .executeTakeFirst();
}

export interface LogQuery {
  limit: number;
  offset: number;
  name?: string;
  /** Epoch ms: runs scheduled at or after it. */
  after?: number;
  orderBy: { column: 'scheduledTo' | 'lastUpdateTime' | 'reportName' | 'status'; desc: boolean };
  /** Absent: every kind (one report's history). */
  kind?: 'dashboard' | 'businessReview';
  reportId?: number;
}

const LOG_COLUMNS = {
  scheduledTo: 'report_runs.scheduled_for',
  lastUpdateTime: 'report_runs.updated_at',
  reportName: 'scheduled_reports.name',
  status: 'report_runs.status',
} as const;

/** A page of the run log over the caller's reports. */
export async function logPage(
  db: Db,
  scope: Scope,
  user: SessionUser,
  query: LogQuery,
): Promise<{ entries: ScheduledReportLogEntry[]; total: number }> {
  let base = db
    .selectFrom('report_runs')
    .innerJoin('scheduled_reports', 'scheduled_reports.id', 'report_runs.report_id')
    .where(reportFilter(db, scope, user));
  if (query.kind !== undefined) base = base.where('scheduled_reports.kind', '=', query.kind);
  if (query.reportId !== undefined) base = base.where('report_runs.report_id', '=', query.reportId);
  if (query.after !== undefined) base = base.where('report_runs.scheduled_for', '>=', query.after);
  if (query.name?.trim())
    base = base.where(sql<SqlBool>`lower(scheduled_reports.name) like ${likePattern(query.name.trim())} escape '\\'`);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const direction = query.orderBy.desc ? 'desc' : 'asc';
  const rows = await base
    .leftJoin('users as requester', 'requester.id', 'report_runs.requested_by')
    .leftJoin('users as creator', 'creator.id', 'scheduled_reports.created_by')
    .select([
      'report_runs.id',
      'report_runs.report_id',
      'report_runs.trigger',
      'report_runs.scheduled_for',
      'report_runs.status',
      'report_runs.attempts',
      'report_runs.period_start',
      'report_runs.period_end',
      'report_runs.timezone',
      'report_runs.data_through',
      'report_runs.error_cause',
      'report_runs.recipients',
      'report_runs.additional',
      'report_runs.source_run_id',
      'report_runs.updated_at',
      'scheduled_reports.name',
      'scheduled_reports.agency_id',
      'scheduled_reports.advertiser_id',
      'requester.full_name as requester_name',
      'creator.full_name as creator_name',
    ])
    .orderBy(LOG_COLUMNS[query.orderBy.column], direction)
    .orderBy('report_runs.id', direction)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const entries = rows.map((row): ScheduledReportLogEntry => ({
    logId: row.id,
    reportId: row.report_id,
    reportName: row.name,
    scheduledTo: new Date(Number(row.scheduled_for)).toISOString(),
    timezone: row.timezone,
    createdBy: row.requester_name ?? row.creator_name ?? '',
    startDate: row.period_start,
    endDate: row.period_end,
    lastUpdateTime: new Date(Number(row.updated_at)).toISOString(),
    status: row.status as RunStatus,
    error: row.error_cause ? { cause: row.error_cause } : null,
    advertiserId: row.advertiser_id,
    agencyId: row.agency_id,
    additional: JSON.stringify({
      ...parsedObject(row.additional),
      trigger: row.trigger,
      attempts: Number(row.attempts),
      ...(row.data_through ? { dataThrough: row.data_through } : {}),
      ...(row.source_run_id !== null ? { sourceRunId: row.source_run_id } : {}),
    }),
    recipients: parsedList(row.recipients),
  }));
  return { entries, total: Number(counted.n) };
}

/** A JSON object stored as text ({} when it is not one). */
export function parsedObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function parsedList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The campaign-impact plug point (areas/campaigns/impact.ts `IMPACT_SOURCES.scheduledReports`): how many live reports
 * include any of the campaigns, i.e. cover the advertiser with all its campaigns or name one of them.
 */
export async function reportsNamingCampaigns(
  db: Db,
  campaignIds: readonly number[],
  advertiserId: number,
): Promise<number> {
  const rows = await db
    .selectFrom('scheduled_reports')
    .innerJoin('scheduled_report_advertisers as sra', 'sra.report_id', 'scheduled_reports.id')
    .select('scheduled_reports.definition')
    .where('sra.advertiser_id', '=', advertiserId)
    .where('scheduled_reports.deleted_at', 'is', null)
    .execute();
  return rows.filter((row) => {
    const definition = JSON.parse(row.definition) as Partial<Definition>;
    const part = definition.advertisers?.find((a) => a.advertiserId === advertiserId);
    return !part?.campaignIds?.length || part.campaignIds.some((id) => campaignIds.includes(id));
  }).length;
}
