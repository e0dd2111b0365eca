/** How big the response cache's entries are, and the figures System Admin › cache shows of them. */

/** What this instance's cache holds and how it has served since it started (System Admin › cache). */
export interface ResponseCacheStats {
  entries: number;
  /**
   * What the entries hold, in bytes: an answer kept as bytes counts its JSON and the compressed forms made of it;
   * one still kept as a value counts its JSON length (binary parts by their byte length), measured when stored.
   */
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

/** The part of the stats read from the entries themselves. */
export function entryFigures(
  entries: Iterable<{ storedAt: number; advertiserId: number | null }>,
  now: number,
  top: number,
): Pick<ResponseCacheStats, 'oldestAgeMs' | 'newestAgeMs' | 'byAdvertiser'> {
  let oldest: number | null = null;
  let newest: number | null = null;
  const perAdvertiser = new Map<number, number>();
  for (const entry of entries) {
    oldest = oldest === null ? entry.storedAt : Math.min(oldest, entry.storedAt);
    newest = newest === null ? entry.storedAt : Math.max(newest, entry.storedAt);
    if (entry.advertiserId !== null)
      perAdvertiser.set(entry.advertiserId, (perAdvertiser.get(entry.advertiserId) ?? 0) + 1);
  }
  return {
    oldestAgeMs: oldest === null ? null : now - oldest,
    newestAgeMs: newest === null ? null : now - newest,
    byAdvertiser: [...perAdvertiser]
      .map(([advertiserId, entries]) => ({ advertiserId, entries }))
      .sort((a, b) => b.entries - a.entries || a.advertiserId - b.advertiserId)
      .slice(0, top),
  };
}
