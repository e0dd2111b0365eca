/** The usage report's rules: the period (defaults and limits), the agency filter, the table, the chart, the file. */
import {
  resolvePeriod,
  daysOf,
  USAGE_DAY_SERIES,
  type UsageDay,
  type UsageFigures,
  type UsageKind,
  type UsageRow,
} from '../../../domain/usage';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { page, type ListWindow, type Page } from '../../kernel/listing';
import {
  agencyById,
  agencyFigures,
  countAgencies,
  dailyCounts,
  totalFigures,
  type UsageScope,
  type UsageSortKey,
} from './queries';
import { templateFileName } from '../../exports/file-name';
import { usageWorkbook } from './workbook';

/** What a report call asks for. */
export interface UsageAsk {
  from?: string;
  to?: string;
  agencyId?: number;
}

/** The table's answer: a page of agencies, the totals of every listed agency, and the period served. */
export interface UsageReport extends Page<UsageRow> {
  from: string;
  to: string;
  totals: UsageFigures;
}

/** The workbook's file name: 'Sightline usage – 2026-10-26 to 2026-11-24.xlsx', or the one agency's name. */
const FILE_NAME = '{agency} usage – {start} to {end}';
/** More agencies than a portal will ever hold; the workbook lists them all. */
const MAX_WORKBOOK_ROWS = 100_000;

/** The chart series each event kind adds to. */
const SERIES_OF: Record<UsageKind, Exclude<keyof UsageDay, 'day'>> = {
  sign_in: 'signIns',
  dashboard_view: 'dashboardViews',
  export: 'exports',
  share_create: 'sharesCreated',
  share_open: 'shareOpens',
  scheduled_run: 'scheduledRuns',
};

export class UsageService {
  constructor(private readonly ctx: ServiceContext) {}

  /** One page of agencies with their figures, and the totals. */
  async report(ask: UsageAsk, window: ListWindow<UsageSortKey>): Promise<UsageReport> {
    const scope = await this.scope(ask, window.search);
    const [items, total, totals] = await Promise.all([
      agencyFigures(this.ctx.db, scope, window),
      countAgencies(this.ctx.db, scope),
      totalFigures(this.ctx.db, scope),
    ]);
    return { ...page(items, total, window.limit, window.offset), from: scope.from, to: scope.to, totals };
  }

  /** Events per day by kind, every day of the period present. */
  async daily(ask: UsageAsk): Promise<{ from: string; to: string; days: UsageDay[] }> {
    const scope = await this.scope(ask, '');
    const days = new Map<string, UsageDay>(daysOf(scope.from, scope.to).map((day) => [day, emptyDay(day)]));
    for (const { day, kind, count } of await dailyCounts(this.ctx.db, scope)) {
      const entry = days.get(day);
      if (entry) entry[SERIES_OF[kind]] += count;
    }
    return { from: scope.from, to: scope.to, days: [...days.values()] };
  }

  /** Every listed agency (in the table's order) as a workbook, with its file name. */
  async workbook(ask: UsageAsk, window: ListWindow<UsageSortKey>): Promise<{ file: Buffer; fileName: string }> {
    const report = await this.report(ask, { ...window, limit: MAX_WORKBOOK_ROWS, offset: 0 });
    const agency = ask.agencyId === undefined ? undefined : await agencyById(this.ctx.db, ask.agencyId);
    const theme = await this.ctx.themes.get(agency?.theme_code ?? null);
    const brandName = agency?.name ?? theme.companyName;
    const file = await usageWorkbook(report, {
      brandName,
      primaryColor: theme.colors.primary,
      onPrimaryColor: theme.colors.toolbarText,
      fontFamily: theme.font,
    });
    const values = { agency: brandName, start: report.from, end: report.to, advertiser: '', tab: '' };
    return { file, fileName: templateFileName(FILE_NAME, values, 'xlsx') };
  }

  private async scope(ask: UsageAsk, search: string): Promise<UsageScope> {
    const today = new Date(this.ctx.now()).toISOString().slice(0, 10);
    const period = resolvePeriod(ask, today);
    if (!period.ok) throw new AppError(400, period.problem.key, { params: period.problem.params });
    if (ask.agencyId !== undefined && !(await agencyById(this.ctx.db, ask.agencyId)))
      throw new AppError(404, 'agencyNotFound');
    return { from: period.from, to: period.to, agencyId: ask.agencyId, search };
  }
}

function emptyDay(day: string): UsageDay {
  const counts = Object.fromEntries(USAGE_DAY_SERIES.map((series) => [series.key, 0]));
  return { day, ...counts } as UsageDay;
}
