/**
 * "One meaning everywhere" (issue 23): a hidden or archived campaign is gone from every read — the dashboard's
 * campaign list and a data call naming it, the campaign picker (campaign search, products), an export, share links
 * (a new one without campaign ids, and an existing link's payload), the overview (rollups) and the today view — and
 * an internal campaign (audience 'staff') is gone for an advertiser user and a share guest but shown to agency
 * staff. The state is set directly in the database the way the actions do it (the column, then refreshRollups,
 * which bumps the data generation), so these tests do not depend on the actions' calls.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { refreshRollups } from '../../src/server/services/rollups';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { TEST_NOW } from './overview-helpers';
import { RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

const CLIENT = 'advertiser@sightline.test';
const STAFF = 'agency.staff@sightline.test';
/** The advertisers the demo advertiser user sees. */
const CLIENT_ADVERTISERS = [10000001, 10000002];
const ACTIVE = ['Live', 'Paused', 'Partially Reserved', 'Reserved'];
const TODAY = '2026-06-15';
const LAST30 = { start: 20260516, end: 20260614 };

type Reads = Record<string, boolean>;

/** Impressions of the last 30 days over the campaigns the rollups count (not hidden, not archived). */
async function clientImpressions(db: Db): Promise<number> {
  const { rows } = await sql<{ n: unknown }>`
    select coalesce(sum(f.impressions), 0) as n from fact_daily f join campaigns c on c.id = f.campaign_id
    where c.advertiser_id in (${sql.join(CLIENT_ADVERTISERS)}) and c.hidden_at is null and c.archived_at is null
      and f.day between ${LAST30.start} and ${LAST30.end}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

describe.each(ENGINES)('one meaning of hidden, archived and internal campaigns on %s', (engine) => {
  let server: TestServer;
  let client: string;
  let staff: string;
  /** A Live campaign delivering today, the only active one of its product. */
  let subject: { id: number; type: string };
  /** A share link made while the subject was visible, naming it. */
  let oldShare: { shortId: string };

  const ids = (list: unknown, key = 'id') => (list as Record<string, unknown>[]).map((c) => Number(c[key] ?? c.id));

  const shareIds = async (shortId: string): Promise<number[]> => {
    const response = await server.app.inject({ method: 'GET', url: `/api/getSharedDashboard?id=${shortId}` });
    expect(response.statusCode, response.body).toBe(200);
    return ids(response.json().Campaign, 'CampaignId');
  };

  /** Whether each read shows campaign `id` (for the advertiser user, or agency staff where noted). */
  async function reads(id: number, type: string, token: string): Promise<Reads> {
    const list = await server.get(`/api/advertiser/campaigns/${RIVERSIDE}`, token);
    expect(list.statusCode).toBe(200);
    const data = await server.post(
      '/api/advertiser/performance/summary',
      { advertiserId: RIVERSIDE, ...RANGE, campaigns: [{ id }], reload: true },
      token,
    );
    const search = await server.get(`/api/campaign/search?advertiserId=${RIVERSIDE}&limit=200`, token);
    expect(search.statusCode).toBe(200);
    const products = await server.app.inject({
      method: 'GET',
      url: `/api/getProductsForAdvertiser/${RIVERSIDE}?reload=true`,
      headers: { ahauth: `Bearer ${token}`, session_id: (await server.ctx.tokens.verify(token))!.sessionId },
    });
    const exported = await server.post(
      `/api/export/getConversions?advertiserId=${RIVERSIDE}&campaignDashboardIds=${id}&resolution=day` +
        `&daterange=customRange&startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`,
      undefined,
      token,
    );
    const shared = await server.post(
      '/api/getShareDashboardLink',
      { advertiserId: RIVERSIDE, tab: 'summary', ...RANGE },
      token,
    );
    expect(shared.statusCode, shared.body).toBe(201);
    const today = await server.get(`/api/advertiser/today-view/${RIVERSIDE}`, token);
    expect(today.statusCode).toBe(200);
    const overviewToday = await server.get(
      `/api/performance-overview/today-view-campaigns/?advertisers=${RIVERSIDE}`,
      token,
    );
    expect(overviewToday.statusCode, overviewToday.body).toBe(200);
    return {
      list: ids(list.json().Campaign).includes(id),
      dataCall: data.statusCode === 200,
      search: ids(search.json().campaigns).includes(id),
      products: products.statusCode === 200 && (products.json() as { code: string }[]).some((p) => p.code === type),
      export: exported.statusCode === 200,
      newShare: (await shareIds(shared.json().shortId)).includes(id),
      oldShare: (await shareIds(oldShare.shortId)).includes(id),
      todayView: ids(today.json().rows, 'CampaignId').includes(id),
      overviewToday: ids(overviewToday.json().rows, 'CampaignId').includes(id),
    };
  }

  const all = (value: boolean, keys: Reads) => Object.fromEntries(Object.keys(keys).map((k) => [k, value]));

  /**
   * Moves the (fake) clock past the response cache's generation check (1 s): refreshRollups bumped the data
   * generation, and every instance, this one too, sees it at its next check.
   */
  const afterGenerationCheck = () => vi.setSystemTime(Date.now() + 2_000);

  async function setColumn(column: 'hidden_at' | 'archived_at', value: number | null) {
    await server.db
      .updateTable('campaigns')
      .set({ [column]: value })
      .where('id', '=', subject.id)
      .execute();
    await refreshRollups(server.db, [RIVERSIDE]);
    afterGenerationCheck();
  }

  beforeAll(async () => {
    server = await startServerAt(engine, {}, Date.parse(TEST_NOW));
    client = await tokenOf(server, CLIENT);
    staff = await tokenOf(server, STAFF);
    const live = await server.db
      .selectFrom('campaigns')
      .select(['id', 'campaign_type'])
      .where('advertiser_id', '=', RIVERSIDE)
      .where('status', '=', 'Live')
      .where('start_date', '<=', TODAY)
      .where('end_date', '>=', TODAY)
      .where('audience', '=', 'all')
      .orderBy('id')
      .execute();
    const picked = live[0]!;
    subject = { id: Number(picked.id), type: picked.campaign_type };
    // Make it its product's only active campaign (the products list then loses the product with it).
    await server.db
      .updateTable('campaigns')
      .set({ status: 'Completed' })
      .where('advertiser_id', '=', RIVERSIDE)
      .where('campaign_type', '=', subject.type)
      .where('id', '!=', subject.id)
      .where('status', 'in', ACTIVE)
      .execute();
    await refreshRollups(server.db, [RIVERSIDE]);
    afterGenerationCheck();
    const share = await server.post(
      '/api/getShareDashboardLink',
      { advertiserId: RIVERSIDE, tab: 'summary', ...RANGE },
      staff,
    );
    expect(share.statusCode, share.body).toBe(201);
    oldShare = share.json();
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows the campaign everywhere while it is visible (the baseline)', async () => {
    const seen = await reads(subject.id, subject.type, client);
    expect(seen).toEqual(all(true, seen));
    const overview = (await server.get('/api/performance-overview/impressions/last30days', client)).json();
    expect(overview.Impressions).toBe(await clientImpressions(server.db));
  });

  for (const column of ['hidden_at', 'archived_at'] as const) {
    it(`leaves a campaign out of every read once ${column} is set, and shows it again once cleared`, async () => {
      const overviewBefore = (await server.get('/api/performance-overview/impressions/last30days', client)).json();
      await setColumn(column, Date.now());
      for (const token of [client, staff]) {
        const seen = await reads(subject.id, subject.type, token);
        expect(seen).toEqual(all(false, seen));
      }
      const overview = (await server.get('/api/performance-overview/impressions/last30days', client)).json();
      expect(overview.Impressions).toBe(await clientImpressions(server.db));
      expect(overview.Impressions).toBeLessThan(overviewBefore.Impressions);
      await setColumn(column, null);
      const back = await reads(subject.id, subject.type, client);
      expect(back).toEqual(all(true, back));
    });
  }

  it('shows an internal campaign (audience staff) to agency staff only, never to the client or a share guest', async () => {
    await server.db.updateTable('campaigns').set({ audience: 'staff' }).where('id', '=', subject.id).execute();
    await refreshRollups(server.db, [RIVERSIDE]);
    afterGenerationCheck();
    const forClient = await reads(subject.id, subject.type, client);
    expect(forClient).toEqual(all(false, forClient));
    const forStaff = await reads(subject.id, subject.type, staff);
    // Staff see it in every read of their own; a share's guests read with the client view, so the links do not.
    expect(forStaff).toEqual({ ...all(true, forStaff), newShare: false, oldShare: false });
    // The overview's totals come from the rollups, which count internal campaigns (one set of rollups for every
    // viewer): recorded in docs/decisions.md as left open; no campaign is named there.
    await server.db.updateTable('campaigns').set({ audience: 'all' }).where('id', '=', subject.id).execute();
    await refreshRollups(server.db, [RIVERSIDE]);
    afterGenerationCheck();
  });
  it("counts a moved campaign in the target's figures and no longer in the source's", async () => {
    const sibling = await server.db
      .selectFrom('advertisers')
      .select('id')
      .where('agency_id', '=', (eb) => eb.selectFrom('advertisers').select('agency_id').where('id', '=', RIVERSIDE))
      .where('id', '!=', RIVERSIDE)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const target = Number(sibling.id);
    const impressionsOf = async (advertiserId: number) => {
      const response = await server.get(
        `/api/performance-overview/impressions/last30days?advertisers=${advertiserId}`,
        staff,
      );
      expect(response.statusCode, response.body).toBe(200);
      return Number(response.json().Impressions);
    };
    const { rows } = await sql<{ n: unknown }>`select coalesce(sum(impressions), 0) as n from fact_daily
      where campaign_id = ${subject.id} and day between ${LAST30.start} and ${LAST30.end}`.execute(server.db);
    const moved = Number(rows[0]?.n ?? 0);
    expect(moved).toBeGreaterThan(0);
    const [sourceBefore, targetBefore] = [await impressionsOf(RIVERSIDE), await impressionsOf(target)];
    // The move as the action does it: the campaign and its facts change advertiser, then both rollups refresh.
    const moveTo = async (from: number, to: number) => {
      await server.db.transaction().execute(async (trx) => {
        await trx.updateTable('campaigns').set({ advertiser_id: to }).where('id', '=', subject.id).execute();
        await trx.updateTable('fact_daily').set({ advertiser_id: to }).where('campaign_id', '=', subject.id).execute();
        await trx
          .updateTable('fact_dim_daily')
          .set({ advertiser_id: to })
          .where('campaign_id', '=', subject.id)
          .execute();
        await refreshRollups(trx, [from, to]);
      });
      afterGenerationCheck();
    };
    await moveTo(RIVERSIDE, target);
    expect(await impressionsOf(RIVERSIDE)).toBe(sourceBefore - moved);
    expect(await impressionsOf(target)).toBe(targetBefore + moved);
    const list = await server.get(`/api/advertiser/campaigns/${target}`, staff);
    expect(ids(list.json().Campaign)).toContain(subject.id);
    await moveTo(target, RIVERSIDE);
    expect(await impressionsOf(RIVERSIDE)).toBe(sourceBefore);
  });
});
