import type { GeoReference, ZipRecord } from '../../../geo/reference';
import { prngFor, type Prng } from '../prng';

/** Where an advertiser does business: one to three markets and the zips its campaigns reach. */
export interface AdvertiserHome {
  dmaCodes: number[];
  /** Distinct zips, the most important first. */
  zips: ZipRecord[];
  /** Cities of the first zips, for local outlets, keywords and geofence addresses. */
  cities: string[];
}

const ZIP_POOL = 150;

function weightedIndex(rng: Prng, weights: readonly number[], sum: number): number {
  let roll = rng.next() * sum;
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i]!;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

/**
 * Picks the advertiser's markets weighted by TV homes (big markets hold more advertisers), then zips from them
 * weighted the same way, so a New York advertiser's zips are mostly in New York.
 */
export function advertiserHome(geo: GeoReference, seed: number, advertiserId: number): AdvertiserHome {
  const rng = prngFor(seed, advertiserId, 11);
  const markets = geo.dmas.filter((d) => (geo.zipsByDma.get(d.code)?.length ?? 0) > 0);
  const homes = markets.map((d) => d.tvHomes ?? 1);
  const homesSum = homes.reduce((a, b) => a + b, 0);
  const count = rng.chance(0.6) ? 1 : rng.chance(0.6) ? 2 : 3;
  const dmaCodes: number[] = [];
  while (dmaCodes.length < count) {
    const code = markets[weightedIndex(rng, homes, homesSum)]!.code;
    if (!dmaCodes.includes(code)) dmaCodes.push(code);
  }
  const weights = dmaCodes.map((code, i) => (geo.dmas.find((d) => d.code === code)?.tvHomes ?? 1) / (i + 1));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const available = dmaCodes.reduce((n, code) => n + geo.zipsByDma.get(code)!.length, 0);
  const seen = new Set<string>();
  const zips: ZipRecord[] = [];
  for (let tries = 0; zips.length < Math.min(ZIP_POOL, available) && tries < ZIP_POOL * 20; tries++) {
    const list = geo.zipsByDma.get(dmaCodes[weightedIndex(rng, weights, weightSum)]!)!;
    const zip = list[Math.floor(rng.next() * list.length)]!;
    if (seen.has(zip.zip)) continue;
    seen.add(zip.zip);
    zips.push(zip);
  }
  const cities = [...new Set(zips.map((z) => z.city))].slice(0, 6);
  return { dmaCodes, zips, cities };
}
