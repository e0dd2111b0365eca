/**
 * Data freshness (issue 27): two clocks per source, the last successful sync and the last day its data runs
 * through, each judged against the source's thresholds (manifest `freshness`: hours after a day ends by which its
 * data is normally in; geofence and true-geo sources 36 h, 000 §9). The worst status rolls up the tenant tree.
 */

export const FRESHNESS_STATUSES = ['ok', 'warning', 'failing'] as const;
export type FreshnessStatus = (typeof FRESHNESS_STATUSES)[number];

export interface FreshnessThresholds {
  warnHours: number;
  errorHours: number;
}

export interface FreshnessFacts {
  /** The last day with data, yyyy-MM-dd (UTC day); null when nothing arrived yet. */
  dataThrough: string | null;
  /** The last successful sync, epoch ms; null when none. */
  lastSyncAt: number | null;
  /**
   * Whether the source syncs at all (connectors do; imported feeds arrive by file and have only the data clock).
   * Default true; false leaves the sync clock out of the verdict.
   */
  syncs?: boolean;
}

export interface FreshnessVerdict {
  status: FreshnessStatus;
  /** Hours the next day's data is overdue (0 when not yet due). */
  dataLateHours: number;
  /** Hours since the last successful sync (null when none). */
  syncAgeHours: number | null;
}

/**
 * The project's default thresholds for a source whose manifest names none (imported feeds): a day's data is due
 * 30 hours after the day ends, and failing a day later (docs/decisions.md, issue 27).
 */
export const DEFAULT_FRESHNESS: Readonly<FreshnessThresholds> = { warnHours: 30, errorHours: 54 };

/** Geofence and true-geo data report up to 36 hours after the day ends (000 §9 help text). */
export const GEO_FRESHNESS: Readonly<FreshnessThresholds> = { warnHours: 36, errorHours: 60 };

/** The campaign types whose data lags like geofence and true-geo data (000 §9). */
export const GEO_LAG_TYPES: ReadonlySet<string> = new Set(['SIMPGEOFENCE', 'TRUGEOFENCE']);

/** The thresholds of a campaign's data: its source's, never tighter than the geo lag for geo types. */
export function thresholdsFor(type: string, source: FreshnessThresholds = DEFAULT_FRESHNESS): FreshnessThresholds {
  if (!GEO_LAG_TYPES.has(type)) return source;
  return {
    warnHours: Math.max(source.warnHours, GEO_FRESHNESS.warnHours),
    errorHours: Math.max(source.errorHours, GEO_FRESHNESS.errorHours),
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The end of a UTC day (the next day's midnight), epoch ms. */
function endOfDay(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) + DAY;
}

const RANK: Readonly<Record<FreshnessStatus, number>> = { ok: 0, warning: 1, failing: 2 };

/** The worse of statuses (ok when none). */
export function worstStatus(statuses: Iterable<FreshnessStatus>): FreshnessStatus {
  let worst: FreshnessStatus = 'ok';
  for (const status of statuses) if (RANK[status] > RANK[worst]) worst = status;
  return worst;
}

function byHours(hours: number, thresholds: FreshnessThresholds): FreshnessStatus {
  if (hours > thresholds.errorHours) return 'failing';
  if (hours > thresholds.warnHours) return 'warning';
  return 'ok';
}

/**
 * A source's freshness at `now`. The day after `dataThrough` is due `warnHours` after it ends; the time past that
 * is how late the data is. The sync clock is judged by the same thresholds counted from the last sync (a source
 * whose data is current but whose syncs stopped is stale too).
 */
export function judgeFreshness(facts: FreshnessFacts, thresholds: FreshnessThresholds, now: number): FreshnessVerdict {
  const syncAgeHours = facts.lastSyncAt === null ? null : Math.max(0, (now - facts.lastSyncAt) / HOUR);
  if (facts.dataThrough === null) return { status: 'failing', dataLateHours: 0, syncAgeHours };
  const nextDue = endOfDay(new Date(endOfDay(facts.dataThrough)).toISOString().slice(0, 10));
  const sinceDue = Math.max(0, (now - nextDue) / HOUR);
  const dataStatus = byHours(sinceDue, thresholds);
  const dataLateHours = Math.max(0, sinceDue - thresholds.warnHours);
  if (facts.syncs === false) return { status: dataStatus, dataLateHours, syncAgeHours };
  const syncStatus = syncAgeHours === null ? 'failing' : byHours(syncAgeHours, thresholds);
  return { status: worstStatus([dataStatus, syncStatus]), dataLateHours, syncAgeHours };
}

/** One source behind a view, or rolled up over several (the freshness calls' answer). */
export interface SourceFreshness {
  source: string;
  label: string;
  /** The last day its data runs through (the earliest still owed), yyyy-MM-dd; null before any. */
  dataThrough: string | null;
  /** Its last successful sync (ISO instant); null for an imported feed. */
  lastSyncAt: string | null;
  status: FreshnessStatus;
  /** Hours past its threshold (0 when on time). */
  lateHours: number;
  thresholds: FreshnessThresholds;
  /** Live campaigns behind it. */
  campaigns: number;
}
