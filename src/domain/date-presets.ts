import { DateTime } from 'luxon';
import { CUSTOM_RANGE, DEFAULT_DATE_RANGE, TACTIC_SUMMARY_RANGE } from './constants';

/** A resolved period: first and last day included, as yyyymmdd integers and ISO dates. */
export interface ResolvedRange {
  name: string;
  start: number;
  end: number;
  startDate: string;
  endDate: string;
}

/** The named presets, resolved against "today" in the agency's time zone. `alltime` has no bounds of its own. */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last7days',
  'last14days',
  'last30days',
  'last90days',
  'thismonth',
  'lastmonth',
  'thisquarter',
  'lastquarter',
  'thisyear',
  'lastyear',
  TACTIC_SUMMARY_RANGE,
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number];

/** Earliest day `alltime` reaches back to; the data never goes further. */
export const ALL_TIME_START = '2018-01-01';

export function isDatePreset(name: string): name is DatePreset {
  return (DATE_PRESETS as readonly string[]).includes(name);
}

/** yyyymmdd integer of a luxon date. */
export function dayNumber(date: DateTime): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}

/** ISO date of a yyyymmdd integer. */
export function dayToIso(day: number): string {
  const text = String(day);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

function range(name: string, start: DateTime, end: DateTime): ResolvedRange {
  return {
    name,
    start: dayNumber(start),
    end: dayNumber(end),
    startDate: start.toISODate()!,
    endDate: end.toISODate()!,
  };
}

/**
 * Resolves a named range, or `customRange` with start and end dates (yyyy-MM-dd), to days in `timeZone`.
 * "last N days" ends yesterday (today is still delivering); `today` is today so far. Returns null for an
 * unknown name or an invalid or reversed custom range, so callers answer 400.
 */
export function resolveDateRange(
  name: string | undefined,
  options: { startDate?: string; endDate?: string; timeZone: string; now?: DateTime },
): ResolvedRange | null {
  const preset = name || DEFAULT_DATE_RANGE;
  const today = (options.now ?? DateTime.now()).setZone(options.timeZone).startOf('day');
  if (preset === CUSTOM_RANGE) {
    const start = DateTime.fromISO(options.startDate ?? '', { zone: options.timeZone });
    const end = DateTime.fromISO(options.endDate ?? '', { zone: options.timeZone });
    if (!start.isValid || !end.isValid || end < start) return null;
    return range(preset, start, end);
  }
  const yesterday = today.minus({ days: 1 });
  const lastDays = /^last(\d+)days$/.exec(preset);
  if (lastDays && isDatePreset(preset)) return range(preset, today.minus({ days: Number(lastDays[1]) }), yesterday);
  switch (preset) {
    case 'today':
      return range(preset, today, today);
    case 'yesterday':
      return range(preset, yesterday, yesterday);
    case 'thismonth':
      return range(preset, today.startOf('month'), today);
    case 'lastmonth': {
      const last = today.minus({ months: 1 });
      return range(preset, last.startOf('month'), last.endOf('month').startOf('day'));
    }
    case 'thisquarter':
      return range(preset, today.startOf('quarter'), today);
    case 'lastquarter': {
      const last = today.minus({ quarters: 1 });
      return range(preset, last.startOf('quarter'), last.endOf('quarter').startOf('day'));
    }
    case 'thisyear':
      return range(preset, today.startOf('year'), today);
    case 'lastyear': {
      const last = today.minus({ years: 1 });
      return range(preset, last.startOf('year'), last.endOf('year').startOf('day'));
    }
    case TACTIC_SUMMARY_RANGE:
      return range(preset, DateTime.fromISO(ALL_TIME_START, { zone: options.timeZone }), today);
    default:
      return null;
  }
}
