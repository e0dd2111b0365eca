import type { CacheStats } from './api';

/** A warm instance: 1,240 entries, 18.4 MB, 82 % hits. */
export const SAMPLE_STATS: CacheStats = {
  entries: 1240,
  approximateBytes: 19_293_798,
  hits: 4100,
  misses: 900,
  hitRate: 0.82,
  generation: 17,
  oldestAgeMs: 540_000,
  newestAgeMs: 4_000,
  startedAt: '2026-06-15T08:00:00.000Z',
  byAdvertiser: [
    { advertiserId: 10000001, name: 'Riverside Auto Group', entries: 320 },
    { advertiserId: 10000002, name: 'Harbor Dental', entries: 210 },
    { advertiserId: 10000003, name: 'Summit Outdoor', entries: 95 },
  ],
};

/** A fresh instance before its first request. */
export const EMPTY_STATS: CacheStats = {
  ...SAMPLE_STATS,
  entries: 0,
  approximateBytes: 0,
  hits: 0,
  misses: 0,
  hitRate: null,
  oldestAgeMs: null,
  newestAgeMs: null,
  byAdvertiser: [],
};
