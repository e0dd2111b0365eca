/**
 * The words of the "data through" line (issue 27), shared by the screens (src/ui/DataThrough.tsx) and the files
 * the server writes (the deck's first slide, the workbook's Summary): one text, once. Dates as the dashboard
 * writes them (M/dd/yy, 000 §5).
 */
import { DateTime } from 'luxon';
import { worstStatus, type FreshnessStatus } from './freshness';
import { DATE_DISPLAY_FORMAT, formatDate } from './format-date';
import { messageText, MESSAGES } from './messages';

/** What the line needs of one source (the contract's SourceFreshness, or the part of it the page hands over). */
export interface FreshnessLineSource {
  source: string;
  label: string;
  dataThrough: string | null;
  lastSyncAt: string | null;
  status: FreshnessStatus;
}

/** The sources behind a view and the earliest day among them. */
export interface FreshnessSummary {
  dataThrough: string | null;
  sources: readonly FreshnessLineSource[];
}

/** Late sources named on the line itself; the rest are counted ("2 more"). */
const LATE_NAMED = 2;

/** A source's status in one word. */
export const STATUS_WORDS: Readonly<Record<FreshnessStatus, string>> = {
  ok: MESSAGES.freshnessStatusOk,
  warning: MESSAGES.freshnessStatusWarning,
  failing: MESSAGES.freshnessStatusFailing,
};

/** A day as the dashboard writes it ('2026-06-14' → '6/14/26'). */
export const freshnessDay = (iso: string): string => formatDate(iso) || iso;

/** An instant as M/dd/yy h:mm a in `zone` (the viewer's own when absent). */
export function freshnessInstant(iso: string, zone?: string): string {
  const at = DateTime.fromISO(iso, zone ? { zone } : {});
  return at.isValid ? at.toFormat(`${DATE_DISPLAY_FORMAT} h:mm a`) : iso;
}

/** "Google Ads through 6/10/26", or "Google Ads: no data yet". */
export function sourceThrough(source: FreshnessLineSource): string {
  return source.dataThrough
    ? messageText('freshnessSourceThrough', { source: source.label, date: freshnessDay(source.dataThrough) })
    : messageText('freshnessSourceNoData', { source: source.label });
}

/** "Data through 6/14/26" for a day, or "No data yet". */
export function dataThroughText(day: string | null): string {
  return day ? messageText('csDataThrough', { date: freshnessDay(day) }) : MESSAGES.freshnessNoDataYet;
}

/** The line's words: "Data through 6/14/26", or "Data late: Google Ads through 6/10/26, DV360 … , 2 more". */
export function freshnessLine(data: FreshnessSummary): { text: string; status: FreshnessStatus } {
  const late = data.sources.filter((s) => s.status !== 'ok');
  if (late.length === 0) return { text: dataThroughText(data.dataThrough), status: 'ok' };
  const named = late.slice(0, LATE_NAMED).map(sourceThrough);
  if (late.length > LATE_NAMED) named.push(messageText('freshnessMoreLate', { count: late.length - LATE_NAMED }));
  return {
    text: messageText('freshnessLate', { sources: named.join(', ') }),
    status: worstStatus(late.map((s) => s.status)),
  };
}

/**
 * The line as paper writes it: the line, then the sources: named after it when they agree and are on time
 * ("Data through 6/14/26 · Google Ads, DV360"), else each with its own day on a second line.
 */
export function paperFreshness(data: FreshnessSummary): {
  line: string;
  status: FreshnessStatus;
  /** "Google Ads through 6/14/26 · DV360 through 6/12/26", when the sources differ or run late. */
  perSource: string | null;
} {
  const { text, status } = freshnessLine(data);
  const differ = status !== 'ok' || new Set(data.sources.map((s) => s.dataThrough)).size > 1;
  if (differ) return { line: text, status, perSource: data.sources.map(sourceThrough).join(' · ') };
  return { line: `${text} · ${data.sources.map((s) => s.label).join(', ')}`, status, perSource: null };
}
