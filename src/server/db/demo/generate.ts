import { DateTime } from 'luxon';
import { DEMO_ADVERTISER_ID } from '../../../domain/constants';
import { ALL_CAMPAIGN_TYPES } from '../../../domain/tactics';
import type { Db } from '../database';
import type { Insertable } from 'kysely';
import type { CampaignsTable } from '../schema';
import { buildCampaign, productsFor, STATUSES, weightedStatus } from './campaigns';
import { BUSINESS_FIRST, BUSINESS_KIND, CAMPAIGN_THEMES, INDUSTRIES, MARKETS } from './names';
import {
  FIRST_GENERATED_ADVERTISER_ID,
  FIXED_AGENCIES,
  SCALE_PLANS,
  SHOWCASE_ADVERTISERS,
  type ScalePlan,
} from './plan';
import { Prng } from './prng';
import { insertInBatches } from './batches';
import { loadDemoFacts, type DemoFactCounts } from './load-facts';
import { seedTooltips } from './tooltips';
import { seedUsageEvents } from './usage';
import { demoScopes, insertUsers } from './users';
import { seedAccessGroups } from './access-groups';
import { seedSalesProspects } from './sales';

export interface DemoOptions {
  scale: 'small' | 'demo' | 'large';
  seed?: number;
  /** The day the data is built around (campaign flights and statuses); defaults to today in UTC. */
  today?: string;
  /** One scrypt hash of the demo password, computed once by the caller. */
  passwordHash: string;
  now?: number;
  /** Leave the fact tables empty (the large-scale seed loads them afterwards through a faster path). */
  skipFacts?: boolean;
  /** Sizes to use instead of the scale's (the large seed shrinks advertisers to reach a row target). */
  plan?: ScalePlan;
}

export interface DemoSummary {
  agencies: number;
  advertisers: number;
  campaigns: number;
  users: number;
  facts?: DemoFactCounts;
}

/** Seed of the demo data set unless a caller names another. */
export const DEFAULT_SEED = 20261121;
const DELIVERING = new Set(['Live', 'Completed', 'Paused']);

/** Builds the deterministic demo tenants into an empty, migrated database. */
export async function generateDemoData(db: Db, options: DemoOptions): Promise<DemoSummary> {
  const rng = new Prng(options.seed ?? DEFAULT_SEED);
  const plan = options.plan ?? SCALE_PLANS[options.scale];
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
  const campaigns: Insertable<CampaignsTable>[] = [];
  const addCampaign = (advertiserId: number, type: string, status: string, gen = rng): void => {
    if (orders.length === 0 || orders[orders.length - 1]!.advertiser_id !== advertiserId || gen.chance(0.3)) {
      orders.push({
        id: 500000 + orders.length + 1,
        advertiser_id: advertiserId,
        name: `${gen.pick(CAMPAIGN_THEMES)} ${today.year} Order`,
      });
    }
    campaigns.push(
      buildCampaign(gen, today, now, {
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

  // The showcase advertiser delivers every type: where its first campaign of a type is not delivering, a live one
  // joins it. Added last, from a generator of its own, so every other id and name stays as it was.
  const showcaseRng = new Prng((options.seed ?? DEFAULT_SEED) + 1);
  ALL_CAMPAIGN_TYPES.forEach((type, i) => {
    if (!DELIVERING.has(STATUSES[i % STATUSES.length]!))
      addCampaign(SHOWCASE_ADVERTISERS[0].id, type, 'Live', showcaseRng);
  });

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
  await seedAccessGroups(db, now);
  await seedSalesProspects(db, { seed: options.seed ?? DEFAULT_SEED, today: today.toISODate()! });
  // Every scale gets the tooltip catalogue (the large seed comes through here too, without facts).
  await seedTooltips(db, now);
  await seedUsageEvents(db, { seed: options.seed ?? DEFAULT_SEED, today: today.toISODate()! });
  const summary = { agencies: agencies.length, advertisers: advertisers.length, campaigns: campaigns.length, users };
  if (options.skipFacts) return summary;
  const factOptions = { scale: options.scale, seed: options.seed ?? DEFAULT_SEED, today: today.toISODate()!, now };
  return { ...summary, facts: await loadDemoFacts(db, factOptions) };
}
