/**
 * Pacing: how far delivery is ahead of or behind an even spread of the impression goal over the flight.
 * 0 is on pace, −20 is 20% behind (the spec's warning threshold, PACING_WARNING_PERCENT), +10 is 10% ahead.
 */
import { DateTime } from 'luxon';
import { plainEpochDay } from './plain-date';

const day = (iso: string): DateTime => DateTime.fromISO(iso, { zone: 'utc' }).startOf('day');

/** Whole days from `from` to `to`, both included; 0 when `to` is before `from`. Plain dates skip luxon. */
export function daysInclusive(from: string, to: string): number {
  const [a, b] = [plainEpochDay(from), plainEpochDay(to)];
  if (a !== null && b !== null) return Math.max(0, b - a + 1);
  return Math.max(0, Math.round(day(to).diff(day(from), 'days').days) + 1);
}

/** The later of two ISO dates. */
export const laterDate = (a: string, b: string): string => (a > b ? a : b);
/** The earlier of two ISO dates. */
export const earlierDate = (a: string, b: string): string => (a < b ? a : b);

/**
 * Impressions a campaign should have delivered by the end of `throughDay` if its goal were spread evenly over
 * its flight (start and end days included): goal × elapsed days / flight days, elapsed capped to the flight.
 */
export function expectedToDate(goal: number, flightStart: string, flightEnd: string, throughDay: string): number {
  const flightDays = daysInclusive(flightStart, flightEnd);
  if (flightDays === 0) return 0;
  const elapsed = Math.min(flightDays, daysInclusive(flightStart, earlierDate(throughDay, flightEnd)));
  return (goal * elapsed) / flightDays;
}

/** (delivered ÷ expected − 1) × 100, two decimals; null when nothing was expected yet. */
export function pacingPercent(delivered: number, expected: number): number | null {
  if (!(expected > 0)) return null;
  return Math.round((delivered / expected - 1) * 10_000) / 100;
}
