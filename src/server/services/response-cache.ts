import type { Db } from '../db/database';
import { CacheSlot } from './cache-slot';
import { entryFigures, type ResponseCacheStats } from './cache-size';
import { advertiserClears, currentDataGeneration } from './data-generation';
import type { StoredBody } from './stored-body';

export type { ResponseCacheStats } from './cache-size';

/**
 * How long a tenancy decision kept by `admit` is trusted (ms, monotonic clock): as long as the caller's scope
 * itself is (auth/session-user.ts SCOPE_CACHE_MS), so a placement change reaches every instance within it.
 */
export const ADMISSION_MS = 2_000;

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

/** What `getStored` gives: the answer's bytes, and whether they came from the cache. */
export interface StoredOutcome {
  body: StoredBody;
  hit: boolean;
}

interface Entry {
  slot: CacheSlot;
  generation: number;
  expires: number;
  storedAt: number;
  advertiserId: number | null;
  /** The advertiser's clear counter when the entry was stored; a higher counter in the database drops it. */
  advertiserStamp: number;
}

/** A tenancy decision kept for a moment (`admit`), dropped with the entries of its advertiser. */
interface Admission {
  value: unknown;
  generation: number;
  advertiserId: number;
  advertiserStamp: number;
  /** performance.now() when it was decided. */
  at: number;
}

