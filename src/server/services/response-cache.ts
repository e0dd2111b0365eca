import type { Db } from '../db/database';
import { advertiserClears, currentDataGeneration } from './data-generation';

export interface ResponseCacheOptions {
  /** How long an entry may be served, in ms, even when the data generation has not moved. */
  ttlMs?: number;
  /** How long the data generation read from the database is trusted before it is read again, in ms. */
  generationCheckMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export interface CacheOutcome<T> {
  value: T;
  hit: boolean;
}

/** What a caller of `get` may add: a forced reload, and the advertiser the answer belongs to (for its clear). */
export interface CacheGetOptions {
  bypass?: boolean;
  /** The advertiser whose data the answer shows; agency-wide answers have none and go only with a clear of all. */
  advertiserId?: number;
}

/** What this instance's cache holds and how it has served since it started (System Admin › cache). */
export interface ResponseCacheStats {
  entries: number;
  /** Sum of the entries' JSON lengths (binary parts by their byte length), measured when stored. */
  approximateBytes: number;
  hits: number;
  misses: number;
  /** hits / (hits + misses); null before the first request. */
  hitRate: number | null;
  generation: number;
  oldestAgeMs: number | null;
  newestAgeMs: number | null;
  startedAt: string;
  /** Entries per advertiser, most first (at most `top`). */
  byAdvertiser: { advertiserId: number; entries: number }[];
}

interface Entry {
  value: unknown;
  generation: number;
  expires: number;
  storedAt: number;
  bytes: number;
  advertiserId: number | null;
  /** The advertiser's clear counter when the entry was stored; a higher counter in the database drops it. */
  advertiserStamp: number;
}

/** The approximate size of a value: its JSON length, with Buffers and typed arrays counted by their bytes. */
export function approximateBytes(value: unknown): number {
  let binary = 0;
  try {
    const text = JSON.stringify(value, function (this: Record<string, unknown>, key, item: unknown) {
      const raw = this[key];
      if (raw instanceof Uint8Array) {
        binary += raw.byteLength;
        return 0;
      }
      return item;
    });
    return (text?.length ?? 0) + binary;
  } catch {
    return binary;
  }
}

/**
 * Responses cached in memory by request key and data generation. Concurrent identical requests wait on the
 * first (single flight). The generation (and the per-advertiser clear counters) are re-read from the database at
 * most every `generationCheckMs`, so a fact load or a System Admin clear on another instance invalidates this one
 * within that time; `bypass` forces a fresh answer.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private generation = { value: 0, checkedAt: -Infinity };
  private advertiserStamps = new Map<number, number>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private readonly startedAt: number;
  private readonly ttlMs: number;
  private readonly generationCheckMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: ResponseCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 10 * 60_000;
    this.generationCheckMs = options.generationCheckMs ?? 1_000;
    this.maxEntries = options.maxEntries ?? 20_000;
    this.now = options.now ?? Date.now;
    this.startedAt = this.now();
  }

  async get<T>(key: string, load: () => Promise<T>, options: CacheGetOptions = {}): Promise<CacheOutcome<T>> {
    const generation = await this.currentGeneration();
    const fullKey = `${generation}|${key}`;
    const entry = this.entries.get(fullKey);
    if (!options.bypass && entry && entry.expires > this.now()) {
      this.hits += 1;
      return { value: entry.value as T, hit: true };
    }
    const running = this.inflight.get(fullKey);
    if (running && !options.bypass) {
      this.hits += 1;
      return { value: (await running) as T, hit: true };
    }
    this.misses += 1;
    const advertiserId = options.advertiserId ?? null;
    const stamp = advertiserId === null ? 0 : (this.advertiserStamps.get(advertiserId) ?? 0);
    const promise = load();
    this.inflight.set(fullKey, promise);
    try {
      const value = await promise;
      this.store(fullKey, value, generation, advertiserId, stamp);
      return { value, hit: false };
    } finally {
      this.inflight.delete(fullKey);
    }
  }

  /** Forgets everything (a friendly-name change clears all caches, 000 §4); the next get re-reads the generation. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation.checkedAt = -Infinity;
  }

  /** Forgets one advertiser's entries at once (other instances follow through the database's clear counter). */
  clearAdvertiser(advertiserId: number): void {
    for (const [key, entry] of this.entries) if (entry.advertiserId === advertiserId) this.drop(key, entry);
    this.generation.checkedAt = -Infinity;
  }

  /** The figures of System Admin › cache, after the generation check (so they match what would be served). */
  async stats(top = 20): Promise<ResponseCacheStats> {
    const generation = await this.currentGeneration();
    const now = this.now();
    let oldest: number | null = null;
    let newest: number | null = null;
    const perAdvertiser = new Map<number, number>();
    for (const entry of this.entries.values()) {
      oldest = oldest === null ? entry.storedAt : Math.min(oldest, entry.storedAt);
      newest = newest === null ? entry.storedAt : Math.max(newest, entry.storedAt);
      if (entry.advertiserId !== null)
        perAdvertiser.set(entry.advertiserId, (perAdvertiser.get(entry.advertiserId) ?? 0) + 1);
    }
    const served = this.hits + this.misses;
    return {
      entries: this.entries.size,
      approximateBytes: this.bytes,
      hits: this.hits,
      misses: this.misses,
      hitRate: served === 0 ? null : this.hits / served,
      generation,
      oldestAgeMs: oldest === null ? null : now - oldest,
      newestAgeMs: newest === null ? null : now - newest,
      startedAt: new Date(this.startedAt).toISOString(),
      byAdvertiser: [...perAdvertiser]
        .map(([advertiserId, entries]) => ({ advertiserId, entries }))
        .sort((a, b) => b.entries - a.entries || a.advertiserId - b.advertiserId)
        .slice(0, top),
    };
  }

  private store(fullKey: string, value: unknown, generation: number, advertiserId: number | null, stamp: number): void {
    const previous = this.entries.get(fullKey);
    if (previous) this.drop(fullKey, previous);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.entries().next();
      if (!oldest.done) this.drop(oldest.value[0], oldest.value[1]);
    }
    // An advertiser cleared while this answer was loading: the answer may predate the clear, so it is not kept.
    if (advertiserId !== null && (this.advertiserStamps.get(advertiserId) ?? 0) !== stamp) return;
    const bytes = approximateBytes(value);
    const storedAt = this.now();
    this.entries.set(fullKey, {
      value,
      generation,
      expires: storedAt + this.ttlMs,
      storedAt,
      bytes,
      advertiserId,
      advertiserStamp: stamp,
    });
    this.bytes += bytes;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private async currentGeneration(): Promise<number> {
    if (this.now() - this.generation.checkedAt >= this.generationCheckMs) {
      const [value, stamps] = await Promise.all([currentDataGeneration(this.db), advertiserClears(this.db)]);
      // Entries of older generations, or of an advertiser cleared since they were stored, are never served again.
      for (const [key, entry] of this.entries) {
        const cleared = entry.advertiserId !== null && (stamps.get(entry.advertiserId) ?? 0) !== entry.advertiserStamp;
        if (entry.generation !== value || cleared) this.drop(key, entry);
      }
      this.generation = { value, checkedAt: this.now() };
      this.advertiserStamps = stamps;
    }
    return this.generation.value;
  }
}
