/**
 * A plausible history of portal use for the usage reports (issue 20): over the last 60 days, each agency's
 * active staff sign in on most weekdays, view dashboards of the agency's advertisers, now and then export one
 * (mostly PDF), share one and have a link opened. Deterministic (its own generator, so nothing else of the demo
 * data moves) and small: a few hundred rows at the small scale. Scheduled runs stay at none until issue 25.
 */
import { DateTime } from 'luxon';
import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { UsageEventsTable } from '../schema';
import { insertInBatches } from './batches';
import { Prng } from './prng';

/** Days of history before (and including) today. */
const HISTORY_DAYS = 60;
/** Salt of this step's generator. */
const SALT = 25;

type Row = Insertable<UsageEventsTable>;

/** Writes the history around `today` (yyyy-MM-dd); returns how many events. */
export async function seedUsageEvents(db: Db, options: { seed: number; today: string }): Promise<number> {
  const rng = new Prng(options.seed + SALT);
  const staff = await db
    .selectFrom('user_agencies')
    .innerJoin('users', 'users.id', 'user_agencies.user_id')
    .select(['user_agencies.agency_id', 'users.id'])
    .where('users.status', '=', 1)
    .where('user_agencies.position', '=', 0)
    .orderBy('users.id')
    .execute();
  const advertisers = await db.selectFrom('advertisers').select(['id', 'agency_id']).orderBy('id').execute();
  const agencies = [...new Set(staff.map((row) => row.agency_id))].sort((a, b) => a - b);
  const today = DateTime.fromISO(options.today, { zone: 'utc' });
  const rows: Row[] = [];
  for (let back = HISTORY_DAYS - 1; back >= 0; back--) {
    const day = today.minus({ days: back });
    const weekend = day.weekday > 5;
    for (const agencyId of agencies) {
      const users = staff.filter((row) => row.agency_id === agencyId).map((row) => row.id);
      const ids = advertisers.filter((row) => row.agency_id === agencyId).map((row) => row.id);
      const event = (kind: Row['kind'], userId: number | null, advertiserId: number | null, format?: string): void => {
        const at = day.set({ hour: rng.int(12, 22), minute: rng.int(0, 59), second: rng.int(0, 59) });
        rows.push({
          at: at.toISO({ suppressMilliseconds: false })!,
          day: day.toISODate()!,
          agency_id: agencyId,
          user_id: userId,
          advertiser_id: advertiserId,
          kind,
          format: format ?? null,
        });
      };
      const signIns = weekend ? (rng.chance(0.25) ? 1 : 0) : rng.int(0, 2);
      for (let s = 0; s < signIns; s++) {
        const user = rng.pick(users);
        event('sign_in', user, null);
        const views = rng.int(0, 2);
        for (let v = 0; v < views && ids.length; v++) {
          const advertiser = rng.pick(ids);
          event('dashboard_view', user, advertiser);
          if (rng.chance(0.15)) event('export', user, advertiser, rng.pick(['pdf', 'pdf', 'pdf', 'ppt', 'xls', 'csv']));
          if (rng.chance(0.06)) event('share_create', user, advertiser, 'link');
        }
      }
      if (ids.length && rng.chance(0.12)) event('share_open', null, rng.pick(ids));
    }
  }
  await insertInBatches(db, 'usage_events', rows);
  return rows.length;
}
