/**
 * The day each imported feed's data runs through (issue 27): a feed (DV360, TTD, …) is one import for every agency,
 * so its data clock is the last day any live campaign of that feed has data, system-wide. A campaign without rows
 * on a day may simply not have delivered; the feed as a whole having no rows means the file is late.
 *
 * Kept a minute per database (a dashboard asks for it with every view); `forgetFeedDates` drops it after an import.
 */
import type { Db } from '../../db/database';
import { feedSourceOf } from '../../kernel/campaigns';
import { campaignsExpectingData, lastDays } from './freshness-queries';

const KEEP_MS = 60_000;
/** Recent days looked at first; a feed with nothing in them is looked up over its whole history. */
const RECENT_DAYS = 14;
const DAY = 86_400_000;

interface Memo {
  today: string;
  until: number;
  dates: Map<string, string>;
}

const memos = new WeakMap<Db, Memo>();

const isoOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The feeds of a stored feed_source (a name, or several). */
export function feedsOf(feedSource: string): string[] {
  const feeds = feedSourceOf({ feed_source: feedSource });
  return Array.isArray(feeds) ? [...new Set(feeds)] : [feeds];
}

/** Forgets the kept dates (after an import, or a test that changes facts). */
export function forgetFeedDates(db: Db): void {
  memos.delete(db);
}

/** Feed name → the last day its live campaigns have data (feeds with no data at all are absent). */
export async function feedDates(db: Db, now: number, graceDays: number): Promise<Map<string, string>> {
  const today = isoOf(now);
  const memo = memos.get(db);
  if (memo && memo.today === today && now < memo.until && now >= memo.until - KEEP_MS) return memo.dates;
  const campaigns = await campaignsExpectingData(db, {}, today, graceDays);
  const recent = await lastDays(
    db,
    campaigns.map((c) => c.id),
    isoOf(now - RECENT_DAYS * DAY),
  );
  const dates = new Map<string, string>();
  const add = (feedSource: string, day: string): void => {
    for (const feed of feedsOf(feedSource)) if ((dates.get(feed) ?? '') < day) dates.set(feed, day);
  };
  for (const campaign of campaigns) {
    const day = recent.get(campaign.id);
    if (day) add(campaign.feedSource, day);
  }
  const silent = campaigns.filter((c) => feedsOf(c.feedSource).some((feed) => !dates.has(feed)));
  if (silent.length > 0) {
    const earliest = silent.reduce((min, c) => (c.start < min ? c.start : min), today);
    const older = await lastDays(
      db,
      silent.map((c) => c.id),
      earliest,
    );
    for (const campaign of silent) {
      const day = older.get(campaign.id);
      if (day) add(campaign.feedSource, day);
    }
  }
  memos.set(db, { today, until: now + KEEP_MS, dates });
  return dates;
}
