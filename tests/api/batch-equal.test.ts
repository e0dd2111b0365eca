/**
 * The batch call (issue 29) answers a dashboard view exactly as its separate calls do: for several tabs, range
 * presets and callers, each slot's status and body equal the separate call's, field by field; and a part served
 * through the batch is the separate call's cache entry (the same cache key).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_TABS, tabToTypes } from '../../src/domain/tactics';
import { advertiserIdsWhere, ENGINES, startServerAt, type TestServer } from './harness';
import { dashboardCalls, sendAlone, sendBatch, slotOf, type View } from './batch-helpers';
import { RIVERSIDE, tokenOf } from './performance-helpers';

const FRESH = { 'cache-control': 'no-cache' };

describe.each(ENGINES)('the batch answers as the separate calls on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  let stationAdvertiser: number;

  const campaignsOf = async (advertiserId: number) =>
    (
      await server.db
        .selectFrom('campaigns')
        .select(['id', 'campaign_type as type'])
        .where('advertiser_id', '=', advertiserId)
        .orderBy('id')
        .execute()
    ).map((row) => ({ id: Number(row.id), type: row.type }));

  /** Each separate call and the batch, all fresh (no cache), compared slot by slot. */
  async function expectSameAnswers(email: string, view: View): Promise<void> {
    const token = tokens[email]!;
    const calls = dashboardCalls(view);
    const alone: { status: number; body: unknown }[] = [];
    for (const call of calls) alone.push(slotOf(await sendAlone(server, token, call, FRESH)));
    const batch = await sendBatch(server, token, calls, FRESH);
    expect(batch.status).toBe(200);
    expect(batch.body.results.map((result) => result.id)).toEqual(calls.map((call) => call.id));
    batch.body.results.forEach((result, index) => {
      const label = `${email} ${view.tab} ${view.daterange} ${calls[index]!.url}`;
      expect({ label, status: result.status, body: result.body }).toEqual({ label, ...alone[index]! });
    });
    // Not a comparison of refusals only: the view's calls answer data.
    expect(alone.filter((slot) => slot.status === 200).length).toBeGreaterThan(3);
  }

  beforeAll(async () => {
    server = await startServerAt(engine);
    for (const email of ['agency.admin@sightline.test', 'station@sightline.test', 'advertiser@sightline.test'])
      tokens[email] = await tokenOf(server, email);
    const { user } = await server.login('station@sightline.test');
    const scope = await advertiserIdsWhere(server.db, { agency_id: 1, station_id: Number(user.active_station_id) });
    stationAdvertiser = scope[0]!;
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['agency.admin@sightline.test', 'summary', 'last30days'],
    ['agency.admin@sightline.test', 'ott', 'last7days'],
    ['agency.admin@sightline.test', 'display', 'thismonth'],
    ['advertiser@sightline.test', 'summary', 'last90days'],
    ['advertiser@sightline.test', 'preroll', 'lastmonth'],
    ['advertiser@sightline.test', 'ott', 'yesterday'],
  ])('for %s on the %s tab over %s', async (email, tab, daterange) => {
    const campaigns = await campaignsOf(RIVERSIDE);
    await expectSameAnswers(email, { advertiserId: RIVERSIDE, tab, daterange, campaigns });
  });

  it('for a station user on the summary tab and on a tab of their campaigns', async () => {
    const campaigns = await campaignsOf(stationAdvertiser);
    const tab = KNOWN_TABS.find((t) => t !== 'summary' && campaigns.some((c) => tabToTypes(t).includes(c.type)))!;
    const view = { advertiserId: stationAdvertiser, campaigns };
    await expectSameAnswers('station@sightline.test', { ...view, tab: 'summary', daterange: 'last30days' });
    await expectSameAnswers('station@sightline.test', { ...view, tab, daterange: 'last14days' });
  });

  it('for a custom range', async () => {
    const campaigns = await campaignsOf(RIVERSIDE);
    const view = { advertiserId: RIVERSIDE, tab: 'summary', daterange: 'customRange', campaigns };
    const token = tokens['agency.admin@sightline.test']!;
    const calls = dashboardCalls(view)
      .filter((call) => call.method === 'POST' && call.url.includes('/performance/'))
      .map((call) => ({
        ...call,
        body: { ...(call.body as object), startDate: '2026-04-01', endDate: '2026-05-31' },
      }));
    const batch = await sendBatch(server, token, calls, FRESH);
    for (const [index, call] of calls.entries()) {
      const alone = slotOf(await sendAlone(server, token, call, FRESH));
      expect({ url: call.url, id: call.id, ...alone }).toEqual({ url: call.url, ...batch.body.results[index] });
    }
  });

  it("serves a part from the separate call's cache entry, and the separate call from the part's", async () => {
    const campaigns = await campaignsOf(RIVERSIDE);
    const token = tokens['advertiser@sightline.test']!;
    // A view no other test asks for, so its entries are made here.
    const calls = dashboardCalls({ advertiserId: RIVERSIDE, tab: 'summary', daterange: 'thisquarter', campaigns });
    const summary = calls.find((call) => call.url.endsWith('/performance/summary'))!;
    const daily = calls.find((call) => call.url.endsWith('/performance/daily'))!;
    const batch = await sendBatch(server, token, [summary]);
    const after = await sendAlone(server, token, summary);
    expect(after.headers['x-cache']).toBe('hit');
    expect(slotOf(after).body).toEqual(batch.body.results[0]!.body);
    const before = await sendAlone(server, token, daily);
    expect(before.headers['x-cache']).toBe('miss');
    const stats = await server.ctx.cache.stats();
    await sendBatch(server, token, [daily]);
    expect((await server.ctx.cache.stats()).hits).toBe(stats.hits + 1);
  });
});
