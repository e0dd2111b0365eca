import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpDataGeneration, currentDataGeneration } from '../../src/server/services/data-generation';
import { ResponseCache } from '../../src/server/services/response-cache';
import { ENGINES, startTestServer, type TestServer } from './harness';

describe.each(ENGINES)('response cache and data generation on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('the data generation goes up by one on each bump', async () => {
    const before = await currentDataGeneration(server.db);
    expect(await bumpDataGeneration(server.db)).toBe(before + 1);
    expect(await bumpDataGeneration(server.db)).toBe(before + 2);
  });

  it('serves a second identical request from the cache', async () => {
    const cache = new ResponseCache(server.db);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toEqual({ value: 1, hit: false });
    expect(await cache.get('k', load)).toEqual({ value: 1, hit: true });
    expect(await cache.get('k', load, { bypass: true })).toEqual({ value: 2, hit: false });
  });

  it('concurrent identical requests wait on the first', async () => {
    const cache = new ResponseCache(server.db);
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 30));
    const answers = await Promise.all([cache.get('same', slow), cache.get('same', slow), cache.get('same', slow)]);
    expect(loads).toBe(1);
    expect(answers.map((a) => a.value)).toEqual([1, 1, 1]);
  });

  it('a bump through one instance invalidates the cache of another instance on the same database', async () => {
    let clock = 0;
    const instanceA = new ResponseCache(server.db, { now: () => clock });
    const instanceB = new ResponseCache(server.db, { now: () => clock });
    let version = 1;
    const load = async () => version;
    expect((await instanceA.get('report', load)).value).toBe(1);
    version = 2;
    await bumpDataGeneration(server.db);
    expect((await instanceB.get('report', load)).value).toBe(2);
    // A trusts the generation it read for a second, then sees the bump.
    clock += 1_000;
    expect(await instanceA.get('report', load)).toEqual({ value: 2, hit: false });
  });
});
