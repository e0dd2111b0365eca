/**
 * Counting usage (issue 20): one row in `usage_events` per sign-in, dashboard view, export, share created, share
 * link opened and (issue 25) scheduled run. Recording never fails the request it counts: an error is logged and
 * swallowed. It is one statement: the agency of an advertiser is read inside the insert.
 */
import { sql } from 'kysely';
import type { UsageExportFormat, UsageKind } from '../../../domain/usage';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';

/** What happened, to whom and where. */
export interface UsageEvent {
  kind: UsageKind;
  /** The agency the event concerns; the advertiser's agency wins when `advertiserId` names one. */
  agencyId?: number | null;
  userId?: number | null;
  advertiserId?: number | null;
  /** Export format (pdf, ppt, xls, csv) or 'link' for a share. */
  format?: string | null;
  /** Epoch ms; now when absent. */
  at?: number;
}

/** Where a failure to record goes (the server's log in production). */
export type UsageLog = (error: unknown) => void;

const logToConsole: UsageLog = (error) => console.error('usage event not recorded', error);

/** Records one event; resolves whether or not it could be written. */
export async function recordUsage(db: Db, event: UsageEvent, log: UsageLog = logToConsole): Promise<void> {
  try {
    const at = new Date(event.at ?? Date.now()).toISOString();
    const advertiserId = event.advertiserId ?? null;
    const agencyId = event.agencyId ?? null;
    await db
      .insertInto('usage_events')
      .values({
        at,
        day: at.slice(0, 10),
        agency_id:
          advertiserId === null
            ? agencyId
            : sql<number | null>`coalesce((select agency_id from advertisers where id = ${advertiserId}), ${agencyId})`,
        user_id: event.userId ?? null,
        advertiser_id: advertiserId,
        kind: event.kind,
        format: event.format ?? null,
      })
      .execute();
  } catch (error) {
    log(error);
  }
}

/** The report's format of an export file type (pptx → ppt, xlsx → xls). */
export function usageFormatOf(fileType: string): UsageExportFormat | string {
  return (
    ({ pptx: 'ppt', xlsx: 'xls', pdf: 'pdf', csv: 'csv' } as Record<string, UsageExportFormat>)[fileType] ?? fileType
  );
}

/** Counts an export of a signed-in user: the advertiser's agency, else the user's active one. */
export function recordExport(
  ctx: ServiceContext,
  user: SessionUser,
  fileType: string,
  advertiserId: number | null = null,
): Promise<void> {
  return recordUsage(ctx.db, {
    kind: 'export',
    agencyId: user.active_agency_id,
    userId: user.user_id || null,
    advertiserId,
    format: usageFormatOf(fileType),
    at: ctx.now(),
  });
}

/**
 * Counts a dashboard view: the layout of a tab read by a signed-in user (share-link guests and export renders are
 * counted as share opens and exports instead).
 */
export function recordDashboardView(
  ctx: ServiceContext,
  user: SessionUser,
  advertiserId: number | null | undefined,
): Promise<void> {
  if (ctx.users.grantOf(user) || !user.user_id) return Promise.resolve();
  return recordUsage(ctx.db, {
    kind: 'dashboard_view',
    agencyId: user.active_agency_id,
    userId: user.user_id,
    advertiserId: advertiserId ?? null,
    at: ctx.now(),
  });
}
