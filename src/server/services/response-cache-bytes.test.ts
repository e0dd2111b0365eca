import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { bumpAdvertiserClear, bumpDataGeneration } from './data-generation';
import { ADMISSION_MS, ResponseCache } from './response-cache';

const answer = { total: 42, rows: Array.from({ length: 100 }, (_, i) => ({ day: `2026-01-${i}`, value: i })) };
const json = JSON.stringify(answer);

let db: Db;
let cache: ResponseCache;

beforeEach(async () => {
  db = openDatabase({ sqliteFile: ':memory:' });
  await sql`create table settings (key text primary key, value text not null)`.execute(db);
  // Generation read on every call, so a bump in the database is seen at once.
  cache = new ResponseCache(db, { generationCheckMs: 0 });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.destroy();
});

describe('ResponseCache stored bytes', () => {
  it('serialises a miss once and serves the hit from the same bytes', async () => {
    const load = vi.fn(async () => answer);
    const miss = await cache.getStored('k', load, { advertiserId: 1 });
    const hit = await cache.getStored('k', load, { advertiserId: 1 });
    expect([miss.hit, hit.hit]).toEqual([false, true]);
    expect(hit.body).toBe(miss.body);
    expect(hit.body.json.toString('utf8')).toBe(json);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives value callers a parsed copy of an entry kept as bytes', async () => {
    await cache.getStored('k', async () => answer);
    const { value, hit } = await cache.get<typeof answer>('k', async () => ({ total: 0, rows: [] }));
    expect(hit).toBe(true);
    expect(value).toEqual(answer);
    value.total = 7;
    expect((await cache.get<typeof answer>('k', async () => answer)).value.total).toBe(42);
  });

  it('keeps a value stored by a value caller as bytes once a route serves it', async () => {
    await cache.get('k', async () => answer);
    const { body, hit } = await cache.getStored('k', async () => ({}));
    expect(hit).toBe(true);
    expect(body.json.toString('utf8')).toBe(json);
    expect((await cache.stats()).approximateBytes).toBe(Buffer.byteLength(json));
  });

  it('counts the JSON and each compressed form in approximateBytes, and nothing after a clear', async () => {
    const { body } = await cache.getStored('k', async () => answer, { advertiserId: 1 });
    expect((await cache.stats()).approximateBytes).toBe(body.json.length);
    const gzip = await body.encode('gzip');
    const br = await body.encode('br');
    expect((await cache.stats()).approximateBytes).toBe(body.json.length + gzip.length + br.length);
    cache.clear();
    expect((await cache.stats()).approximateBytes).toBe(0);
    await body.encode('gzip');
    expect((await cache.stats()).approximateBytes).toBe(0);
  });

  it('drops the bytes with an advertiser clear or a new data generation', async () => {
    const load = vi.fn(async () => answer);
    await cache.getStored('a', load, { advertiserId: 1 });
    await cache.getStored('b', load, { advertiserId: 2 });
    await bumpAdvertiserClear(db, 1);
    expect((await cache.getStored('a', load, { advertiserId: 1 })).hit).toBe(false);
    expect((await cache.getStored('b', load, { advertiserId: 2 })).hit).toBe(true);
    await bumpDataGeneration(db);
    expect((await cache.getStored('b', load, { advertiserId: 2 })).hit).toBe(false);
    const stats = await cache.stats();
    expect(stats.entries).toBe(1);
    expect(stats.approximateBytes).toBe(Buffer.byteLength(json));
  });
});

describe('ResponseCache.admit', () => {
  it('keeps a decision for ADMISSION_MS, never a refusal, and drops it with its advertiser', async () => {
    let clock = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const load = vi.fn(async () => ({ agency: 1 }));
    await cache.admit('scope|7', 7, load);
    await cache.admit('scope|7', 7, load);
    expect(load).toHaveBeenCalledTimes(1);
    clock += ADMISSION_MS;
    await cache.admit('scope|7', 7, load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.clearAdvertiser(7);
    await cache.admit('scope|7', 7, load);
    expect(load).toHaveBeenCalledTimes(3);
    const refuse = vi.fn(async () => undefined);
    await cache.admit('other|7', 7, refuse);
    await cache.admit('other|7', 7, refuse);
    expect(refuse).toHaveBeenCalledTimes(2);
    await bumpDataGeneration(db);
    await cache.admit('scope|7', 7, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
