import type { Db } from '../db/database';
import { currentDataGeneration } from './data-generation';

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

/**
 * Responses cached in memory by request key and data generation. Concurrent identical requests wait on the
 * first (single flight). The generation is re-read from the database at most every `generationCheckMs`, so a
 * fact load on another instance invalidates this one within that time; `bypass` forces a fresh answer.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { value: unknown; generation: number; expires: number }>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  private generation = { value: 0, checkedAt: -Infinity };
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
  }

  async get<T>(key: string, load: () => Promise<T>, options: { bypass?: boolean } = {}): Promise<CacheOutcome<T>> {
    const generation = await this.currentGeneration();
    const fullKey = `${generation}|${key}`;
    const entry = this.entries.get(fullKey);
    if (!options.bypass && entry && entry.expires > this.now()) return { value: entry.value as T, hit: true };
    const running = this.inflight.get(fullKey);
    if (running && !options.bypass) return { value: (await running) as T, hit: true };
    const promise = load();
    this.inflight.set(fullKey, promise);
    try {
      const value = await promise;
      this.store(fullKey, value, generation);
      return { value, hit: false };
    } finally {
      this.inflight.delete(fullKey);
    }
  }

  /** Forgets everything (a friendly-name change clears all caches, 000 §4). */
  clear(): void {
    this.entries.clear();
    this.generation.checkedAt = -Infinity;
  }

  private store(fullKey: string, value: unknown, generation: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(fullKey, { value, generation, expires: this.now() + this.ttlMs });
  }

  private async currentGeneration(): Promise<number> {
    if (this.now() - this.generation.checkedAt >= this.generationCheckMs) {
      const value = await currentDataGeneration(this.db);
      if (value !== this.generation.value) {
        // Entries of older generations can never be served again.
        for (const [key, entry] of this.entries) if (entry.generation !== value) this.entries.delete(key);
      }
      this.generation = { value, checkedAt: this.now() };
    }
    return this.generation.value;
  }
}
