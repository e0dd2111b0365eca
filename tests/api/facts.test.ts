import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOWCASE_ADVERTISERS } from '../../src/server/db/demo/plan';
import { ENGINES, startTestServer, type TestServer } from './harness';

const TODAY = 20260615;
const num = (value: unknown): number => Number(value ?? 0);

describe.each(ENGINES)('demo facts on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  it('zip, publisher, device and daypart rows add up to the campaign-day exactly', async () => {
    const { rows } = await sql<{ dim: string; days: unknown; bad: unknown }>`
      select d.dim, count(*) as days,
        sum(case when d.i <> f.impressions or d.c <> f.clicks or d.v <> f.conversions
                   or abs(d.s - f.cost) > 0.005 then 1 else 0 end) as bad
      from fact_daily f
      join (select campaign_id, day, dim, sum(impressions) as i, sum(clicks) as c, sum(cost) as s,
                   sum(conversions) as v
            from fact_dim_daily where dim in ('zip', 'publisher', 'device', 'daypart')
            group by campaign_id, day, dim) d on d.campaign_id = f.campaign_id and d.day = f.day
      group by d.dim order by d.dim`.execute(server.db);
    expect(rows.map((r) => r.dim)).toEqual(['daypart', 'device', 'publisher', 'zip']);
    for (const row of rows) {
      expect(num(row.days)).toBeGreaterThan(100);
      expect(num(row.bad)).toBe(0);
    }
    const { rows: uncovered } = await sql<{ n: unknown }>`
      select count(*) as n from fact_daily f join campaigns c on c.id = f.campaign_id
      where c.campaign_type in ('DISPLAY', 'OTT', 'PREROLL') and f.impressions > 0
        and not exists (select 1 from fact_dim_daily d
                        where d.campaign_id = f.campaign_id and d.day = f.day and d.dim = 'zip')`.execute(server.db);
    expect(num(uncovered[0]?.n)).toBe(0);
  });

  it('rollups equal a direct aggregation of fact_daily', async () => {
    const direct = await sql<{ advertiser_id: number; day: number; campaign_type: string; i: unknown; s: unknown }>`
      select f.advertiser_id, f.day, c.campaign_type, sum(f.impressions) as i, sum(f.cost) as s
      from fact_daily f join campaigns c on c.id = f.campaign_id
      group by f.advertiser_id, f.day, c.campaign_type`.execute(server.db);
    const rollups = await server.db.selectFrom('rollup_advertiser_day').selectAll().execute();
    expect(rollups.length).toBe(direct.rows.length);
    const byKey = new Map(rollups.map((r) => [`${r.advertiser_id}|${r.day}|${r.campaign_type}`, r]));
    for (const row of direct.rows) {
      const rollup = byKey.get(`${row.advertiser_id}|${row.day}|${row.campaign_type}`);
      expect(num(rollup?.impressions)).toBe(num(row.i));
      expect(num(rollup?.cost)).toBeCloseTo(num(row.s), 2);
    }
    const { rows: agency } = await sql<{ agency_id: number; i: unknown; a: unknown }>`
      select a.agency_id, sum(f.impressions) as i, count(distinct f.advertiser_id) as a
      from fact_daily f join advertisers a on a.id = f.advertiser_id
      where f.day = ${TODAY - 1} and f.impressions > 0 group by a.agency_id`.execute(server.db);
    for (const row of agency) {
      const sums = await server.db
        .selectFrom('rollup_agency_day')
        .select((eb) => [eb.fn.sum('impressions').as('i'), eb.fn.max('advertisers').as('max')])
        .where('agency_id', '=', row.agency_id)
        .where('day', '=', TODAY - 1)
        .executeTakeFirstOrThrow();
      expect(num(sums.i)).toBe(num(row.i));
      expect(num(sums.max)).toBeLessThanOrEqual(num(row.a));
    }
  });

  it('the showcase advertiser delivers every campaign type it buys; undelivered statuses have nothing', async () => {
    const showcase = SHOWCASE_ADVERTISERS[0].id;
    const { rows } = await sql<{ campaign_type: string; i: unknown; v: unknown }>`
      select c.campaign_type, sum(f.impressions) as i, sum(f.conversions) as v
      from campaigns c left join fact_daily f on f.campaign_id = c.id
      where c.advertiser_id = ${showcase} and c.status in ('Live', 'Completed', 'Paused')
      group by c.campaign_type`.execute(server.db);
    expect(rows.length).toBe(28);
    for (const row of rows) expect(num(row.i) + num(row.v), row.campaign_type).toBeGreaterThan(0);
    const idle = await server.db
      .selectFrom('fact_daily as f')
      .innerJoin('campaigns as c', 'c.id', 'f.campaign_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('c.status', 'in', ['Cancelled', 'Proposal', 'Reserved', 'Partially Reserved'])
      .executeTakeFirstOrThrow();
    expect(num(idle.n)).toBe(0);
  });

  it('some delivering campaign has no data at all', async () => {
    const silent = await server.db
      .selectFrom('campaigns as c')
      .select('c.id')
      .where('c.status', 'in', ['Live', 'Completed'])
      .where('c.start_date', '>=', '2026-03-01')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('fact_daily as f').select('f.day').whereRef('f.campaign_id', '=', 'c.id'))),
      )
      .execute();
    expect(silent.length).toBeGreaterThan(0);
  });

  it('loads the 210 markets, 206 with shapes, and assigns zips to the market that contains them', async () => {
    const dmas = await server.db.selectFrom('geo_dmas').select(['code', 'has_shape']).execute();
    expect(dmas.length).toBe(210);
    expect(dmas.filter((d) => d.has_shape === 1).length).toBe(206);
    const zips = await server.db
      .selectFrom('geo_zips as z')
      .innerJoin('geo_dmas as d', 'd.code', 'z.dma_code')
      .select(['z.zip', 'z.dma_code', 'd.name', 'z.state'])
      .where('z.zip', 'in', ['10001', '90210', '60601', '99501'])
      .orderBy('z.zip')
      .execute();
    expect(zips).toEqual([
      { zip: '10001', dma_code: 501, name: 'New York', state: 'NY' },
      { zip: '60601', dma_code: 602, name: 'Chicago', state: 'IL' },
      { zip: '90210', dma_code: 803, name: 'Los Angeles', state: 'CA' },
      { zip: '99501', dma_code: 743, name: 'Anchorage', state: 'AK' },
    ]);
    const unassigned = await server.db
      .selectFrom('geo_zips')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('dma_code', 'is', null)
      .executeTakeFirstOrThrow();
    expect(num(unassigned.n)).toBe(0);
  });

  it('live campaigns have today so far by hour, summing to today’s partial row', async () => {
    const { rows } = await sql<{ campaign_id: number; hours: unknown; i: unknown; total: unknown }>`
      select h.campaign_id, count(*) as hours, sum(h.impressions) as i, max(f.impressions) as total
      from fact_dim_daily h
      join fact_daily f on f.campaign_id = h.campaign_id and f.day = h.day
      join campaigns c on c.id = h.campaign_id
      where h.dim = 'hour' and h.day = ${TODAY} and c.status = 'Live'
      group by h.campaign_id`.execute(server.db);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(num(row.hours)).toBeLessThan(24);
      expect(num(row.i)).toBe(num(row.total));
    }
  });

  it('short airings are marked by their seconds and left out of station counts', async () => {
    const { rows } = await sql<{ short: unknown; counted: unknown; stations: unknown }>`
      select sum(case when seconds < 4 then 1 else 0 end) as short,
             sum(case when seconds >= 4 then 1 else 0 end) as counted,
             (select sum(airings) from fact_dim_daily where dim = 'station') as stations
      from fact_dim_daily where dim = 'airing'`.execute(server.db);
    expect(num(rows[0]?.short)).toBeGreaterThan(0);
    expect(num(rows[0]?.stations)).toBe(num(rows[0]?.counted));
  });

  it('has benchmarks per industry and type and a consistent audience overlap', async () => {
    const benchmarks = await server.db
      .selectFrom('benchmarks')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(num(benchmarks.n)).toBe(20 * 28);
    const overlap = await server.db
      .selectFrom('audience_overlap')
      .select(['types', 'size'])
      .where('advertiser_id', '=', SHOWCASE_ADVERTISERS[0].id)
      .execute();
    const size = new Map(overlap.map((o) => [o.types, num(o.size)]));
    expect(size.get('DISPLAY,OTT')).toBeLessThanOrEqual(Math.min(size.get('DISPLAY')!, size.get('OTT')!));
    expect(size.get('DISPLAY,OTT,PREROLL')).toBeLessThanOrEqual(size.get('DISPLAY,OTT')!);
  });
});
