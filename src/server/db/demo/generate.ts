import { DateTime } from 'luxon';
import { CAMPAIGN_STATUSES } from '../../../domain/campaign-status';
import { DEMO_ADVERTISER_ID } from '../../../domain/constants';
import { ALL_CAMPAIGN_TYPES } from '../../../domain/tactics';
import type { Db } from '../database';
import type { CampaignsTable } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { BUSINESS_FIRST, BUSINESS_KIND, CAMPAIGN_THEMES, FIRST_NAMES, INDUSTRIES, LAST_NAMES, MARKETS } from './names';
import { FIRST_GENERATED_ADVERTISER_ID, FIXED_AGENCIES, SCALE_PLANS, SHOWCASE_ADVERTISERS } from './plan';
import { Prng } from './prng';
import { insertInBatches } from './batches';

export interface DemoOptions {
  scale: 'small' | 'demo' | 'large';
  seed?: number;
  /** The day the data is built around (campaign flights and statuses); defaults to today in UTC. */
  today?: string;
  /** One scrypt hash of the demo password, computed once by the caller. */
  passwordHash: string;
  now?: number;
}

export interface DemoSummary {
  agencies: number;
  advertisers: number;
  campaigns: number;
  users: number;
}

const STATUSES = CAMPAIGN_STATUSES.map((s) => s.status);
const FEEDS: Record<string, readonly string[]> = { default: ['DV360', 'TTD', 'Xandr', 'Beeswax'] };

