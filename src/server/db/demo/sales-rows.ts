/**
 * One demo prospect's rows: the customer (flags, reservation, sale link), its contacts (valid for the contact
 * form: names of three letters or more, 10-digit phones, the four phone kinds) and its call history (outcomes a
 * rep picks, then the system's ones matching the flags).
 */
import type { Insertable } from 'kysely';
import { CONTACT_TYPES } from '../../../domain/contacts';
import { PHONE_KINDS } from '../../../domain/contact-form';
import { priceSentence, proposalPrice } from '../../../domain/sales-price';
import type { CallOutcomeName, CloneReason } from '../../../domain/sales';
import type { SalesCallsTable, SalesCustomerContactsTable, SalesCustomersTable } from '../schema-sales';
import { BUSINESS_FIRST, FIRST_NAMES, LAST_NAMES } from './names';
import type { Prng } from './prng';
import {
  CALL_NOTES,
  CATEGORY_OF_INDUSTRY,
  CONTACT_TITLES,
  DECIDER_TITLES,
  MARKET_PLACES,
  PROSPECT_CATEGORIES,
  PROSPECT_NOTES,
  STREETS,
} from './sales-names';

/** What a prospect is in the demo, which decides its flags and its calls. */
export type ProspectKind =
  'available' | 'worked' | 'expired' | 'reservedSam' | 'reservedRita' | 'reservedManager' | 'dnc' | 'locked' | 'sold';

export interface DemoStation {
  id: number;
  sub_agency_id: number | null;
  name: string;
}
export interface DemoAdvertiser {
  id: number;
  name: string;
  industry: string;
  station_id: number | null;
}

export interface ProspectPlan {
  kind: ProspectKind;
  station: DemoStation;
  /** In Rita's station (her and Sam's calls), or another station of the agency (the manager's). */
  inHome: boolean;
  channel: string;
  dncReason: string | null;
  /** The advertiser a sold prospect became. */
  advertiser?: DemoAdvertiser;
}

export interface ProspectContext {
  rng: Prng;
  now: number;
  reps: { rita: number; sam: number; manager: number };
  /** Names given so far, so no two businesses share one. */
  used: Set<string>;
}

