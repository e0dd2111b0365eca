import type { Prng } from '../prng';

/**
 * The keys one campaign reports in a breakdown, with fixed weights. Wide breakdowns (zips, publishers, keywords)
 * report a rotating subset each day: the head always, the tail by chance, so a month shows a long tail.
 */
export class KeyPool {
  readonly keys: string[];
  readonly weights: Float64Array;
  /** Click propensity of each key relative to the campaign's CTR. */
  readonly clickFactors: Float64Array;
  /** Position of each key in text order, to emit a day's rows in primary-key order. */
  private readonly rank: Int32Array;
  private readonly picked: Uint8Array;
  private all: number[] | null = null;

  constructor(rng: Prng, keys: string[], weights?: readonly number[], skew = 0.8) {
    this.keys = keys;
    this.weights = Float64Array.from(keys, (_, i) => weights?.[i] ?? 1 / (i + 1) ** skew);
    this.clickFactors = Float64Array.from(keys, () => rng.range(0.6, 1.4));
    const order = keys.map((_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    this.rank = new Int32Array(keys.length);
    order.forEach((index, position) => (this.rank[index] = position));
    this.picked = new Uint8Array(keys.length);
  }

  /** Indices of the keys reported on one day, in text order of their keys. */
  pick(rng: Prng, width: number): number[] {
    const size = this.keys.length;
    if (width >= size) return this.sortedAll();
    const head = Math.min(3, width);
    const chosen: number[] = [];
    for (let i = 0; i < head; i++) chosen.push(i);
    this.picked.fill(0);
    for (let i = 0; i < head; i++) this.picked[i] = 1;
    while (chosen.length < width) {
      // A skewed roll reaches the big keys of the tail more often than the small ones.
      const index = head + Math.floor(rng.next() ** 1.6 * (size - head));
      if (this.picked[index]) continue;
      this.picked[index] = 1;
      chosen.push(index);
    }
    return chosen.sort((a, b) => this.rank[a]! - this.rank[b]!);
  }

  /** Every key, in text order. */
  sortedAll(): number[] {
    this.all ??= this.keys.map((_, i) => i).sort((a, b) => this.rank[a]! - this.rank[b]!);
    return this.all;
  }
}

/** Shuffles a copy of a list (Fisher–Yates) and keeps the first `count`. */
export function sample<T>(rng: Prng, items: readonly T[], count: number): T[] {
  const copy = [...items];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng.next() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

/** Keeps a list's rough order while letting neighbours trade places: popular names stay near the top. */
export function jostle<T>(rng: Prng, items: readonly T[], spread = 0.6): T[] {
  return items
    .map((item, i) => ({ item, at: i * rng.range(1 - spread, 1 + spread) }))
    .sort((a, b) => a.at - b.at)
    .map(({ item }) => item);
}
