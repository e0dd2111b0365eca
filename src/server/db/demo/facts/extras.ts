import { ALL_CAMPAIGN_TYPES } from '../../../../domain/tactics';
import { bulkInsert } from '../../bulk-insert';
import type { Db } from '../../database';
import type { DeliveryTotals } from '../facts';
import { INDUSTRIES } from '../names';
import { prngFor } from '../prng';
import { TYPE_PROFILES } from './profiles';

const mid = ([low, high]: [number, number]): number => (low + high) / 2;

/**
 * One benchmark per industry and campaign type: the type's typical rates moved up or down for the industry.
 * Rates are ratios (0.0025 is a 0.25% CTR), CPM in dollars; VCR only for video and audio types.
 */
export async function writeBenchmarks(db: Db, seed: number): Promise<number> {
  const rows = INDUSTRIES.flatMap((industry, i) =>
    ALL_CAMPAIGN_TYPES.map((type, t) => {
      const rng = prngFor(seed, i * 100 + t, 7);
      const profile = TYPE_PROFILES[type] ?? TYPE_PROFILES.DISPLAY!;
      const factor = (): number => rng.range(0.8, 1.25);
      const vcr = profile.vcr ? Math.min(0.99, mid(profile.vcr) * rng.range(0.95, 1.04)) : null;
      return [
        industry,
        type,
        mid(profile.ctr) * factor(),
        vcr,
        mid(profile.cpm) * factor(),
        mid(profile.conversionRate) * factor(),
      ];
    }),
  );
  const columns = [
    { name: 'industry', pg: 'text' },
    { name: 'campaign_type', pg: 'text' },
    { name: 'ctr', pg: 'float8' },
    { name: 'vcr', pg: 'float8' },
    { name: 'cpm', pg: 'float8' },
    { name: 'conversion_rate', pg: 'float8' },
  ] as const;
  await bulkInsert(db, 'benchmarks', columns, rows);
  return rows.length;
}

/**
 * Audience overlap for the venn diagram: per advertiser, each type it delivered, each pair and each triple.
 * A pair is at most 30% of its smaller audience and a triple at most 60% of its smallest pair, so every region
 * of any three-set diagram stays positive.
 */
export async function writeAudienceOverlap(db: Db, seed: number, totals: DeliveryTotals): Promise<number> {
  const rows: [number, string, number][] = [];
  for (const [advertiserId, byType] of [...totals.entries()].sort((a, b) => a[0] - b[0])) {
    const rng = prngFor(seed, advertiserId, 13);
    const types = [...byType.entries()]
      .filter(([, t]) => t.impressions > 0)
      .map(([type]) => type)
      .sort();
    const size = new Map<string, number>();
    for (const type of types) size.set(type, Math.max(1, Math.round(byType.get(type)!.reach * rng.range(0.25, 0.45))));
    for (let a = 0; a < types.length; a++) {
      for (let b = a + 1; b < types.length; b++) {
        const smaller = Math.min(size.get(types[a]!)!, size.get(types[b]!)!);
        size.set(`${types[a]},${types[b]}`, Math.round(smaller * rng.range(0.08, 0.3)));
      }
    }
    for (let a = 0; a < types.length; a++) {
      for (let b = a + 1; b < types.length; b++) {
        for (let c = b + 1; c < types.length; c++) {
          const [x, y, z] = [types[a]!, types[b]!, types[c]!];
          const smallest = Math.min(size.get(`${x},${y}`)!, size.get(`${x},${z}`)!, size.get(`${y},${z}`)!);
          size.set(`${x},${y},${z}`, Math.round(smallest * rng.range(0.3, 0.6)));
        }
      }
    }
    for (const [key, value] of size) rows.push([advertiserId, key, value]);
  }
  const columns = [
    { name: 'advertiser_id', pg: 'int4' },
    { name: 'types', pg: 'text' },
    { name: 'size', pg: 'int8' },
  ] as const;
  await bulkInsert(db, 'audience_overlap', columns, rows);
  return rows.length;
}
