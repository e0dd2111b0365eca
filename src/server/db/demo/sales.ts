/**
 * The demo's sales prospects (issue 28): about forty local businesses over agency A's stations, from the seed, so
 * the sales reps Rita and Sam meet every availability label in their station: plainly available ones (some with
 * calls), sold ones linked to the station's advertisers, do-not-call with each reason, station-locked, reserved by
 * Sam (live), reserved to Rita, a reservation that has run out, and clones. Times hang off the demo day's noon in
 * New York (the API tests' fixed clock), so live reservations stay live while the demo is fresh.
 */
import { DateTime } from 'luxon';
import { DO_NOT_CALL_REASONS, SALES_CHANNELS, type CloneReason } from '../../../domain/sales';
import type { Db } from '../database';
import {
  buildProspect,
  cloneProspect,
  type DemoAdvertiser,
  type ProspectKind,
  type ProspectPlan,
  type ProspectRows,
} from './sales-rows';
import { Prng } from './prng';

/** Rita's station: every label she can meet, several plainly available. */
const RITA_STATION: readonly ProspectKind[] = [
  'available',
  'available',
  'available',
  'available',
  'worked',
  'worked',
  'worked',
  'expired',
  'reservedSam',
  'reservedSam',
  'reservedRita',
  'dnc',
  'dnc',
  'dnc',
  'dnc',
  'locked',
  'locked',
  'sold',
  'sold',
];

/** The agency's other stations, round robin. */
const ELSEWHERE: readonly ProspectKind[] = [
  'available',
  'worked',
  'available',
  'dnc',
  'available',
  'sold',
  'worked',
  'available',
  'reservedManager',
  'available',
  'locked',
  'worked',
  'expired',
  'available',
  'dnc',
  'sold',
  'available',
];

const DEMO_AGENCY = 1;
const REPS = {
  rita: 'sales.rep@sightline.test',
  sam: 'sales.rep2@sightline.test',
  manager: 'agency.admin@sightline.test',
} as const;

/** The demo day's noon in agency A's zone: the moment reservations and calls are measured from. */
export function demoSalesNow(today: string): number {
  return DateTime.fromISO(today, { zone: 'America/New_York' }).set({ hour: 12 }).toMillis();
}

/** Inserts one prospect with its contacts and calls; returns its id. */
async function insertProspect(db: Db, rows: ProspectRows): Promise<number> {
  const { id } = await db.insertInto('sales_customers').values(rows.customer).returning('id').executeTakeFirstOrThrow();
  if (rows.contacts.length)
    await db
      .insertInto('sales_customer_contacts')
      .values(rows.contacts.map((c) => ({ ...c, customer_id: id })))
      .execute();
  if (rows.calls.length)
    await db
      .insertInto('sales_calls')
      .values(rows.calls.map((c) => ({ ...c, customer_id: id })))
      .execute();
  return id;
}

/** Builds the prospects into a database holding the demo tenants and accounts; returns how many. */
export async function seedSalesProspects(db: Db, options: { seed: number; today: string }): Promise<number> {
  const users = await db
    .selectFrom('users')
    .leftJoin('user_agencies', (join) =>
      join.onRef('user_agencies.user_id', '=', 'users.id').on('user_agencies.agency_id', '=', DEMO_AGENCY),
    )
    .select(['users.id', 'users.email', 'user_agencies.station_id'])
    .where('users.email', 'in', Object.values(REPS))
    .execute();
  const idOf = (email: string): number | undefined => users.find((u) => u.email === email)?.id;
  const [rita, sam, manager] = [idOf(REPS.rita), idOf(REPS.sam), idOf(REPS.manager)];
  const home = users.find((u) => u.email === REPS.rita)?.station_id;
  if (rita === undefined || sam === undefined || manager === undefined || !home) return 0;

  const stations = await db
    .selectFrom('stations')
    .select(['id', 'sub_agency_id', 'name'])
    .where('agency_id', '=', DEMO_AGENCY)
    .orderBy('id')
    .execute();
  const advertisers: DemoAdvertiser[] = await db
    .selectFrom('advertisers')
    .select(['id', 'name', 'industry', 'station_id'])
    .where('agency_id', '=', DEMO_AGENCY)
    .where('station_id', 'is not', null)
    .orderBy('id')
    .execute();
  const homeStation = stations.find((s) => s.id === home)!;
  const others = stations.filter((s) => s.id !== home);
  const rng = new Prng(options.seed + 28);
  const context = { rng, now: demoSalesNow(options.today), reps: { rita, sam, manager }, used: new Set<string>() };

  // Each sold prospect takes the next advertiser of its station not taken yet; without one it stays available.
  const taken = new Set<number>();
  const advertiserFor = (stationId: number): DemoAdvertiser | undefined => {
    const found = advertisers.find((a) => a.station_id === stationId && !taken.has(a.id));
    if (found) taken.add(found.id);
    return found;
  };
  let dncIndex = 0;
  const plans: ProspectPlan[] = [
    ...RITA_STATION.map((kind) => ({ kind, station: homeStation, inHome: true })),
    ...(others.length
      ? ELSEWHERE.map((kind, i) => ({ kind, station: others[i % others.length]!, inHome: false }))
      : []),
  ].map((plan) => ({
    ...plan,
    channel: rng.chance(0.5) ? 'Station' : rng.pick(SALES_CHANNELS),
    dncReason: plan.kind === 'dnc' ? DO_NOT_CALL_REASONS[dncIndex++ % DO_NOT_CALL_REASONS.length]! : null,
    advertiser: plan.kind === 'sold' ? advertiserFor(plan.station.id) : undefined,
  }));

  const built = plans.map((plan) => buildProspect(context, plan));
  const ids: number[] = [];
  for (const rows of built) ids.push(await insertProspect(db, rows));

  // Clones: a business with a location in another market copied into Rita's station, and a second location of
  // one of her station's businesses in the same market; the original's history says who cloned it.
  const clones: { from: number; reason: CloneReason; by: number }[] = [];
  const away = plans.findIndex((p) => !p.inHome && p.kind === 'worked');
  const here = plans.findIndex((p) => p.inHome && p.kind === 'worked');
  if (away >= 0) clones.push({ from: away, reason: 'OneLocationMultipleMarkets', by: rita });
  if (here >= 0) clones.push({ from: here, reason: 'MultipleLocationSingleMarket', by: sam });
  for (const clone of clones) {
    const rows = cloneProspect(context, built[clone.from]!, {
      ...clone,
      fromId: ids[clone.from]!,
      station: homeStation,
    });
    await insertProspect(db, rows);
    await db
      .insertInto('sales_calls')
      .values({
        customer_id: ids[clone.from]!,
        user_id: clone.by,
        outcome: 'Cloned',
        reason: null,
        notes: null,
        at: rows.customer.created_at,
      })
      .execute();
  }
  return plans.length + clones.length;
}