/** Builds the deterministic demo tenants into an empty, migrated database. */
export async function generateDemoData(db: Db, options: DemoOptions): Promise<DemoSummary> {
  const rng = new Prng(options.seed ?? 20261121);
  const plan = SCALE_PLANS[options.scale];
  const now = options.now ?? Date.now();
  const today = DateTime.fromISO(options.today ?? DateTime.utc().toISODate()!, { zone: 'utc' });

  const agencies = [
    ...FIXED_AGENCIES.map((a, i) => ({
      id: i + 1,
      name: a.name,
      theme_code: a.theme_code,
      time_zone: a.time_zone,
      root_domain: a.root_domain,
      created_at: now,
    })),
    ...Array.from({ length: plan.extraAgencies }, (_, i) => ({
      id: FIXED_AGENCIES.length + i + 1,
      name: `${rng.pick(BUSINESS_FIRST)} ${rng.pick(['Media', 'Marketing', 'Digital', 'Broadcasting'])} ${i + 1}`,
      theme_code: 'agency',
      time_zone: rng.pick(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']),
      root_domain: null,
      created_at: now,
    })),
  ];
  const subAgencies: { id: number; agency_id: number; name: string }[] = [];
  const stations: { id: number; agency_id: number; sub_agency_id: number | null; name: string; call_sign: string }[] =
    [];
  for (const agency of agencies) {
    for (let s = 0; s < plan.subAgenciesPerAgency; s++) {
      const [market, prefix] = MARKETS[(agency.id * 3 + s) % MARKETS.length]!;
      const sub = { id: subAgencies.length + 1, agency_id: agency.id, name: `${agency.name.split(' ')[0]} ${market}` };
      subAgencies.push(sub);
      for (let t = 0; t < plan.stationsPerSubAgency; t++) {
        const call = `${prefix}${String.fromCharCode(65 + ((sub.id + t * 7) % 26))}${String.fromCharCode(65 + ((sub.id * 5 + t) % 26))}${'TV'[t % 2]}`;
        stations.push({
          id: stations.length + 1,
          agency_id: agency.id,
          sub_agency_id: sub.id,
          name: `${call} ${market}`,
          call_sign: call,
        });
      }
    }
  }

  const advertisers: {
    id: number;
    agency_id: number;
    sub_agency_id: number | null;
    station_id: number | null;
    name: string;
    industry: string;
    logo_url: string | null;
    created_at: number;
  }[] = [];
  const place = (agencyId: number, index: number): { sub_agency_id: number | null; station_id: number | null } => {
    const subs = subAgencies.filter((s) => s.agency_id === agencyId);
    // Every third advertiser is bought agency-wide; the rest through a sub-agency, half of those by a station.
    if (index % 3 === 0 || subs.length === 0) return { sub_agency_id: null, station_id: null };
    const sub = subs[index % subs.length]!;
    const subStations = stations.filter((s) => s.sub_agency_id === sub.id);
    const byStation = index % 4 < 2 && subStations.length > 0;
    const station = byStation ? subStations[Math.floor(index / subs.length) % subStations.length]! : null;
    return { sub_agency_id: sub.id, station_id: station?.id ?? null };
  };
  advertisers.push({
    id: DEMO_ADVERTISER_ID,
    agency_id: 1,
    sub_agency_id: null,
    station_id: null,
    name: 'Demo Advertiser',
    industry: 'Retail',
    logo_url: null,
    created_at: now,
  });
  for (const showcase of SHOWCASE_ADVERTISERS) {
    advertisers.push({
      ...showcase,
      agency_id: 1,
      sub_agency_id: null,
      station_id: null,
      logo_url: null,
      created_at: now,
    });
  }
  let nextAdvertiserId = FIRST_GENERATED_ADVERTISER_ID;
  for (const agency of agencies) {
    for (let i = 0; i < plan.advertisersPerAgency; i++) {
      const industry = rng.pick(INDUSTRIES);
      const name = `${rng.pick(BUSINESS_FIRST)} ${rng.pick(BUSINESS_KIND[industry] ?? ['Company'])}`;
      advertisers.push({
        id: nextAdvertiserId++,
        agency_id: agency.id,
        ...place(agency.id, i + 1),
        name,
        industry,
        logo_url: null,
        created_at: now,
      });
    }
  }

  const orders: { id: number; advertiser_id: number; name: string }[] = [];
  const campaigns: CampaignsTable[] = [];
  const addCampaign = (advertiserId: number, type: string, status: string): void => {
    if (orders.length === 0 || orders[orders.length - 1]!.advertiser_id !== advertiserId || rng.chance(0.3)) {
      orders.push({
        id: 500000 + orders.length + 1,
        advertiser_id: advertiserId,
        name: `${rng.pick(CAMPAIGN_THEMES)} ${today.year} Order`,
      });
    }
    campaigns.push(
      buildCampaign(rng, today, now, {
        id: 700000 + campaigns.length + 1,
        advertiserId,
        orderId: orders[orders.length - 1]!.id,
        type,
        status,
      }),
    );
  };
  ALL_CAMPAIGN_TYPES.forEach((type, i) =>
    addCampaign(SHOWCASE_ADVERTISERS[0].id, type, STATUSES[i % STATUSES.length]!),
  );
  for (const status of STATUSES) addCampaign(SHOWCASE_ADVERTISERS[0].id, 'DISPLAY', status);
  for (const type of ['OTT', 'PREROLL', 'DISPLAY', 'SEM']) addCampaign(SHOWCASE_ADVERTISERS[1].id, type, 'Live');
  for (const type of ['OTT', 'DISPLAY', 'PREROLL', 'SOCIAL']) addCampaign(DEMO_ADVERTISER_ID, type, 'Live');
  const common = [
    'OTT',
    'PREROLL',
    'DISPLAY',
    'VIDEO',
    'SEM',
    'SOCIAL',
    'BROADCAST',
    'AUDIO',
    'SIMPGEOFENCE',
    'EMAILMARKETING',
  ];
  for (const advertiser of advertisers.filter((a) => a.id >= FIRST_GENERATED_ADVERTISER_ID)) {
    const count = rng.int(...plan.campaignsPerAdvertiser);
    for (let c = 0; c < count; c++)
      addCampaign(
        advertiser.id,
        rng.chance(0.85) ? rng.pick(common) : rng.pick(ALL_CAMPAIGN_TYPES),
        weightedStatus(rng),
      );
  }

  await insertInBatches(db, 'agencies', agencies);
  await insertInBatches(db, 'sub_agencies', subAgencies);
  await insertInBatches(db, 'stations', stations);
  await insertInBatches(db, 'advertisers', advertisers);
  await insertInBatches(
    db,
    'agency_products',
    agencies.flatMap((a) => productsFor(a.id, rng).map((product_code) => ({ agency_id: a.id, product_code }))),
  );
  await insertInBatches(db, 'orders', orders);
  await insertInBatches(db, 'campaigns', campaigns);
  const users = await insertUsers(db, rng, options, plan.staffPerAgency, agencies, demoScopes(advertisers));
  return { agencies: agencies.length, advertisers: advertisers.length, campaigns: campaigns.length, users };
}

/**
 * The sub-agency and station of agency A given to the demo sub-agency and station users: the busiest ones,
 * the station outside that sub-agency, so the two users' scopes differ and neither is empty.
 */
function demoScopes(advertisers: { agency_id: number; sub_agency_id: number | null; station_id: number | null }[]): {
  subAgencyId: number;
  stationId: number;
} {
  const inA = advertisers.filter((a) => a.agency_id === 1);
  const busiest = (ids: number[]): number => {
    const counts = new Map<number, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]![0];
  };
  const subAgencyId = busiest(inA.flatMap((a) => (a.sub_agency_id === null ? [] : [a.sub_agency_id])));
  const stationId = busiest(
    inA.flatMap((a) => (a.station_id === null || a.sub_agency_id === subAgencyId ? [] : [a.station_id])),
  );
  return { subAgencyId, stationId };
}

function productsFor(agencyId: number, rng: Prng): string[] {
  // The two demo agencies sell everything; the others a believable subset.
  if (agencyId <= 2) return [...ALL_CAMPAIGN_TYPES];
  return ALL_CAMPAIGN_TYPES.filter((t) => ['OTT', 'PREROLL', 'DISPLAY'].includes(t) || rng.chance(0.5));
}

function weightedStatus(rng: Prng): string {
  const roll = rng.next();
  if (roll < 0.45) return 'Live';
  if (roll < 0.7) return 'Completed';
  return rng.pick(STATUSES);
}

