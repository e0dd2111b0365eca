/**
 * POST /api/overview/freshness (issue 27): the sources behind the agency overview, over the overview's audience
 * (the caller's agency, narrowed by "Filter By") and never another agency's. One app per engine on the fixed clock
 * of the demo data; the clock moves only in the last case.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshnessTree } from '../../src/server/areas/health/freshness';
import { ENGINES, startServerAt, TEST_NOON, type TestServer } from './harness';
import { RIVERSIDE } from './performance-helpers';

const URL = '/api/overview/freshness';
const SOURCE_KEYS = ['campaigns', 'dataThrough', 'label', 'lastSyncAt', 'lateHours', 'source', 'status', 'thresholds'];

interface Source {
  source: string;
  dataThrough: string | null;
  status: string;
  lateHours: number;
  thresholds: { warnHours: number; errorHours: number };
  campaigns: number;
}
interface Answer {
  dataThrough: string | null;
  sources: Source[];
  error?: string;
}

const earliest = (sources: readonly Source[]): string | null =>
  sources
    .map((s) => s.dataThrough)
    .filter((d): d is string => d !== null)
    .sort()[0] ?? null;

describe.each(ENGINES)('overview freshness on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let other: string;
  let agencyA: number;
  let agencyB: number;

  const freshness = async (token: string | undefined, body: Record<string, unknown> = {}) => {
    const response = await server.post(URL, body, token);
    return { status: response.statusCode, body: response.json() as Answer };
  };
  /** The health page's view of one agency's sources, computed the same way on the same clock. */
  const treeOf = async (agencyId: number) =>
    (await freshnessTree(server.db, [agencyId], Date.now())).find((a) => a.agencyId === agencyId)!.sources;

  beforeAll(async () => {
    server = await startServerAt(engine, { scheduler: { autoStart: false }, connectorSync: { autoStart: false } });
    const a = await server.login('agency.admin@sightline.test');
    const b = await server.login('other.agency@sightline.test');
    [admin, other] = [a.accessToken, b.accessToken];
    [agencyA, agencyB] = [a.user.active_agency_id!, b.user.active_agency_id!];
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers the sources behind the agency admin's overview: its agency's, the earliest day on top", async () => {
    const { status, body } = await freshness(admin);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['dataThrough', 'sources']);
    expect(body.sources.length).toBeGreaterThan(0);
    for (const source of body.sources) {
      expect(Object.keys(source).sort()).toEqual(SOURCE_KEYS);
      expect(source.campaigns).toBeGreaterThan(0);
      expect(source.status).toBe('ok');
    }
    expect(body.dataThrough).toBe(earliest(body.sources));
    expect(body.sources).toEqual(await treeOf(agencyA));
  });

  it("never counts another agency's advertisers, even when its user filters for them", async () => {
    expect(agencyB).not.toBe(agencyA);
    const mine = (await freshness(admin)).body;
    const theirs = await freshness(other);
    expect(theirs.status).toBe(200);
    expect(theirs.body.sources).toEqual(await treeOf(agencyB));
    expect(theirs.body.sources).not.toEqual(mine.sources);
    // Agency A's advertisers named in B's filter are silently dropped: nothing behind the view.
    const probe = await freshness(other, { advertisers: String(RIVERSIDE) });
    expect(probe).toEqual({ status: 200, body: { dataThrough: null, sources: [] } });
    // The same filter in A's own overview: exactly that advertiser's dashboard sources.
    const filtered = (await freshness(admin, { advertisers: String(RIVERSIDE) })).body;
    const dashboard = await server.post('/api/advertiser/performance/freshness', { advertiserId: RIVERSIDE }, admin);
    expect(filtered).toEqual(dashboard.json());
    expect(filtered.sources.reduce((n, s) => n + s.campaigns, 0)).toBeLessThan(
      mine.sources.reduce((n, s) => n + s.campaigns, 0),
    );
  });

  it('refuses the signed-out caller and a malformed filter', async () => {
    expect((await freshness(undefined)).status).toBe(401);
    expect((await freshness(admin, { advertisers: 'x,y' })).status).toBe(400);
    expect((await freshness(admin, { unknown: 1 })).status).toBe(400);
  });

  it('shows every source late once the clock runs days past the data', async () => {
    vi.setSystemTime(Date.parse('2026-06-19T12:00:00Z'));
    try {
      // A token signed on the fixed clock has expired by then: sign in again.
      const token = (await server.login('agency.admin@sightline.test')).accessToken;
      const { status, body } = await freshness(token);
      expect(status).toBe(200);
      expect(body.sources.length).toBeGreaterThan(0);
      expect(body.sources.filter((s) => s.status === 'failing').length).toBeGreaterThan(0);
      for (const source of body.sources.filter((s) => s.status !== 'ok')) expect(source.lateHours).toBeGreaterThan(0);
    } finally {
      vi.setSystemTime(TEST_NOON);
    }
  });
});
