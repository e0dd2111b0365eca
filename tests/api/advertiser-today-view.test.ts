import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { rows, TEST_NOW } from './overview-helpers';
import { RIVERSIDE, tokenOf } from './performance-helpers';

const TODAY = '/api/advertiser/today-view';
/** Harbor Dental Care: the advertiser user's other advertiser. */
const HARBOR = 10000002;

describe.each(ENGINES)('the advertiser today view on %s', (engine) => {
  let server: TestServer;
  let agency: string;
  let client: string;
  let other: string;
  let ungranted: number;
  let otherAgencyAdvertiser: number;

  beforeAll(async () => {
    server = await startServerAt(engine, {}, Date.parse(TEST_NOW));
    agency = await tokenOf(server, 'agency.admin@sightline.test');
    client = await tokenOf(server, 'advertiser@sightline.test');
    other = await tokenOf(server, 'other.agency@sightline.test');
    const [a] = await rows(
      server.db,
      sql`select min(id) as id from advertisers where agency_id = 1 and id not in (${RIVERSIDE}, ${HARBOR})`,
    );
    ungranted = Number(a!.id);
    const [b] = await rows(server.db, sql`select min(id) as id from advertisers where agency_id = 2`);
    otherAgencyAdvertiser = Number(b!.id);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('advertiser today view', () => {
    type TodayRow = {
      CampaignId: number;
      CampaignType: string;
      AdvertiserId: number;
      Impressions: number;
      ImpressionGoal: number | null;
      DailyGoal: number | null;
      ExpectedByNow: number | null;
      Pacing: number | null;
      Hours: number[];
    };

    it("lists the advertiser's live campaigns with today's hourly delivery and pacing, as SQL says", async () => {
      const response = await server.get(`${TODAY}/${RIVERSIDE}`, agency);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { Date: string; Hour: number; rows: TodayRow[] };
      // 16:30 UTC is 12:30 in New York, agency A's zone.
      expect(body).toMatchObject({ Date: '2026-06-15', Hour: 12 });
      expect(Object.keys(body).sort()).toEqual(['Date', 'Hour', 'rows']);
      const live = await rows(
        server.db,
        sql`select id, impression_goal, start_date, end_date from campaigns where advertiser_id = ${RIVERSIDE}
            and status = 'Live' and start_date <= '2026-06-15' and end_date >= '2026-06-15' order by id`,
      );
      expect(live.length).toBeGreaterThan(1);
      expect(body.rows.map((r) => r.CampaignId).sort((a, b) => a - b)).toEqual(live.map((r) => Number(r.id)));
      const hours = await rows(
        server.db,
        sql`select campaign_id, sum(impressions) as impressions from fact_dim_daily
            where advertiser_id = ${RIVERSIDE} and dim = 'hour' and day = 20260615 group by campaign_id`,
      );
      const delivered = new Map(hours.map((r) => [Number(r.campaign_id), Number(r.impressions)]));
      expect([...delivered.values()].some((n) => n > 0)).toBe(true);
      const elapsed = (12 * 60 + 30) / 1440;
      for (const row of body.rows) {
        const campaign = live.find((c) => Number(c.id) === row.CampaignId)!;
        expect(row.AdvertiserId).toBe(RIVERSIDE);
        expect(row.Impressions).toBe(delivered.get(row.CampaignId) ?? 0);
        expect(row.Hours).toHaveLength(24);
        expect(row.Hours.reduce((a, b) => a + b, 0)).toBe(row.Impressions);
        if (campaign.impression_goal === null) {
          expect(row.Pacing).toBeNull();
          continue;
        }
        const days =
          (Date.parse(`${String(campaign.end_date)}T00:00:00Z`) -
            Date.parse(`${String(campaign.start_date)}T00:00:00Z`)) /
            86_400_000 +
          1;
        const expected = (Number(campaign.impression_goal) / days) * elapsed;
        expect(row.ExpectedByNow).toBe(Math.round(expected));
        expect(row.Pacing).toBeCloseTo((row.Impressions / expected - 1) * 100, 1);
      }
      // Impressions descending by default.
      const impressions = body.rows.map((r) => r.Impressions);
      expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    });

    it("equals the overview's today-view rows for that advertiser", async () => {
      const own = (await server.get(`${TODAY}/${RIVERSIDE}?sortBy=name_asc`, agency)).json();
      const overview = (
        await server.get(
          `/api/performance-overview/today-view-campaigns/?advertisers=${RIVERSIDE}&sortBy=name_asc`,
          agency,
        )
      ).json();
      expect(own.rows).toEqual(overview.rows);
      expect(own.Date).toBe(overview.Date);
    });

    it('keeps only the campaign types of the types filter', async () => {
      const all = (await server.get(`${TODAY}/${RIVERSIDE}`, agency)).json().rows as TodayRow[];
      const types = [...new Set(all.map((r) => r.CampaignType))].slice(0, 2);
      expect(types.length).toBe(2);
      const query = types.map((t) => t.toLowerCase()).join(', ');
      const filtered = (await server.get(`${TODAY}/${RIVERSIDE}?types=${encodeURIComponent(query)}`, client)).json()
        .rows as TodayRow[];
      expect(filtered.map((r) => r.CampaignId).sort()).toEqual(
        all
          .filter((r) => types.includes(r.CampaignType))
          .map((r) => r.CampaignId)
          .sort(),
      );
      const none = (await server.get(`${TODAY}/${RIVERSIDE}?types=NOSUCHTYPE`, agency)).json();
      expect(none.rows).toEqual([]);
      expect((await server.get(`${TODAY}/${RIVERSIDE}?types=ott;drop`, agency)).statusCode).toBe(400);
    });

    it("answers 400 'Missing advertiser ID' without an id", async () => {
      for (const url of [`${TODAY}/`, TODAY]) {
        const response = await server.get(url, agency);
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual({ error: 'Missing advertiser ID' });
      }
    });

    it("answers 404 'Advertiser not found' outside the caller's scope, and nothing else", async () => {
      for (const [token, id] of [
        [other, RIVERSIDE],
        [client, ungranted],
        [agency, otherAgencyAdvertiser],
        [agency, 99999999],
      ] as const) {
        const response = await server.get(`${TODAY}/${id}`, token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Advertiser not found' });
      }
      expect((await server.get(`${TODAY}/${RIVERSIDE}`)).statusCode).toBe(401);
    });
  });
});
