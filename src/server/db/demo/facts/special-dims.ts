import { MIN_COUNTED_AIRING_SECONDS } from '../../fact-dimensions';
import type { Prng } from '../prng';
import type { Calendar } from './calendar';
import type { DayDelivery } from './daily';
import type { EmitDim } from './hours';
import type { KeyPool } from './pools';
import type { DimMeasures } from './rows';
import { CALL_TRACKING_OUTCOMES } from './catalog';
import { splitInteger } from './split';

interface Airing {
  key: string;
  station: number;
  seconds: number;
  weight: number;
}

/**
 * Broadcast: the day's airings (`d.units`), each an 'airing' row keyed `CALLSIGN|HH:MM|:30` with airings 1 and
 * its length in seconds, plus one 'station' row per station with the counted airings. About one airing in
 * thirty is a clipped spot under 4 seconds: it has no impressions or cost and is left out of station counts.
 * Household impressions split like impressions; each airing's GRPs are its households over the market's TV
 * homes × 100. The day's airings, airtime and GRPs (`d`) become those of its counted airings.
 */
export function broadcastRows(
  d: DayDelivery,
  stations: KeyPool,
  tvHomes: number | null,
  rng: Prng,
  emit: EmitDim,
): void {
  const airings: Airing[] = [];
  const used = new Set<string>();
  for (let i = 0; i < d.units; i++) {
    const station = stations.pick(rng, 1)[0] ?? 0;
    const short = i > 0 && rng.chance(0.035);
    const seconds = short ? Math.round(rng.range(1, 3.9) * 10) / 10 : rng.pick([15, 30, 30, 60]);
    let minute = rng.int(5 * 60, 24 * 60 + 59) % (24 * 60);
    let key = '';
    do {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      key = `${stations.keys[station]}|${time}|:${Math.round(seconds)}`;
      minute = (minute + 1) % (24 * 60);
    } while (used.has(key));
    used.add(key);
    airings.push({ key, station, seconds, weight: short ? 0 : seconds * rng.range(0.5, 1.5) });
  }
  airings.sort((a, b) => (a.key < b.key ? -1 : 1));
  const weights = airings.map((a) => a.weight);
  const impressions = splitInteger(d.impressions, weights);
  const cents = splitInteger(d.cents, weights);
  const households = splitInteger(d.households, weights);
  const perStation = stations.keys.map(() => ({
    impressions: 0,
    cents: 0,
    households: 0,
    airings: 0,
    seconds: 0,
    grps: 0,
  }));
  let counted = 0;
  let seconds = 0;
  let grps = 0;
  airings.forEach((airing, i) => {
    // GRPs: the airing's household impressions as a percentage of the market's TV homes.
    const rating = tvHomes ? roundTo((households[i]! / tvHomes) * 100, 2) : 0;
    emit('airing', airing.key, {
      impressions: impressions[i],
      cents: cents[i],
      households: households[i],
      grps: rating,
      airings: 1,
      seconds: airing.seconds,
    });
    if (airing.seconds < MIN_COUNTED_AIRING_SECONDS) return;
    const total = perStation[airing.station]!;
    total.impressions += impressions[i]!;
    total.cents += cents[i]!;
    total.households += households[i]!;
    total.airings += 1;
    total.seconds += airing.seconds;
    total.grps = roundTo(total.grps + rating, 2);
    counted += 1;
    seconds += airing.seconds;
    grps += rating;
  });
  for (const i of stations.sortedAll()) {
    if (perStation[i]!.airings > 0) emit('station', stations.keys[i]!, perStation[i]!);
  }
  d.airings = counted;
  d.seconds = roundTo(seconds, 1);
  d.grps = roundTo(grps, 2);
}

const roundTo = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;

/** E-mail: opens (as impressions) and clicks go to the send they came from, keyed `Subject (yyyy-MM-dd)`. */
export function emailRows(d: DayDelivery, subjects: KeyPool, calendar: Calendar, emit: EmitDim): void {
  if (d.impressions === 0 || d.sendIndex < 0) return;
  const subject = subjects.keys[Math.floor((calendar.firstEpoch + d.sendIndex) / 7) % subjects.keys.length]!;
  emit('email_campaign', `${subject} (${calendar.isoOf(d.sendIndex)})`, {
    impressions: d.impressions,
    clicks: d.clicks,
    cents: d.cents,
    conversions: d.conversions,
    sends: d.sends,
    deliveries: d.deliveries,
    opens: d.opens,
  });
}

/** Web analytics measures split by traffic source. */
const WEB_MEASURES = [
  'sessions',
  'users',
  'new_users',
  'engaged_sessions',
  'pageviews',
  'session_seconds',
  'conversions',
] as const;

/** Web analytics: sessions, users, page views, time on site and goal completions by traffic source. */
export function webRows(d: DayDelivery, sources: KeyPool, rng: Prng, emit: EmitDim): void {
  const weights = sources.weights.map((w) => w * rng.range(0.9, 1.1));
  const parts = WEB_MEASURES.map((m) => splitInteger(d[m], weights));
  for (const i of sources.sortedAll()) {
    if (!parts[0]![i] && !parts[6]![i]) continue;
    const row: DimMeasures = {};
    WEB_MEASURES.forEach((m, k) => (row[m] = parts[k]![i]));
    emit('web', sources.keys[i]!, row);
  }
}

/**
 * Call tracking: calls by outcome as call-tracking users know them. Answered calls are leads (Lead, Appointment
 * Booked, Sale: the day's conversions) or not (Not a Lead); unanswered ones went to Voicemail or were Missed.
 */
export function callRows(d: DayDelivery, outcomes: KeyPool, rng: Prng, emit: EmitDim): void {
  const leadWeights = CALL_TRACKING_OUTCOMES.map((o) => (o.lead ? o.weight * rng.range(0.8, 1.2) : 0));
  const notLeadWeights = CALL_TRACKING_OUTCOMES.map((o) => (o.answered && !o.lead ? 1 : 0));
  const missedWeights = CALL_TRACKING_OUTCOMES.map((o) => (o.answered ? 0 : o.weight * rng.range(0.8, 1.2)));
  const leads = splitInteger(d.conversions, leadWeights);
  const notLeads = splitInteger(Math.max(0, d.answered_calls - d.conversions), notLeadWeights);
  const missed = splitInteger(d.calls - d.answered_calls, missedWeights);
  const calls = CALL_TRACKING_OUTCOMES.map((_, i) => leads[i]! + notLeads[i]! + missed[i]!);
  const firstTime = splitInteger(d.first_time_callers, calls);
  const answeredSeconds = CALL_TRACKING_OUTCOMES.map((o, i) => (o.answered ? calls[i]! : 0));
  const callSeconds = splitInteger(d.call_seconds, answeredSeconds);
  for (const i of outcomes.sortedAll()) {
    const k = CALL_TRACKING_OUTCOMES.findIndex((o) => o.name === outcomes.keys[i]);
    if (k < 0 || !calls[k]) continue;
    emit('call_outcome', outcomes.keys[i]!, {
      calls: calls[k],
      answered_calls: CALL_TRACKING_OUTCOMES[k]!.answered ? calls[k] : 0,
      first_time_callers: firstTime[k],
      call_seconds: callSeconds[k],
      conversions: leads[k],
    });
  }
}
