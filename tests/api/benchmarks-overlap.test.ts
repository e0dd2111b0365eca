import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { rows, TEST_NOW } from './overview-helpers';
import { deliveringCampaigns, RANGE, RANGE_DAYS, RIVERSIDE, tokenOf } from './performance-helpers';

const BENCHMARKS = '/api/advertiser/performance/benchmarks';
const OVERLAP = '/api/advertiser/performance/audience-overlap';
/** Harbor Dental Care: the advertiser user's other advertiser. */
const HARBOR = 10000002;

const pct = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

type BenchmarkRow = {
  CampaignType: string;
  Tactic: string;
  Metric: string;
  Advertiser: number | null;
  Benchmark: number;
};

describe.each(ENGINES)('benchmarks and audience overlap on %s', (engine) => {
  let server: TestServer;
  let agency: string;
  let client: string;
  let other: string;
  let delivering: { id: number; type: string }[];
  let ungranted: number;
  let otherAgencyAdvertiser: number;

  beforeAll(async () => {
    server = await startServerAt(engine, {}, Date.parse(TEST_NOW));
    agency = await tokenOf(server, 'agency.admin@sightline.test');
    client = await tokenOf(server, 'advertiser@sightline.test');
    other = await tokenOf(server, 'other.agency@sightline.test');
    delivering = await deliveringCampaigns(server.db, RIVERSIDE);
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

  /** Clicks, impressions and completions of campaigns over the test range, straight from fact_daily. */
  const sums = async (ids: number[]) => {
    const [row] = await rows(
      server.db,
      sql`select sum(impressions) as impressions, sum(clicks) as clicks, sum(completions) as completions
          from fact_daily where campaign_id in (${sql.join(ids)}) and day between ${RANGE_DAYS.start} and ${RANGE_DAYS.end}`,
    );
    return {
      impressions: Number(row?.impressions ?? 0),
      clicks: Number(row?.clicks ?? 0),
      completions: Number(row?.completions ?? 0),
    };
  };

  describe('benchmarks', () => {
    it("compares CTR and, where the type has one, VCR with the industry's benchmark, as SQL says", async () => {
      expect(delivering.length).toBeGreaterThan(3);
      const response = await server.post(
        BENCHMARKS,
        { advertiserId: RIVERSIDE, ...RANGE, campaigns: delivering },
        agency,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const [advertiser] = await rows(server.db, sql`select industry from advertisers where id = ${RIVERSIDE}`);
      expect(body).toMatchObject({
        daterange: 'customRange',
        StartDate: RANGE.startDate,
        EndDate: RANGE.endDate,
        Industry: advertiser!.industry,
      });
      const expected: BenchmarkRow[] = [];
      for (const type of [...new Set(delivering.map((c) => c.type))].sort()) {
        const [bench] = await rows(
          server.db,
          sql`select ctr, vcr from benchmarks where industry = ${advertiser!.industry} and campaign_type = ${type}`,
        );
        if (!bench) continue;
        const own = await sums(delivering.filter((c) => c.type === type).map((c) => c.id));
        const base = { CampaignType: type, Tactic: expect.any(String) as unknown as string };
        expected.push({
          ...base,
          Metric: 'ClickThrough',
          Advertiser: pct(own.clicks, own.impressions),
          Benchmark: Math.round(Number(bench.ctr) * 10_000) / 100,
        });
        if (bench.vcr !== null)
          expected.push({
            ...base,
            Metric: 'VCR',
            Advertiser: pct(own.completions, own.impressions),
            Benchmark: Math.round(Number(bench.vcr) * 10_000) / 100,
          });
      }
      expect(expected.some((row) => row.Metric === 'VCR')).toBe(true);
      expect(body.Rows).toEqual(expected);
      expect((body.Rows as BenchmarkRow[]).find((r) => r.CampaignType === 'OTT')!.Tactic).toBe('CTV');
    });

    it('covers only the types of the campaigns asked for, and is the same for the advertiser user', async () => {
      const ott = delivering.filter((c) => c.type === 'OTT');
      const body = { advertiserId: RIVERSIDE, ...RANGE, campaigns: ott };
      const response = await server.post(BENCHMARKS, body, agency);
      const got = response.json().Rows as BenchmarkRow[];
      expect(got.map((r) => `${r.CampaignType}:${r.Metric}`)).toEqual(['OTT:ClickThrough', 'OTT:VCR']);
      const clientAnswer = await server.post(BENCHMARKS, body, client);
      expect(clientAnswer.statusCode).toBe(200);
      expect(clientAnswer.json().Rows).toEqual(got);
    });

    it('is cached by request, and reload bypasses the cache', async () => {
      const body = { advertiserId: RIVERSIDE, ...RANGE, campaigns: delivering.slice(0, 2) };
      await server.post(BENCHMARKS, body, agency);
      expect((await server.post(BENCHMARKS, body, agency)).headers['x-cache']).toBe('hit');
      expect((await server.post(BENCHMARKS, { ...body, reload: true }, agency)).headers['x-cache']).toBe('miss');
    });
  });

  describe('audience overlap', () => {
    it('answers the sets and pairs of the requested types from audience_overlap', async () => {
      const response = await server.post(OVERLAP, { advertiserId: RIVERSIDE, ...RANGE, campaigns: delivering }, agency);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ daterange: 'customRange', StartDate: RANGE.startDate, EndDate: RANGE.endDate });
      const types = new Set(delivering.map((c) => c.type));
      const stored = await rows(
        server.db,
        sql`select types, size from audience_overlap where advertiser_id = ${RIVERSIDE} order by types`,
      );
      const split = stored.map((r) => ({ types: String(r.types).split(','), size: Number(r.size) }));
      const wanted = split.filter((r) => r.types.every((t) => types.has(t)));
      const sets = wanted
        .filter((r) => r.types.length === 1)
        .map((r) => ({ CampaignType: r.types[0], Tactic: expect.any(String), Reach: r.size }))
        .sort((a, b) => a.CampaignType!.localeCompare(b.CampaignType!));
      const pairs = wanted
        .filter((r) => r.types.length === 2)
        .map((r) => ({ Types: r.types, Reach: r.size }))
        .sort((a, b) => a.Types[0]!.localeCompare(b.Types[0]!) || a.Types[1]!.localeCompare(b.Types[1]!));
      expect(sets.length).toBeGreaterThan(2);
      expect(pairs.length).toBeGreaterThan(0);
      expect(body.Sets).toEqual(sets);
      expect(body.Overlaps).toEqual(pairs);
    });

    it('narrows to the types of the campaigns asked for', async () => {
      const two = ['OTT', 'DISPLAY'].map((type) => delivering.find((c) => c.type === type)!);
      const body = (await server.post(OVERLAP, { advertiserId: RIVERSIDE, ...RANGE, campaigns: two }, client)).json();
      expect(body.Sets.map((s: { CampaignType: string }) => s.CampaignType)).toEqual(['DISPLAY', 'OTT']);
      expect(body.Overlaps).toHaveLength(1);
      expect(body.Overlaps[0].Types).toEqual(['DISPLAY', 'OTT']);
      const [row] = await rows(
        server.db,
        sql`select size from audience_overlap where advertiser_id = ${RIVERSIDE} and types = 'DISPLAY,OTT'`,
      );
      expect(body.Overlaps[0].Reach).toBe(Number(row!.size));
    });
  });

  describe('parameters and tenancy of the two pair calls', () => {
    it.each([BENCHMARKS, OVERLAP])("%s: a missing field answers 400 'Missing parameters'", async (url) => {
      const full = { advertiserId: RIVERSIDE, ...RANGE, campaigns: delivering };
      const { advertiserId: _a, ...noAdvertiser } = full;
      const { daterange: _d, startDate: _s, endDate: _e, ...noRange } = full;
      for (const body of [noAdvertiser, noRange, { ...full, campaigns: [] }, { advertiserId: RIVERSIDE }, {}]) {
        const response = await server.post(url, body, agency);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual({ error: 'Missing parameters' });
      }
    });

    it.each([BENCHMARKS, OVERLAP])('%s: bad range, foreign campaign, unknown field', async (url) => {
      const badRange = await server.post(
        url,
        { advertiserId: RIVERSIDE, daterange: 'someday', campaigns: delivering },
        agency,
      );
      expect(badRange.statusCode).toBe(400);
      expect(badRange.json()).toEqual({ error: 'Invalid date range' });
      const [foreign] = await rows(server.db, sql`select min(id) as id from campaigns where advertiser_id = ${HARBOR}`);
      const notTheirs = await server.post(
        url,
        { advertiserId: RIVERSIDE, ...RANGE, campaigns: [{ id: Number(foreign!.id) }] },
        agency,
      );
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json()).toEqual({ error: 'Campaign not found' });
      const extra = await server.post(url, { advertiserId: RIVERSIDE, ...RANGE, campaigns: delivering, x: 1 }, agency);
      expect(extra.statusCode).toBe(400);
    });

    it.each([BENCHMARKS, OVERLAP])('%s: another tenant gets 404 and nothing else', async (url) => {
      const body = { advertiserId: RIVERSIDE, ...RANGE, campaigns: delivering };
      const response = await server.post(url, body, other);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Advertiser not found' });
      const ungrantedAnswer = await server.post(url, { ...body, advertiserId: ungranted }, client);
      expect(ungrantedAnswer.statusCode).toBe(404);
      expect(ungrantedAnswer.json()).toEqual({ error: 'Advertiser not found' });
      expect((await server.post(url, { ...body, advertiserId: otherAgencyAdvertiser }, agency)).statusCode).toBe(404);
      expect((await server.post(url, body)).statusCode).toBe(401);
    });
  });
});
