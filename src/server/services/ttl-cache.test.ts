import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('the TTL cache', () => {
  it('keeps an entry for its lifetime, or for a shorter one a loader gives (a grant that ends sooner)', async () => {
    let now = 0;
    const cache = new TtlCache<string>(60_000, 10, () => now);
    await cache.getOrLoad('a', async () => 'kept');
    await cache.getOrLoad(
      'b',
      async () => 'short',
      () => 5_000,
    );
    await cache.getOrLoad(
      'c',
      async () => 'long',
      () => Number.POSITIVE_INFINITY,
    );
    now = 4_999;
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['kept', 'short', 'long']);
    now = 5_000;
    expect(cache.get('b')).toBeUndefined();
    now = 59_999;
    expect([cache.get('a'), cache.get('c')]).toEqual(['kept', 'long']);
    now = 60_000;
    expect([cache.get('a'), cache.get('c')]).toEqual([undefined, undefined]);
  });
});
