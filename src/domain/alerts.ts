/**
 * Automated alerts (issue 27): the rules, their defaults, the conditions they test and the life of one alert.
 * Pure: the evaluator on the server reads the figures and the stored state, asks these functions, and writes.
 *
 * An alert does not flap: its condition must hold for `holdFor` evaluations in a row before it fires, and be clear
 * for `clearFor` evaluations in a row before it resolves. Acknowledging keeps it firing (someone is on it) but out
 * of the digests; a snooze keeps it quiet until its date; either ends when the alert resolves.
 */
import { PACING_WARNING_PERCENT } from './constants';

/** The rules an agency evaluates. */
export const ALERT_RULES = [
  'pacing_low',
  'pacing_high',
  'delivery_drop',
  'zero_delivery',
  'ending_under_goal',
  'connection_reauth',
  'token_expiring',
  'data_stale',
] as const;

export type AlertRule = (typeof ALERT_RULES)[number];

/** A rule's settings; an advertiser's or a campaign's override replaces the agency's values it names. */
export interface AlertSettings {
  /** Pacing below this percent fires pacing_low (000 §9: −20 %). */
  pacingLowPercent: number;
  /** Pacing above this percent fires pacing_high. */
  pacingHighPercent: number;
  /** A day's delivery this many percent under its baseline fires delivery_drop. */
  dropPercent: number;
  /** The baseline's weeks: the same weekday of the last N weeks. */
  baselineWeeks: number;
  /** Below this baseline volume a drop is noise, not an alert. */
  minBaselineVolume: number;
  /** ending_under_goal looks this many days ahead. */
  endingWithinDays: number;
  /** Evaluations the condition must hold before the alert fires. */
  holdFor: number;
  /** Evaluations the condition must be clear before the alert resolves. */
  clearFor: number;
}

export const DEFAULT_ALERT_SETTINGS: Readonly<AlertSettings> = {
  pacingLowPercent: PACING_WARNING_PERCENT,
  pacingHighPercent: -PACING_WARNING_PERCENT,
  dropPercent: 50,
  baselineWeeks: 4,
  minBaselineVolume: 1000,
  endingWithinDays: 7,
  holdFor: 2,
  clearFor: 2,
};

/** The settings in force: the agency's, then the advertiser's override, then the campaign's. */
export function settingsFor(...layers: (Partial<AlertSettings> | null | undefined)[]): AlertSettings {
  return Object.assign({}, DEFAULT_ALERT_SETTINGS, ...layers.filter(Boolean)) as AlertSettings;
}

/** Pacing outside the band: 'low', 'high' or null (null pacing, i.e. nothing expected yet, never alerts). */
export function pacingCondition(pacing: number | null, settings: AlertSettings): 'low' | 'high' | null {
  if (pacing === null) return null;
  if (pacing < settings.pacingLowPercent) return 'low';
  if (pacing > settings.pacingHighPercent) return 'high';
  return null;
}

/**
 * A day's delivery against the mean of the same weekday over the last weeks. Null while there is no baseline, or
 * the baseline is under the volume floor (small campaigns would alert on noise); else the drop in percent and
 * whether it crosses the rule's threshold.
 */
export function deliveryDrop(
  day: number,
  sameWeekdays: readonly number[],
  settings: AlertSettings,
): { baseline: number; dropPercent: number; fires: boolean } | null {
  const weeks = sameWeekdays.slice(0, settings.baselineWeeks);
  if (weeks.length === 0) return null;
  const baseline = weeks.reduce((sum, value) => sum + value, 0) / weeks.length;
  if (baseline < settings.minBaselineVolume) return null;
  const dropPercent = Math.round((1 - day / baseline) * 10_000) / 100;
  return { baseline, dropPercent, fires: dropPercent >= settings.dropPercent };
}

/** The states an alert moves through. */
export const ALERT_STATES = ['pending', 'firing', 'resolved'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** What is stored of one alert (one rule × one object). */
export interface AlertRecord {
  state: AlertState;
  /** Evaluations in a row the condition held (while pending) or was clear (while firing). */
  streak: number;
  /** Epoch ms. */
  firstSeen: number;
  lastSeen: number;
  acknowledgedBy: string | null;
  snoozedUntil: number | null;
}

/** What one evaluation did to an alert: its new record and the change to log, if any. */
export interface AlertStep {
  record: AlertRecord | null;
  change: 'fired' | 'resolved' | null;
}

/**
 * One evaluation of an alert's condition at `now`. `previous` is null when there is no live alert for the object.
 * An alert that never fired and whose condition clears is dropped (record null): nothing to log.
 */
export function stepAlert(
  previous: AlertRecord | null,
  holds: boolean,
  now: number,
  settings: Pick<AlertSettings, 'holdFor' | 'clearFor'>,
): AlertStep {
  const hold = Math.max(1, settings.holdFor);
  const clear = Math.max(1, settings.clearFor);
  if (previous === null || previous.state === 'resolved') {
    if (!holds) return { record: previous, change: null };
    const record: AlertRecord = {
      state: hold <= 1 ? 'firing' : 'pending',
      streak: hold <= 1 ? 0 : 1,
      firstSeen: now,
      lastSeen: now,
      acknowledgedBy: null,
      snoozedUntil: null,
    };
    return { record, change: record.state === 'firing' ? 'fired' : null };
  }
  if (previous.state === 'pending') {
    if (!holds) return { record: null, change: null };
    const streak = previous.streak + 1;
    if (streak >= hold) return { record: { ...previous, state: 'firing', streak: 0, lastSeen: now }, change: 'fired' };
    return { record: { ...previous, streak, lastSeen: now }, change: null };
  }
  // Firing: a clear streak resolves it; the condition holding again starts the clear count over.
  if (holds) return { record: { ...previous, streak: 0, lastSeen: now }, change: null };
  const streak = previous.streak + 1;
  if (streak >= clear) {
    return {
      record: { ...previous, state: 'resolved', streak: 0, acknowledgedBy: null, snoozedUntil: null },
      change: 'resolved',
    };
  }
  return { record: { ...previous, streak }, change: null };
}

/** Whether a firing alert belongs in a digest at `now`: not acknowledged, not snoozed. */
export function wantsAttention(record: AlertRecord, now: number): boolean {
  return (
    record.state === 'firing' &&
    record.acknowledgedBy === null &&
    (record.snoozedUntil === null || record.snoozedUntil <= now)
  );
}

/** An alert as the alert calls answer it (GET /api/alerts and each action), read by the server and the client. */
export interface AlertView {
  id: number;
  rule: AlertRule;
  ruleLabel: string;
  state: AlertState;
  agencyId: number;
  advertiserId: number | null;
  advertiserName: string | null;
  campaignId: number | null;
  campaignName: string | null;
  objectLabel: string;
  message: string;
  value: number | null;
  dataLate: boolean;
  firstSeen: string;
  lastSeen: string;
  firedAt: string | null;
  resolvedAt: string | null;
  acknowledgedBy: string | null;
  acknowledgedAt: string | null;
  snoozedUntil: string | null;
  clientVisible: boolean;
}