/**
 * Responses cached in memory by request key and data generation. Concurrent identical requests wait on the
 * first (single flight). The generation (and the per-advertiser clear counters) are re-read from the database at
 * most every `generationCheckMs`, so a fact load or a System Admin clear on another instance invalidates this one
 * within that time; `bypass` forces a fresh answer. An entry a route serves is kept as its bytes (`getStored`), so
 * a hit is written out as it was stored, without serialising again.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<CacheSlot>>();
  private readonly admissions = new Map<string, Admission>();
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

  /** The answer as a value (a copy parsed from its bytes when a route has served it already). */
  async get<T>(key: string, load: () => Promise<T>, options: CacheGetOptions = {}): Promise<CacheOutcome<T>> {
    const { slot, hit } = await this.resolve(key, load, options, false);
    return { value: slot.read() as T, hit };
  }

  /** The answer as the bytes a response carries: serialised once, on the miss, and kept so. */
  async getStored(key: string, load: () => Promise<unknown>, options: CacheGetOptions = {}): Promise<StoredOutcome> {
    const { slot, hit } = await this.resolve(key, load, options, true);
    return { body: slot.body(), hit };
  }

  /**
   * A tenancy decision (`load`'s answer) kept for ADMISSION_MS under `key`, which must name everything it rests on
   * (the caller's scope); dropped with the advertiser's entries, a clear and a new data generation. Nothing is kept
   * for an `undefined` answer (a refusal is decided afresh every time).
   */
  async admit<T>(
    key: string,
    advertiserId: number,
    load: () => Promise<T | undefined>,
    /** A forced reload: decided afresh (and kept again). */
    fresh = false,
  ): Promise<T | undefined> {
    const generation = await this.currentGeneration();
    const stamp = this.advertiserStamps.get(advertiserId) ?? 0;
    const known = this.admissions.get(key);
    if (!fresh && known && known.generation === generation && known.advertiserStamp === stamp) {
      if (performance.now() - known.at < ADMISSION_MS) return known.value as T;
    }
    const at = performance.now();
    const value = await load();
    if (value === undefined) return value;
    if (this.admissions.size >= this.maxEntries) this.admissions.delete(this.admissions.keys().next().value!);
    if ((this.advertiserStamps.get(advertiserId) ?? 0) === stamp && this.generation.value === generation)
      this.admissions.set(key, { value, generation, advertiserId, advertiserStamp: stamp, at });
    return value;
  }

  /** Forgets everything (a friendly-name change clears all caches, 000 §4); the next get re-reads the generation. */
  clear(): void {
    for (const entry of this.entries.values()) entry.slot.onResize = null;
    this.entries.clear();
    this.admissions.clear();
    this.bytes = 0;
    this.generation.checkedAt = -Infinity;
  }

  /** Forgets one advertiser's entries at once (other instances follow through the database's clear counter). */
  clearAdvertiser(advertiserId: number): void {
    for (const [key, entry] of this.entries) if (entry.advertiserId === advertiserId) this.drop(key, entry);
    for (const [key, admission] of this.admissions)
      if (admission.advertiserId === advertiserId) this.admissions.delete(key);
    this.generation.checkedAt = -Infinity;
  }

  /** The figures of System Admin › cache, after the generation check (so they match what would be served). */
  async stats(top = 20): Promise<ResponseCacheStats> {
    const generation = await this.currentGeneration();
    const served = this.hits + this.misses;
    return {
      entries: this.entries.size,
      approximateBytes: this.bytes,
      hits: this.hits,
      misses: this.misses,
      hitRate: served === 0 ? null : this.hits / served,
      generation,
      startedAt: new Date(this.startedAt).toISOString(),
      ...entryFigures(this.entries.values(), this.now(), top),
    };
  }

  /** The entry of `key` (a hit), the answer another request is loading (a hit too), or a fresh one (a miss). */
  private async resolve(
    key: string,
    load: () => Promise<unknown>,
    options: CacheGetOptions,
    asBytes: boolean,
  ): Promise<{ slot: CacheSlot; hit: boolean }> {
    const generation = await this.currentGeneration();
    const fullKey = `${generation}|${key}`;
    const entry = this.entries.get(fullKey);
    if (!options.bypass && entry && entry.expires > this.now()) {
      this.hits += 1;
      return { slot: entry.slot, hit: true };
    }
    const running = this.inflight.get(fullKey);
    if (running && !options.bypass) {
      this.hits += 1;
      return { slot: await running, hit: true };
    }
    this.misses += 1;
    const advertiserId = options.advertiserId ?? null;
    const stamp = advertiserId === null ? 0 : (this.advertiserStamps.get(advertiserId) ?? 0);
    // Serialised before it is stored, so its size is the JSON's length and JSON.stringify runs once.
    const promise = load().then((value) => {
      const slot = new CacheSlot(value);
      if (asBytes) slot.body();
      return slot;
    });
    this.inflight.set(fullKey, promise);
    try {
      const slot = await promise;
      this.store(fullKey, slot, generation, advertiserId, stamp);
      return { slot, hit: false };
    } finally {
      this.inflight.delete(fullKey);
    }
  }

  private store(
    fullKey: string,
    slot: CacheSlot,
    generation: number,
    advertiserId: number | null,
    stamp: number,
  ): void {
    const previous = this.entries.get(fullKey);
    if (previous) this.drop(fullKey, previous);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.entries().next();
      if (!oldest.done) this.drop(oldest.value[0], oldest.value[1]);
    }
    // An advertiser cleared while this answer was loading: the answer may predate the clear, so it is not kept.
    if (advertiserId !== null && (this.advertiserStamps.get(advertiserId) ?? 0) !== stamp) return;
    const storedAt = this.now();
    this.entries.set(fullKey, {
      slot,
      generation,
      expires: storedAt + this.ttlMs,
      storedAt,
      advertiserId,
      advertiserStamp: stamp,
    });
    this.bytes += slot.bytes;
    slot.onResize = (delta) => (this.bytes += delta);
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    entry.slot.onResize = null;
    this.bytes -= entry.slot.bytes;
  }

  private async currentGeneration(): Promise<number> {
    if (this.now() - this.generation.checkedAt >= this.generationCheckMs) {
      const [value, stamps] = await Promise.all([currentDataGeneration(this.db), advertiserClears(this.db)]);
      // Entries of older generations, or of an advertiser cleared since they were stored, are never served again.
      for (const [key, entry] of this.entries) {
        const cleared = entry.advertiserId !== null && (stamps.get(entry.advertiserId) ?? 0) !== entry.advertiserStamp;
        if (entry.generation !== value || cleared) this.drop(key, entry);
      }
      for (const [key, admission] of this.admissions) {
        const cleared = (stamps.get(admission.advertiserId) ?? 0) !== admission.advertiserStamp;
        if (admission.generation !== value || cleared) this.admissions.delete(key);
      }
      this.generation = { value, checkedAt: this.now() };
      this.advertiserStamps = stamps;
    }
    return this.generation.value;
  }
}
