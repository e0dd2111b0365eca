/**
 * Data readiness: the last day a report's data covers is the earliest of its advertisers' latest fact days (the
 * report is only as complete as its least complete advertiser). A run whose period ends later waits, re-checking
 * every RECHECK_MS, until the report's deadline (hours after the scheduled time); then it sends with the
 * partial-data line or is held for approval, as the report says.
 */
import type { ReportReadiness } from '../../../../domain/scheduled-reports';
import type { ServiceContext } from '../../../kernel/context';

/** How often a waiting run looks at the data again. */
export const RECHECK_MS = 30 * 60_000;

const isoDay = (day: number): string => {
  const text = String(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
};

/** The last day every advertiser has data for (yyyy-MM-dd), or null when one has none. */
export async function dataThrough(ctx: ServiceContext, advertiserIds: number[]): Promise<string | null> {
  if (advertiserIds.length === 0) return null;
  const rows = await ctx.db
    .selectFrom('fact_daily')
    .select(['advertiser_id', (eb) => eb.fn.max('day').as('last')])
    .where('advertiser_id', 'in', advertiserIds)
    .groupBy('advertiser_id')
    .execute();
  if (rows.length < new Set(advertiserIds).size) return null;
  const earliest = Math.min(...rows.map((row) => Number(row.last)));
  return isoDay(earliest);
}

export type Readiness =
  { action: 'send'; partialThrough: string | null } | { action: 'wait'; until: number } | { action: 'hold' };

/**
 * What a run does now. `patient`: the run may wait (scheduled and manual runs of a report that waits for data;
 * not a test, not an approved held run).
 */
export function decideReadiness(input: {
  through: string | null;
  periodEnd: string;
  readiness: ReportReadiness;
  scheduledFor: number;
  now: number;
  patient: boolean;
}): Readiness {
  const covered = input.through !== null && input.through >= input.periodEnd;
  if (covered) return { action: 'send', partialThrough: null };
  const partialThrough = input.through ?? '—';
  if (!input.patient || !input.readiness.waitForData) return { action: 'send', partialThrough };
  const deadline = input.scheduledFor + input.readiness.deadlineHours * 3_600_000;
  if (input.now < deadline) return { action: 'wait', until: Math.min(deadline, input.now + RECHECK_MS) };
  return input.readiness.atDeadline === 'hold' ? { action: 'hold' } : { action: 'send', partialThrough };
}
