/**
 * POST /api/advertiser/performance/freshness (issue 27): the sources behind a dashboard and the day its data runs
 * through, with the access, share-link and validation rules of the other performance calls. One app per engine, on
 * the fixed clock of the demo data; the stale cases come last (they delete facts and move the clock).
 */
import { vi } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabToTypes } from '../../src/domain/tactics';
import { feedsOf, forgetFeedDates } from '../../src/server/areas/health/feed-dates';
import { ENGINES, startServerAt, TEST_NOON, type TestServer } from './harness';
import { RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

const URL = '/api/advertiser/performance/freshness';
const SOURCE_KEYS = ['campaigns', 'dataThrough', 'label', 'lastSyncAt', 'lateHours', 'source', 'status', 'thresholds'];

interface Source {
  source: string;
  label: string;
  dataThrough: string | null;
  lastSyncAt: string | null;
  status: string;
  lateHours: number;
  thresholds: { warnHours: number; errorHours: number };
  campaigns: number;
}
interface Answer {
  dataThrough: string | null;
  sources: Source[];
}

const earliest = (sources: readonly Source[]): string | null =>
  sources
    .map((s) => s.dataThrough)
    .filter((d): d is string => d !== null)
    .sort()[0] ?? null;
const campaignCount = (answer: Answer): number => answer.sources.reduce((sum, s) => sum + s.campaigns, 0);

describe.each(ENGINES)('performance freshness on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let client: string;
  let other: string;
  /** Riverside's live campaigns (flight started, not ended a week ago), with their types. */
  let live: { id: number; type: string }[];

  const freshness = async (token: string | undefined, body: Record<string, unknown>) => {
    const response = await server.post(URL, body, token);
    return { status: response.statusCode, body: response.json() as Answer & { error?: string } };
  };

  beforeAll(async () => {
    server = await startServerAt(engine, { scheduler: { autoStart: false }, connectorSync: { autoStart: false } });
    admin = await tokenOf(server, 'agency.admin@sightline.test');
    client = await tokenOf(server, 'advertiser@sightline.test');
    other = await tokenOf(server, 'other.agency@sightline.test');
    const rows = await server.db
      .selectFrom('campaigns')
      .select(['id', 'campaign_type'])
      .where('advertiser_id', '=', RIVERSIDE)
      .where('start_date', '<=', '2026-06-15')
      .where('end_date', '>=', '2026-06-15')
      .orderBy('id')
      .execute();
    live = rows.map((r) => ({ id: Number(r.id), type: r.campaign_type }));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the sources behind the dashboard, the earliest of their days on top', async () => {
    const { status, body } = await freshness(admin, { advertiserId: RIVERSIDE });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['dataThrough', 'sources']);
    expect(body.sources.length).toBeGreaterThan(0);
    for (const source of body.sources) {
      expect(Object.keys(source).sort()).toEqual(SOURCE_KEYS);
      expect(source.label).toEqual(expect.any(String));
      expect(source.thresholds.errorHours).toBeGreaterThan(source.thresholds.warnHours);
      expect(source.campaigns).toBeGreaterThan(0);
      expect(['ok', 'warning', 'failing']).toContain(source.status);
      if (source.status === 'ok') expect(source.lateHours).toBe(0);
      else expect(source.lateHours).toBeGreaterThan(0);
    }
    // The demo data is current on the fixed clock: every source on time.
    for (const source of body.sources) {
      expect(source.status).toBe('ok');
      expect(source.dataThrough! >= '2026-06-14').toBe(true);
    }
    expect(body.dataThrough).toBe(earliest(body.sources));
    // The client user of the advertiser reads the same.
    expect((await freshness(client, { advertiserId: RIVERSIDE })).body).toEqual(body);
  });

  it('narrows to the campaigns named and to the tab given as tactic', async () => {
    const all = (await freshness(admin, { advertiserId: RIVERSIDE })).body;
    const one = live[0]!;
    const single = (await freshness(admin, { advertiserId: RIVERSIDE, campaigns: [one] })).body;
    expect(single.sources.length).toBeGreaterThan(0);
    for (const source of single.sources) expect(source.campaigns).toBe(1);
    expect(campaignCount(single)).toBeLessThan(campaignCount(all));

    const tab = 'ott';
    const ofTab = live.filter((c) => tabToTypes(tab).includes(c.type));
    expect(ofTab.length).toBeGreaterThan(0);
    const byTactic = (await freshness(admin, { advertiserId: RIVERSIDE, tactic: 'OTT' })).body;
    const byIds = (await freshness(admin, { advertiserId: RIVERSIDE, campaigns: ofTab })).body;
    expect(byTactic).toEqual(byIds);
    expect(campaignCount(byTactic)).toBeLessThan(campaignCount(all));
    // A tactic none of the named campaigns has: nothing behind the view.
    const otherType = live.find((c) => !tabToTypes(tab).includes(c.type))!;
    expect((await freshness(admin, { advertiserId: RIVERSIDE, campaigns: [otherType], tactic: tab })).body).toEqual({
      dataThrough: null,
      sources: [],
    });
  });

  it('refuses the signed-out caller and another agency as the other performance calls do', async () => {
    const anonymous = await freshness(undefined, { advertiserId: RIVERSIDE });
    expect(anonymous.status).toBe(401);
    const refused = await freshness(other, { advertiserId: RIVERSIDE });
    const neighbour = await server.post('/api/advertiser/performance/campaign-ad', { advertiserId: RIVERSIDE }, other);
    expect(refused.status).toBe(404);
    expect([refused.status, refused.body]).toEqual([neighbour.statusCode, neighbour.json()]);
    expect(Object.keys(refused.body)).toEqual(['error']);
    // A campaign of another advertiser named in the request: the same refusal as the neighbours.
    const foreign = await server.db
      .selectFrom('campaigns')
      .select(['id', 'campaign_type'])
      .where('advertiser_id', '=', 10000002)
      .executeTakeFirstOrThrow();
    const campaigns = [{ id: Number(foreign.id), type: foreign.campaign_type }];
    const mixed = await freshness(admin, { advertiserId: RIVERSIDE, campaigns });
    const mixedNeighbour = await server.post(
      '/api/advertiser/performance/campaign-ad',
      { advertiserId: RIVERSIDE, campaigns },
      admin,
    );
    expect([mixed.status, mixed.body]).toEqual([mixedNeighbour.statusCode, mixedNeighbour.json()]);
    expect(mixed.status).toBe(404);
  });

  it('validates as the neighbouring calls do', async () => {
    expect(await freshness(admin, {})).toEqual({ status: 400, body: { error: 'Missing advertiser ID' } });
    const cases: [Record<string, unknown>, string][] = [
      [{ advertiserId: 'abc' }, '/api/advertiser/performance/campaign-ad'],
      [{ advertiserId: RIVERSIDE, campaigns: [{ id: 'x' }] }, '/api/advertiser/performance/campaign-ad'],
      [{ advertiserId: RIVERSIDE, campaigns: 'all' }, '/api/advertiser/performance/campaign-ad'],
      [{ advertiserId: RIVERSIDE, tactic: '' }, '/api/advertiser/performance/tactic-summary'],
      [{ advertiserId: RIVERSIDE, unknown: 1 }, '/api/advertiser/performance/campaign-ad'],
    ];
    for (const [body, neighbourUrl] of cases) {
      const answer = await freshness(admin, body);
      const neighbour = await server.post(neighbourUrl, body, admin);
      expect(answer.status).toBe(400);
      expect([body, answer.status, answer.body]).toEqual([body, neighbour.statusCode, neighbour.json()]);
    }
  });

  it("gives a share link's guest its dashboard's freshness and nothing of another advertiser", async () => {
    const staff = await tokenOf(server, 'agency.staff@sightline.test');
    const shared = live.slice(0, 2);
    const share = (
      await server.post(
        '/api/getShareDashboardLink',
        { advertiserId: RIVERSIDE, tab: 'summary', campaignIds: shared.map((c) => c.id), ...RANGE },
        staff,
      )
    ).json() as { shortId: string };
    const opened = await server.get(`/api/getSharedDashboard?id=${share.shortId}`);
    const { etoken } = opened.json() as { etoken: string };
    const guest = await freshness(etoken, { advertiserId: RIVERSIDE, isShared: true });
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual((await freshness(admin, { advertiserId: RIVERSIDE, campaigns: shared })).body);
    expect(campaignCount(guest.body)).toBeLessThan(
      campaignCount((await freshness(admin, { advertiserId: RIVERSIDE })).body),
    );
    // Another advertiser, or a campaign outside the link: refused as the link's other calls are.
    const elsewhere = await freshness(etoken, { advertiserId: 10000002 });
    const elsewhereSummary = await server.post(
      '/api/advertiser/performance/campaign-ad',
      { advertiserId: 10000002 },
      etoken,
    );
    expect(elsewhere.status).toBeGreaterThanOrEqual(403);
    expect([elsewhere.status, elsewhere.body]).toEqual([elsewhereSummary.statusCode, elsewhereSummary.json()]);
    const outside = live.find((c) => !shared.some((s) => s.id === c.id))!;
    const beyond = await freshness(etoken, { advertiserId: RIVERSIDE, campaigns: [outside] });
    expect(beyond.status).toBe(403);
    expect(beyond.body.sources).toBeUndefined();
  });

  it('reports a feed whose facts stopped as late, and its day as the dashboard’s', async () => {
    const before = (await freshness(admin, { advertiserId: RIVERSIDE })).body;
    const feed = before.sources.find((s) => s.lastSyncAt === null)!;
    // A feed is one import for everyone: its file stopped after the 10th, for every campaign it feeds.
    const fed = (await server.db.selectFrom('campaigns').select(['id', 'feed_source']).execute())
      .filter((c) => feedsOf(c.feed_source).includes(feed.source))
      .map((c) => Number(c.id));
    await server.db.deleteFrom('fact_daily').where('campaign_id', 'in', fed).where('day', '>=', 20260611).execute();
    forgetFeedDates(server.db);

    const after = (await freshness(admin, { advertiserId: RIVERSIDE })).body;
    const late = after.sources.find((s) => s.source === feed.source)!;
    expect(late).toMatchObject({ dataThrough: '2026-06-10', status: 'failing' });
    expect(late.lateHours).toBeGreaterThan(0);
    for (const other of after.sources.filter((s) => s.source !== feed.source))
      expect(other).toEqual(before.sources.find((s) => s.source === other.source));
    expect(after.dataThrough).toBe('2026-06-10');
    // A view without that feed's campaigns is not held back by it.
    const unfed = live.filter((c) => !fed.includes(c.id));
    const elsewhere = (await freshness(admin, { advertiserId: RIVERSIDE, campaigns: unfed })).body;
    expect(elsewhere.sources.map((s) => s.source)).not.toContain(feed.source);
    expect(elsewhere.sources.length).toBeGreaterThan(0);
    expect(elsewhere.sources.every((s) => s.status === 'ok')).toBe(true);
  });

  it('reports every source failing once the clock runs days past the data', async () => {
    vi.setSystemTime(Date.parse('2026-06-19T12:00:00Z'));
    try {
      const token = await tokenOf(server, 'agency.admin@sightline.test');
      const { status, body } = await freshness(token, { advertiserId: RIVERSIDE, tactic: 'ott' });
      expect(status).toBe(200);
      expect(body.sources.length).toBeGreaterThan(0);
      for (const source of body.sources) {
        expect(source.status).toBe('failing');
        expect(source.lateHours).toBeGreaterThan(source.thresholds.errorHours - source.thresholds.warnHours);
      }
    } finally {
      vi.setSystemTime(TEST_NOON);
    }
  });
});
