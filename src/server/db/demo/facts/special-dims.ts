import { MIN_COUNTED_AIRING_SECONDS } from '../../fact-dimensions';
import type { Prng } from '../prng';
import type { Calendar } from './calendar';
import type { DayDelivery } from './daily';
import type { EmitDim } from './hours';
import type { KeyPool } from './pools';
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
 */
export function broadcastRows(d: DayDelivery, stations: KeyPool, rng: Prng, emit: EmitDim): void {
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
  const perStation = stations.keys.map(() => ({ impressions: 0, cents: 0, airings: 0, seconds: 0 }));
  airings.forEach((airing, i) => {
    emit('airing', airing.key, { impressions: impressions[i], cents: cents[i], airings: 1, seconds: airing.seconds });
    if (airing.seconds < MIN_COUNTED_AIRING_SECONDS) return;
    const total = perStation[airing.station]!;
    total.impressions += impressions[i]!;
    total.cents += cents[i]!;
    total.airings += 1;
    total.seconds += airing.seconds;
  });
  for (const i of stations.sortedAll()) {
    if (perStation[i]!.airings > 0) emit('station', stations.keys[i]!, perStation[i]!);
  }
}

/** E-mail: opens (as impressions) and clicks go to the send they came from, keyed `Subject (yyyy-MM-dd)`. */
export function emailRows(d: DayDelivery, subjects: KeyPool, calendar: Calendar, emit: EmitDim): void {
  if (d.impressions === 0 || d.sendIndex < 0) return;
  const subject = subjects.keys[Math.floor((calendar.firstEpoch + d.sendIndex) / 7) % subjects.keys.length]!;
  emit('email_campaign', `${subject} (${calendar.isoOf(d.sendIndex)})`, {
    impressions: d.impressions,
    clicks: d.clicks,
    cents: d.cents,
    conversions: d.conversions,
  });
}

/** Web analytics: sessions by traffic source, page views two to four per session, goal completions. */
export function webRows(d: DayDelivery, sources: KeyPool, rng: Prng, emit: EmitDim): void {
  const sessions = splitInteger(d.units, sources.weights);
  const conversions = splitInteger(d.conversions, sources.weights);
  for (const i of sources.sortedAll()) {
    if (!sessions[i] && !conversions[i]) continue;
    const pageviews = Math.round(sessions[i]! * rng.range(1.8, 3.6));
    emit('web', sources.keys[i]!, { sessions: sessions[i], pageviews, conversions: conversions[i] });
  }
}
