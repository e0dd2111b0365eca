import { DateTime } from 'luxon';
import { resolveDateRange, type ResolvedRange } from '../../domain/date-presets';
import type { ServiceContext } from './context';
import { AppError } from './errors';

/** Time zone used when the caller has no active agency (superusers between agencies). */
const FALLBACK_TIME_ZONE = 'UTC';

/** Optional dates that come with `customRange` (yyyy-MM-dd). */
export interface CustomDates {
  startDate?: string;
  endDate?: string;
}

/** Resolves `daterange` in `timeZone` against the app clock, or answers 400. */
export function rangeIn(
  ctx: ServiceContext,
  timeZone: string,
  daterange: string,
  dates: CustomDates = {},
): ResolvedRange {
  const range = resolveDateRange(daterange, { ...dates, timeZone, now: DateTime.fromMillis(ctx.now()) });
  if (!range) throw new AppError(400, 'invalidDateRange');
  return range;
}

/** The time zone of an agency; dates of every data call are days in the agency's zone. */
export async function agencyTimeZone(ctx: ServiceContext, agencyId: number | null): Promise<string> {
  if (agencyId === null) return FALLBACK_TIME_ZONE;
  const row = await ctx.db.selectFrom('agencies').select('time_zone').where('id', '=', agencyId).executeTakeFirst();
  return row?.time_zone ?? FALLBACK_TIME_ZONE;
}

/** "Now" in a time zone, from the app clock (tests fix it). */
export function nowIn(ctx: ServiceContext, timeZone: string): DateTime {
  return DateTime.fromMillis(ctx.now()).setZone(timeZone);
}