interface CampaignSeed {
  id: number;
  advertiserId: number;
  orderId: number;
  type: string;
  status: string;
}

/** Flight dates agree with the status: live spans today, completed ended, proposals start later. */
function buildCampaign(rng: Prng, today: DateTime, now: number, seed: CampaignSeed): CampaignsTable {
  let start: DateTime;
  let end: DateTime;
  if (seed.status === 'Completed') {
    end = today.minus({ days: rng.int(1, 200) });
    start = end.minus({ days: rng.int(14, 120) });
  } else if (['Proposal', 'Reserved', 'Partially Reserved'].includes(seed.status)) {
    start = today.plus({ days: rng.int(3, 45) });
    end = start.plus({ days: rng.int(30, 120) });
  } else {
    start = today.minus({ days: rng.int(5, 150) });
    end = today.plus({ days: rng.int(5, 120) });
  }
  const feeds = FEEDS.default!;
  const feed = rng.chance(0.2) ? JSON.stringify([rng.pick(feeds), rng.pick(feeds)]) : JSON.stringify(rng.pick(feeds));
  const spendType = rng.pick(['CPM', 'CPM', 'FLAT', 'MARKUP']);
  const theme = rng.pick(CAMPAIGN_THEMES);
  return {
    id: seed.id,
    advertiser_id: seed.advertiserId,
    order_id: seed.orderId,
    name: `${theme} - ${seed.type} - ${start.toFormat('LLL yyyy')}`,
    friendly_name: rng.chance(0.3) ? `${theme} ${seed.type.toLowerCase()}` : null,
    campaign_type: seed.type,
    analytics_type: seed.type === 'GA' ? 'GA4' : null,
    feed_source: feed,
    impression_goal: ['SEM', 'GOOGLESEARCH', 'GA', 'CALLTRACKING', 'EMAILMARKETING'].includes(seed.type)
      ? null
      : rng.int(50, 2000) * 1000,
    hide_spend: rng.chance(0.1) ? 1 : 0,
    start_date: start.toISODate()!,
    end_date: end.toISODate()!,
    status: seed.status,
    spend_type: spendType,
    spend_rate: spendType === 'MARKUP' ? rng.int(10, 35) / 100 : spendType === 'CPM' ? rng.int(800, 3200) / 100 : 0,
    created_at: now,
  };
}

async function insertUsers(
  db: Db,
  rng: Prng,
  options: DemoOptions,
  staffPerAgency: number,
  agencies: { id: number; name: string }[],
  scopes: { subAgencyId: number; stationId: number },
): Promise<number> {
  const now = options.now ?? Date.now();
  const agencyIds = { A: 1, B: 2 } as const;
  const subA = { id: scopes.subAgencyId };
  const stationA = { id: scopes.stationId };
  let count = 0;
  for (const account of DEMO_ACCOUNTS) {
    const { id } = await db
      .insertInto('users')
      .values({
        email: account.email,
        full_name: account.fullName,
        password_hash: options.passwordHash,
        is_superuser: account.superuser ? 1 : 0,
        status: 1,
        created_at: now,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    count++;
    if (account.roles.length)
      await db
        .insertInto('user_roles')
        .values(account.roles.map((role_code) => ({ user_id: id, role_code })))
        .execute();
    for (const [position, key] of account.agencies.entries()) {
      const agencyId = agencyIds[key];
      await db
        .insertInto('user_agencies')
        .values({
          user_id: id,
          agency_id: agencyId,
          position,
          sub_agency_id: account.scope === 'subAgency' ? subA.id : null,
          station_id: account.scope === 'station' ? stationA.id : null,
        })
        .execute();
      if (account.agencyRights?.length) {
        await db
          .insertInto('user_agency_rights')
          .values(account.agencyRights.map((right_code) => ({ user_id: id, agency_id: agencyId, right_code })))
          .execute();
      }
    }
    if (account.scope === 'advertisers') {
      await db
        .insertInto('user_advertisers')
        .values(SHOWCASE_ADVERTISERS.map((a) => ({ user_id: id, advertiser_id: a.id })))
        .execute();
    }
  }
  for (const agency of agencies) {
    for (let i = 0; i < staffPerAgency; i++) {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const email = `${first}.${last}.${agency.id}${i}@staff.sightline.test`.toLowerCase();
      const { id } = await db
        .insertInto('users')
        .values({
          email,
          full_name: `${first} ${last}`,
          password_hash: options.passwordHash,
          is_superuser: 0,
          status: i === staffPerAgency - 1 ? -1 : 1,
          created_at: now,
          last_login_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      count++;
      await db
        .insertInto('user_roles')
        .values({ user_id: id, role_code: rng.pick(['mc', 'mc', 'dashadmin', 'imgadmin', 'test']) })
        .execute();
      await db
        .insertInto('user_agencies')
        .values({ user_id: id, agency_id: agency.id, position: 0, sub_agency_id: null, station_id: null })
        .execute();
    }
  }
  return count;
}
