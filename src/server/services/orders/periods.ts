import { DateTime } from 'luxon';
import { dayToIso } from '../../../domain/date-presets';

/** Resolutions of daily series: the `period` of single-order calls and the `resolution` of order conversions. */
export const PERIODS = ['day', 'week', 'month'] as const;

/** One resolution. */
export type Period = (typeof PERIODS)[number];

/** Default resolution. */
export const DEFAULT_PERIOD: Period = 'day';

/** The first day (ISO) of the day, ISO week (Monday) or month holding a yyyymmdd day. */
export function periodStart(day: number, period: Period): string {
  const iso = dayToIso(day);
  if (period === 'day') return iso;
  return DateTime.fromISO(iso, { zone: 'utc' })
    .startOf(period === 'week' ? 'week' : 'month')
    .toISODate()!;
}
