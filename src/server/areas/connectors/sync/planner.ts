/**
 * The sync engine's planner (engine.ts): the daily syncs of each agency once its own day has turned, the per-source
 * request budget shared by every instance, and the order due syncs are worked in.
 */
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { CONNECTORS } from '../../../../../connectors';
import type { ConnectorId } from '../../../../domain/connectors';
import type { Db } from '../../../db/database';
import type { SyncLog } from './options';

const BUDGET_PREFIX = 'connector_budget:';
const DAILY_PREFIX = 'connector_daily:';
/** Days a daily-sync claim is kept (a later instance with a slower clock still sees it). */
const DAILY_CLAIM_DAYS = 3;

/** The start of the local day of `millis` in an IANA zone (UTC when the zone is unknown). */
export function localDay(millis: number, timeZone: string): DateTime {
  const local = DateTime.fromMillis(millis, { zone: timeZone });
  return (local.isValid ? local : DateTime.fromMillis(millis, { zone: 'utc' })).startOf('day');
}

/**
 * Each agency's daily syncs once its own day (agencies.time_zone) has turned: yesterday and the day before (late
 * data) of that day, for every live data link of the agency linked before its local midnight whose credential is
 * healthy. Once per agency-day across instances: the settings row `connector_daily:<agency>:<yesterday>` is the
 * claim, inserted in the same transaction as the syncs. Answers how many syncs it planned.
 */
export async function planDaily(db: Db, now: number, instanceId: string, log: SyncLog): Promise<number> {
  const daily = Object.values(CONNECTORS)
    .filter((manifest) => manifest.flags.dailySync)
    .map((manifest) => manifest.id);
  const agencies = await db
    .selectFrom('agencies')
    .select(['agencies.id', 'agencies.time_zone'])
    .where('agencies.id', 'in', (eb) =>
      eb
        .selectFrom('connector_links')
        .select('connector_links.agency_id')
        .where('connector_links.removed_at', 'is', null)
        .where('connector_links.campaign_id', 'is not', null),
    )
    .orderBy('agencies.id')
    .execute();
  let planned = 0;
  for (const agency of agencies) planned += await planAgencyDay(db, now, instanceId, log, agency, daily);
  return planned;
}

async function planAgencyDay(
  db: Db,
  now: number,
  instanceId: string,
  log: SyncLog,
  agency: { id: number; time_zone: string },
  daily: ConnectorId[],
): Promise<number> {
  const today = localDay(now, agency.time_zone);
  const yesterday = today.minus({ days: 1 }).toISODate()!;
  const before = today.minus({ days: 2 }).toISODate()!;
  const prefix = `${DAILY_PREFIX}${agency.id}:`;
  const key = `${prefix}${yesterday}`;
  const known = await db.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst();
  if (known) return 0;
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('settings')
      .values({ key, value: instanceId })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claim) return 0;
    const oldest = today.minus({ days: DAILY_CLAIM_DAYS }).toISODate()!;
    await trx
      .deleteFrom('settings')
      .where('key', 'like', `${prefix}%`)
      .where('key', '<', `${prefix}${oldest}`)
      .execute();
    const links = await trx
      .selectFrom('connector_links')
      .innerJoin('connector_credentials', 'connector_credentials.id', 'connector_links.credential_id')
      .select(['connector_links.id', 'connector_links.source'])
      .where('connector_links.agency_id', '=', agency.id)
      .where('connector_links.removed_at', 'is', null)
      .where('connector_links.campaign_id', 'is not', null)
      .where('connector_links.connected_at', '<', today.toMillis())
      .where('connector_links.source', 'in', daily)
      .where('connector_credentials.status', '=', 'healthy')
      .execute();
    for (let i = 0; i < links.length; i += 200) {
      await trx
        .insertInto('connector_syncs')
        .values(
          links.slice(i, i + 200).map((link) => ({
            link_id: link.id,
            source: link.source,
            kind: 'daily' as const,
            status: 'queued' as const,
            range_start: before,
            range_end: yesterday,
            days_total: 2,
            next_attempt_at: now,
            claimed_by: null,
            claimed_until: null,
            error: null,
            requested_by: 'daily sync',
            created_at: now,
            updated_at: now,
            finished_at: null,
          })),
        )
        .execute();
    }
    if (links.length)
      log.info({ links: links.length, day: yesterday, agencyId: agency.id }, 'connector daily syncs planned');
    return links.length;
  });
}

/** Budget counters of minutes gone by (this minute's and the last one's stay). */
export async function forgetOldBudgets(db: Db, now: number): Promise<void> {
  const minute = Math.floor(now / 60_000);
  await db
    .deleteFrom('settings')
    .where('key', 'like', `${BUDGET_PREFIX}%`)
    .where('key', 'not like', `%:${minute}`)
    .where('key', 'not like', `%:${minute - 1}`)
    .execute();
}

/** Spends one request of the source's budget for this minute, across instances; false when it is spent. */
export async function spend(db: Db, now: number, source: ConnectorId, budget: number): Promise<boolean> {
  const key = `${BUDGET_PREFIX}${source}:${Math.floor(now / 60_000)}`;
  await db
    .insertInto('settings')
    .values({ key, value: '0' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const result = await db
    .updateTable('settings')
    .set({ value: sql`cast(cast(value as integer) + 1 as text)` })
    .where('key', '=', key)
    .where(sql`cast(value as integer)`, '<', budget)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Due syncs in the planner's order: daily and re-sync before backfill, then the longest waiting. */
export async function candidates(db: Db, now: number): Promise<{ id: number; source: ConnectorId; kind: string }[]> {
  return db
    .selectFrom('connector_syncs')
    .select(['id', 'source', 'kind'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('claimed_until', '<', now)]),
      ]),
    )
    .orderBy(sql`case kind when 'backfill' then 1 else 0 end`)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(100)
    .execute();
}
