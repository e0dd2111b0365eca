/**
 * GraphQL `getScheduledReportsLog` (001 §7; schemas/graphql/reports.graphql): the run log over the reports the caller
 * may see (the same rule as the REST calls: superusers every agency, agency users with AGENCY_READ_SCHEDULED_REPORT
 * their agency's, advertiser users with READ_SCHEDULED_REPORT their advertisers' reports). Anyone else: 403
 * 'Not authorized'. `after` is a day (yyyy-MM-dd, UTC): runs scheduled at or after its start.
 */
import { DateTime } from 'luxon';
import { requireCaller } from '../../graphql/caller';
import type { QueryResolvers } from '../../graphql/__generated__/resolvers';
import { AppError } from '../../kernel/errors';
import { holdsReportRight, logPage, type LogQuery } from './queries';

const ORDER_COLUMNS = ['scheduledTo', 'lastUpdateTime', 'reportName', 'status'] as const;

function orderOf(orderBy: string | null | undefined): LogQuery['orderBy'] {
  const text = (orderBy ?? '-scheduledTo').trim() || '-scheduledTo';
  const desc = text.startsWith('-');
  const column = ORDER_COLUMNS.find((c) => c === text.replace(/^-/, ''));
  if (!column) throw new AppError(400, 'reportLogOrder');
  return { column, desc };
}

function afterOf(after: string | null | undefined): number | undefined {
  if (!after) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(after) ? DateTime.fromISO(after, { zone: 'utc' }) : null;
  if (!day?.isValid) throw new AppError(400, 'reportLogAfter');
  return day.toMillis();
}

function bounded(value: number | null | undefined, fallback: number, min: number, max: number, field: string): number {
  const n = value ?? fallback;
  if (n < min || n > max)
    throw new AppError(400, 'invalidField', {
      params: { where: 'arguments', field, reason: `must be ${min} to ${max}` },
    });
  return n;
}

export const getScheduledReportsLog: QueryResolvers['getScheduledReportsLog'] = async (_root, args, ctx) => {
  const { user } = requireCaller(ctx);
  if (!holdsReportRight(user)) throw new AppError(403, 'notAuthorized');
  const limit = bounded(args.limit, 25, 1, 100, 'limit');
  const offset = bounded(args.offset, 0, 0, 2_147_483_647, 'offset');
  const query: LogQuery = {
    limit,
    offset,
    orderBy: orderOf(args.orderBy),
    // One report's history lists its runs whatever its kind; the logs default to dashboard reports.
    ...(args.kind != null || args.reportId == null ? { kind: args.kind ?? 'dashboard' } : {}),
    ...(args.name ? { name: args.name } : {}),
    ...(args.reportId != null ? { reportId: args.reportId } : {}),
  };
  const after = afterOf(args.after);
  if (after !== undefined) query.after = after;
  const scope = await ctx.services.users.scopeOf(user);
  const { entries, total } = await logPage(ctx.services.db, scope, user, query);
  return { total, limit, offset, entries };
};
