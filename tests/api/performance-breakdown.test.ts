import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshDimRollups } from '../../src/server/services/dim-rollups';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, dimSums, RANGE, RANGE_DAYS, RIVERSIDE, tokenOf } from './performance-helpers';

type Row = Record<string, number | string | null>;

describe.each(ENGINES)('breakdowns on %s', (engine) => {
  let server: TestServer;
  let token: string;
  let delivering: { id: number; type: string }[];
  const breakdown = (body: Record<string, unknown>) =>
    server.post(
      '/api/advertiser/performance/breakdown',
      { advertiserId: RIVERSIDE, ...RANGE, campaigns: delivering, reload: true, ...body },
      token,
    );

  beforeAll(async () => {
    server = await startServerAt(engine);
    token = await tokenOf(server, 'agency.admin@sightline.test');
    delivering = await deliveringCampaigns(server.db, RIVERSIDE);
  });
  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['device', 'Device'],
    ['daypart', 'Daypart'],
    ['creative', 'CreativeId'],
    ['keyword', 'SearchKey'],
    ['conversion', 'ConversionType'],
  ])('%s rows equal the SQL sums per key', async (dimension, column) => {
    const response = await breakdown({ dimension });
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json().Rows;
    const expected = await dimSums(
      server.db,
      delivering.map((c) => c.id),
      dimension,
    );
    expect(rows).toHaveLength(expected.size);
    for (const row of rows) {
      expect(row.Impressions).toBe(expected.get(String(row[column]))!.impressions);
      expect(row.Clicks).toBe(expected.get(String(row[column]))!.clicks);
    }
  });

  it('web analytics rows carry the sessions and page views of the SQL sums per traffic source', async () => {
    // Analytics campaigns have sessions but no impressions, so they are not among the delivering ones.
    const ga = await server.db
      .selectFrom('campaigns')
      .select(['id', 'campaign_type as type'])
      .where('advertiser_id', '=', RIVERSIDE)
      .where('campaign_type', '=', 'GA')
      .execute();
    const rows: Row[] = (await breakdown({ dimension: 'web', campaigns: ga })).json().Rows;
    const { rows: expected } = await sql<{ key: string; sessions: unknown; pageviews: unknown }>`
      select f.key as key, sum(f.sessions) as sessions, sum(f.pageviews) as pageviews from fact_dim_daily f
      where f.dim = 'web' and f.campaign_id in (${sql.join(ga.map((c) => c.id))})
        and f.day between ${RANGE_DAYS.start} and ${RANGE_DAYS.end} group by f.key`.execute(server.db);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(expected.length);
    for (const source of expected) {
      const row = rows.find((r) => r.Page === source.key)!;
      expect(row.Sessions).toBe(Number(source.sessions));
      expect(row.PageViews).toBe(Number(source.pageviews));
    }
  });

  it('state rows are derived from zip rows through geo_zips', async () => {
    const rows: Row[] = (await breakdown({ dimension: 'state' })).json().Rows;
    const { rows: expected } = await sql<{ state: string; impressions: unknown }>`
      select z.state as state, sum(f.impressions) as impressions from fact_dim_daily f join geo_zips z on z.zip = f.key
      where f.dim = 'zip' and f.campaign_id in (${sql.join(delivering.map((c) => c.id))})
        and f.day between ${RANGE_DAYS.start} and ${RANGE_DAYS.end} group by z.state`.execute(server.db);
    expect(expected.length).toBeGreaterThan(0);
    for (const state of expected)
      expect(rows.find((r) => r.state === state.state)!.Impressions).toBe(Number(state.impressions));
  });

  it('sorts by a sortable column, either way', async () => {
    const up: Row[] = (await breakdown({ dimension: 'device', sortBy: 'Device', sortDesc: false })).json().Rows;
    const names = up.map((r) => String(r.Device));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    const down: Row[] = (await breakdown({ dimension: 'device', sortBy: 'Device', sortDesc: true })).json().Rows;
    expect(down.map((r) => r.Device)).toEqual([...names].reverse());
    const byImpressions: Row[] = (await breakdown({ dimension: 'device' })).json().Rows;
    const counts = byImpressions.map((r) => Number(r.Impressions));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await breakdown({ dimension: 'device', sortBy: 'Nope' })).statusCode).toBe(400);
  });

  it('keeps the top 99 publishers plus Other (100 records)', async () => {
    const display = delivering.find((c) => c.type === 'DISPLAY')!;
    const rows = Array.from({ length: 130 }, (_, i) => ({
      campaign_id: display.id,
      dim: 'publisher',
      day: 20260601,
      key: `test-publisher-${String(i).padStart(3, '0')}.example`,
      advertiser_id: RIVERSIDE,
      impressions: 1000 + i,
      clicks: 1,
    }));
    await server.db.insertInto('fact_dim_daily').values(rows).execute();
    // A writer of breakdown rows refreshes the week and month rollups holding the day (as the importer does).
    await refreshDimRollups(server.db, [{ campaignId: display.id, dim: 'publisher', day: 20260601 }]);
    const response = await breakdown({ dimension: 'publisher', campaigns: [display] });
    const body = response.json();
    const expected = await dimSums(server.db, [display.id], 'publisher');
    expect(body.TotalRows).toBe(expected.size);
    expect(body.Rows).toHaveLength(100);
    const other: Row = body.Rows[99];
    expect(other.Publisher).toBe('Other');
    const ranked = [...expected.values()].map((v) => v.impressions).sort((a, b) => b - a);
    expect(other.Impressions).toBe(ranked.slice(99).reduce((a, b) => a + b, 0));
    const sum = (body.Rows as Row[]).reduce((total, row) => total + Number(row.Impressions), 0);
    expect(sum).toBe(ranked.reduce((a, b) => a + b, 0));
  });

  it('keeps the top 9 OTT platforms plus Other', async () => {
    const ott = delivering.find((c) => c.type === 'OTT')!;
    const expected = await dimSums(server.db, [ott.id], 'publisher');
    const rows: Row[] = (await breakdown({ dimension: 'publisher', campaigns: [ott] })).json().Rows;
    expect(rows).toHaveLength(Math.min(10, expected.size));
    if (expected.size > 10) expect(rows[9]!.Publisher).toBe('Other');
  });

  it('does not count broadcast airings under 4.0 seconds', async () => {
    const { rows: found } = await sql<{ id: unknown; advertiser_id: unknown }>`
      select campaign_id as id, advertiser_id from fact_dim_daily where dim = 'airing' and seconds < 4.0
      group by campaign_id, advertiser_id order by count(*) desc limit 1`.execute(server.db);
    const broadcast = Number(found[0]!.id);
    const { rows: counts } = await sql<{ all: unknown; counted: unknown }>`
      select count(*) as "all", sum(case when seconds >= 4.0 then 1 else 0 end) as counted from fact_dim_daily
      where campaign_id = ${broadcast} and dim = 'airing' and day between 20180101 and 20260615`.execute(server.db);
    const superToken = await tokenOf(server, 'super@sightline.test');
    const response = await server.post(
      '/api/advertiser/performance/breakdown',
      {
        advertiserId: Number(found[0]!.advertiser_id),
        daterange: 'alltime',
        campaigns: [{ id: broadcast }],
        dimension: 'airing',
      },
      superToken,
    );
    const rows: Row[] = response.json().Rows;
    expect(Number(counts[0]!.counted)).toBeLessThan(Number(counts[0]!.all));
    expect(rows.reduce((total, row) => total + Number(row.Airings), 0)).toBe(Number(counts[0]!.counted));
  });

  it('conversion breakdown: conversions per type, most first', async () => {
    const response = await server.post(
      '/api/advertiser/performance/getConversionBreakdown',
      { advertiserId: RIVERSIDE, ...RANGE, campaigns: delivering },
      token,
    );
    expect(response.statusCode).toBe(200);
    const { rows: expected } = await sql<{ total: unknown }>`
      select sum(conversions) as total from fact_dim_daily where dim = 'conversion'
        and campaign_id in (${sql.join(delivering.map((c) => c.id))}) and day between ${RANGE_DAYS.start} and ${RANGE_DAYS.end}`.execute(
      server.db,
    );
    expect(response.json().TotalConversions).toBe(Number(expected[0]!.total ?? 0));
    const conversions = (response.json().Breakdown as Row[]).map((r) => Number(r.Conversions));
    expect(conversions).toEqual([...conversions].sort((a, b) => b - a));
  });

  it('needs advertiser, range and campaigns', async () => {
    for (const body of [
      { ...RANGE, campaigns: delivering, dimension: 'device' },
      { advertiserId: RIVERSIDE, campaigns: delivering, dimension: 'device' },
      { advertiserId: RIVERSIDE, ...RANGE, dimension: 'device' },
      { advertiserId: RIVERSIDE, ...RANGE, campaigns: [], dimension: 'device' },
      { advertiserId: RIVERSIDE, ...RANGE, campaigns: delivering },
    ]) {
      const response = await server.post('/api/advertiser/performance/breakdown', body, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Missing parameters' });
    }
    const conversion = await server.post(
      '/api/advertiser/performance/getConversionBreakdown',
      { advertiserId: RIVERSIDE },
      token,
    );
    expect(conversion.json()).toEqual({ error: 'Missing parameters' });
  });
});