type Row<T> = Omit<Insertable<T>, 'customer_id'>;
export interface ProspectRows {
  customer: Insertable<SalesCustomersTable>;
  contacts: Row<SalesCustomerContactsTable>[];
  calls: Row<SalesCallsTable>[];
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SELECTABLE: readonly CallOutcomeName[] = [
  'LeftMessage',
  'SpokeWithGatekeeper',
  'WaitingOnDecisionMaker',
  'GaveBlindDemo',
];

/** The market of a station named '<call sign> <market>', and its state, area code and zip prefix. */
function placeOf(station: DemoStation): { city: string; state: string; area: string; zip: string } {
  const city = station.name.split(' ').slice(1).join(' ');
  return { city, ...(MARKET_PLACES[city] ?? { state: 'TN', area: '615', zip: '372' }) };
}

function businessName(ctx: ProspectContext, names: readonly string[], city: string): string {
  for (let attempt = 0; ; attempt++) {
    const name = ctx.rng
      .pick(names)
      .replace('{place}', ctx.rng.pick(BUSINESS_FIRST))
      .replace('{surname}', ctx.rng.pick(LAST_NAMES))
      .replace('{surname2}', ctx.rng.pick(LAST_NAMES))
      .replace('{city}', city);
    const unique = attempt < 20 ? name : `${name} ${attempt}`;
    if (!ctx.used.has(unique)) {
      ctx.used.add(unique);
      return unique;
    }
  }
}

/** One or two contacts: the decision maker on a work phone, sometimes a second person on a mobile. */
function contactsOf(ctx: ProspectContext, business: string, area: string): Row<SalesCustomerContactsTable>[] {
  const { rng } = ctx;
  const domain = business
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
  const count = rng.chance(0.35) ? 2 : 1;
  return Array.from({ length: count }, (_, number) => {
    const first = rng.pick(FIRST_NAMES);
    return {
      contact_type: number === 0 ? 'decision_maker' : rng.pick(CONTACT_TYPES),
      name: `${first} ${rng.pick(LAST_NAMES)}`,
      email: rng.chance(0.6) ? `${first.toLowerCase()}@${domain}.example` : null,
      phone: `(${area}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`,
      phone_kind: number === 0 ? 'Work' : rng.pick(PHONE_KINDS),
      number,
      title: rng.pick(number === 0 ? DECIDER_TITLES : CONTACT_TITLES),
      company: null,
      position: number,
    };
  });
}

/** The calls of a prospect of a kind, oldest first, and the flags they leave. */
function historyOf(
  ctx: ProspectContext,
  plan: ProspectPlan,
): { calls: Row<SalesCallsTable>[]; customer: Partial<Insertable<SalesCustomersTable>> } {
  const { rng, now, reps } = ctx;
  const home = plan.inHome;
  const rep = (): number => (home ? rng.pick([reps.rita, reps.sam]) : reps.manager);
  const calls: Row<SalesCallsTable>[] = [];
  const call = (
    outcome: CallOutcomeName,
    user: number,
    daysAgo: number,
    extra: { reason?: string; notes?: string } = {},
  ): number => {
    const at = now - daysAgo * DAY - rng.int(0, 5) * HOUR;
    const notes = extra.notes ?? (CALL_NOTES[outcome] ? rng.pick(CALL_NOTES[outcome]) : null);
    calls.push({ user_id: user, outcome, reason: extra.reason ?? null, notes, at });
    return at;
  };
  const org = home ? `station:${plan.station.id}` : 'agency:1';
  const reserve = (user: number, daysAgo: number, days: number): Partial<Insertable<SalesCustomersTable>> => {
    const at = call('Reserved', user, daysAgo);
    return {
      reserved_by: user,
      reserved_org: user === reps.manager ? 'agency:1' : org,
      reserved_until: at + days * DAY,
    };
  };
  switch (plan.kind) {
    case 'available':
      return { calls, customer: {} };
    case 'worked':
      for (let n = rng.int(1, 3), day = 30; n > 0; n--, day -= rng.int(5, 9)) call(rng.pick(SELECTABLE), rep(), day);
      return { calls, customer: {} };
    case 'expired':
      call('LeftMessage', reps.sam, 25);
      return { calls, customer: reserve(home ? reps.sam : reps.manager, 21, 18) };
    case 'reservedSam':
      call('SpokeWithGatekeeper', reps.sam, rng.int(8, 12));
      return { calls, customer: reserve(reps.sam, rng.int(2, 7), 14) };
    case 'reservedRita':
      call('ScheduledDemo', reps.rita, 3);
      return { calls, customer: reserve(reps.rita, 2, 14) };
    case 'reservedManager':
      return { calls, customer: reserve(reps.manager, 1, 14) };
    case 'dnc': {
      const who = rep();
      call(rng.pick(['LeftMessage', 'SpokeWithGatekeeper'] as const), who, rng.int(14, 30));
      call('MarkedDnc', who, rng.int(3, 12), { reason: plan.dncReason! });
      return { calls, customer: { is_dnc: 1, dnc_reason: plan.dncReason } };
    }
    case 'locked':
      call('LeftMessage', rep(), rng.int(40, 60));
      return { calls, customer: { is_station_locked: 1 } };
    case 'sold': {
      const who = rep();
      const price = proposalPrice({
        package: rng.pick(['starter', 'intermediate', 'advanced'] as const),
        market: 'local',
        months: 12,
      });
      call('ScheduledDemo', who, rng.int(45, 60));
      call('ProposalSent', who, rng.int(30, 40), { notes: priceSentence(price) });
      const soldAt = call('Sold', who, rng.int(10, 25));
      return { calls, customer: { is_sold: 1, sold_at: soldAt, sold_by: who, advertiser_id: plan.advertiser!.id } };
    }
  }
}

/** The rows of one prospect. A sold one without an advertiser to link is built as a worked one. */
export function buildProspect(ctx: ProspectContext, given: ProspectPlan): ProspectRows {
  const plan: ProspectPlan = given.kind === 'sold' && !given.advertiser ? { ...given, kind: 'worked' } : given;
  const { rng, now } = ctx;
  const place = placeOf(plan.station);
  const kind = rng.pick(PROSPECT_CATEGORIES);
  const category = plan.advertiser
    ? (CATEGORY_OF_INDUSTRY[plan.advertiser.industry] ?? plan.advertiser.industry)
    : kind.category;
  const name = plan.advertiser ? plan.advertiser.name : businessName(ctx, kind.names, place.city);
  if (plan.advertiser) ctx.used.add(name);
  const created = now - rng.int(70, 120) * DAY;
  const history = historyOf(ctx, plan);
  const last = history.calls[history.calls.length - 1];
  return {
    customer: {
      agency_id: 1,
      sub_agency_id: plan.station.sub_agency_id,
      station_id: plan.station.id,
      name,
      address: `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
      city: place.city,
      state: place.state,
      zip: `${place.zip}${String(rng.int(1, 99)).padStart(2, '0')}`,
      category,
      sales_channel: plan.channel,
      notes: rng.chance(0.4) ? rng.pick(PROSPECT_NOTES) : null,
      created_at: created,
      updated_at: last?.at ?? created,
      updated_by: last?.user_id ?? null,
      ...history.customer,
    },
    contacts: contactsOf(ctx, name, place.area),
    calls: history.calls,
  };
}

/**
 * A clone of a prospect into `station`: name, category, channel, notes and contacts copied; one location serving
 * several markets keeps its address, a second location in the same market gets its own.
 */
export function cloneProspect(
  ctx: ProspectContext,
  original: ProspectRows,
  clone: { fromId: number; reason: CloneReason; by: number; station: DemoStation },
): ProspectRows {
  const o = original.customer;
  const created = ctx.now - ctx.rng.int(2, 8) * DAY;
  const ownAddress = clone.reason === 'MultipleLocationSingleMarket';
  return {
    customer: {
      agency_id: o.agency_id,
      sub_agency_id: clone.station.sub_agency_id,
      station_id: clone.station.id,
      name: o.name,
      address: ownAddress ? `${ctx.rng.int(100, 9899)} ${ctx.rng.pick(STREETS)}` : o.address,
      city: o.city,
      state: o.state,
      zip: o.zip,
      category: o.category,
      sales_channel: o.sales_channel,
      notes: o.notes,
      cloned_from_id: clone.fromId,
      clone_reason: clone.reason,
      created_at: created,
      updated_at: created,
      updated_by: clone.by,
    },
    contacts: original.contacts.map((c) => ({ ...c })),
    calls: [],
  };
}
