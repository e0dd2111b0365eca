/**
 * Dayparts of 000 §3. Broadcast ranges are kept in minutes of the day because two boundaries fall on the half
 * hour (late news ends 11:30pm) and late fringe wraps past midnight.
 */

/** A broadcast daypart: `start` inclusive, `end` exclusive, both minutes after midnight; `end < start` wraps. */
export interface BroadcastDaypart {
  label: string;
  start: number;
  end: number;
}

const at = (hour: number, minute = 0): number => hour * 60 + minute;

/** Broadcast dayparts in broadcast-day order (it starts at 5am). Labels are title-cased from the spec. */
export const BROADCAST_DAYPARTS: readonly BroadcastDaypart[] = [
  { label: 'Early Morning', start: at(5), end: at(9) },
  { label: 'Daytime', start: at(9), end: at(15) },
  { label: 'Early Fringe', start: at(15), end: at(17) },
  { label: 'Early News', start: at(17), end: at(19) },
  { label: 'Prime', start: at(19), end: at(20) },
  { label: 'Prime Access', start: at(20), end: at(23) },
  { label: 'Late News', start: at(23), end: at(23, 30) },
  { label: 'Late Fringe', start: at(23, 30), end: at(2) },
  { label: 'Overnight', start: at(2), end: at(5) },
];

/** Broadcast daypart label for a time of day (hour 0-23, minute 0-59). */
export function broadcastDaypartFor(hour: number, minute: number): string {
  const time = at(hour, minute);
  const found = BROADCAST_DAYPARTS.find(({ start, end }) =>
    start < end ? time >= start && time < end : time >= start || time < end,
  );
  // The table covers all 1,440 minutes, so only out-of-range input reaches the fallback.
  return found?.label ?? 'Overnight';
}

/** Digital dayparts with inclusive first and last hour. */
export const DIGITAL_DAYPARTS = [
  { label: 'Morning', first: 4, last: 8 },
  { label: 'MidDay', first: 9, last: 13 },
  { label: 'Afternoon', first: 14, last: 17 },
  { label: 'Night', first: 18, last: 23 },
  { label: 'Overnight', first: 0, last: 3 },
] as const;

/** One digital daypart label. */
export type DigitalDaypart = (typeof DIGITAL_DAYPARTS)[number]['label'];

/** Digital daypart of an hour (0-23); hours outside the day fall back to Overnight. */
export function digitalDaypartForHour(hour: number): DigitalDaypart {
  return DIGITAL_DAYPARTS.find(({ first, last }) => hour >= first && hour <= last)?.label ?? 'Overnight';
}

/** Sort order of daypart rows, compared in lower case. */
export const DAYPART_ORDER = ['morning', 'midday', 'afternoon', 'night', 'overnight'] as const;

/** Comparator putting dayparts in `DAYPART_ORDER`; unknown ones go last, in their given order. */
export function compareDayparts(a: string, b: string): number {
  const rank = (label: string): number => {
    const index = (DAYPART_ORDER as readonly string[]).indexOf(label.toLowerCase());
    return index === -1 ? DAYPART_ORDER.length : index;
  };
  return rank(a) - rank(b);
}

/** Six 4-hour bands from 12am to 12am. */
export const FOUR_HOUR_BANDS = ['12am-4am', '4am-8am', '8am-12pm', '12pm-4pm', '4pm-8pm', '8pm-12am'] as const;

/** Four-hour band of an hour (0-23). */
export function fourHourBandForHour(hour: number): (typeof FOUR_HOUR_BANDS)[number] {
  const index = Math.min(Math.max(Math.floor(hour / 4), 0), FOUR_HOUR_BANDS.length - 1);
  return FOUR_HOUR_BANDS[index] ?? '12am-4am';
}
