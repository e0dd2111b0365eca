import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, factSums, RANGE, RANGE_DAYS, RIVERSIDE, tokenOf } from './performance-helpers';

type Row = Record<string, number | string | null>;

describe.each(ENGINES)('daily, geo and conversion calls on %s', (engine) => {
  let server: TestServer;
  let token: string;
  let delivering: { id: number; type: string }[];
  let ids: number[];
  const body = (extra: Record<string, unknown> = {}) => ({
    advertiserId: RIVERSIDE,
    ...RANGE,
    campaigns: delivering,
    ...extra,
  });

  beforeAll(async () => {
    server = await startServerAt(engine);
    token = await tokenOf(server, 'advertiser@sightline.test');
    delivering = await deliveringCampaigns(server.db, RIVERSIDE);
    ids = delivering.map((c) => c.id);
  });
  afterAll(async () => {
    await server.close();
  });

  it('daily: one row per day with data, summing to the range total', async () => {
    const response = await server.post('/api/advertiser/performance/daily', body(), token);
    expect(response.statusCode).toBe(200);
    const rows: Row[] = response.json().Daily;
    const { rows: days } = await sql<{ day: unknown; impressions: unknown }>`
      select day, sum(impressions) as impressions from fact_daily where campaign_id in (${sql.join(ids)})
        and day between ${RANGE_DAYS.start} and ${RANGE_DAYS.end} group by day order by day`.execute(server.db);
    expect(rows.map((r) => r.Impressions)).toEqual(days.map((d) => Number(d.impressions)));
    expect(rows[0]).toMatchObject({ Day: '2026-05-16', ShortDate: '5/16/26' });
    expect(response.body).not.toContain('"Cost"');
  });

  it('geo-list: zip rows (top 99 + Other at most), summing to the zip total', async () => {
    const rows: Row[] = (await server.post('/api/advertiser/performance/geo-list', body(), token)).json().ZIPCODE;
    expect(rows.length).toBeLessThanOrEqual(100);
    const { rows: total } = await sql<{ n: unknown }>`select sum(impressions) as n from fact_dim_daily where dim = 'zip'
      and campaign_id in (${sql.join(ids)}) and day between ${RANGE_DAYS.start} and ${RANGE_DAYS.end}`.execute(
      server.db,
    );
    expect(rows.reduce((sum, row) => sum + Number(row.Impressions), 0)).toBe(Number(total[0]!.n));
    expect(rows[0]).toHaveProperty('City');
  });

  it('by-state and geo-performance agree with the zip facts', async () => {
    const states: Row[] = (await server.post('/api/advertiser/performance/by-state', body(), token)).json().STATE;
    const geo = (await server.post('/api/advertiser/performance/geo-performance', body(), token)).json();
    expect(Object.keys(geo)).toEqual(expect.arrayContaining(['ZIPCODE', 'CITY', 'STATE', 'DMA']));
    expect(geo.STATE).toEqual(states);
    const dma = (
      await server.post('/api/advertiser/performance/geo-performance', body({ geoType: 'DMA' }), token)
    ).json();
    expect(dma).not.toHaveProperty('STATE');
    const sum = (rows: Row[]) => rows.reduce((total, row) => total + Number(row.Impressions), 0);
    expect(sum(dma.DMA)).toBe(sum(states));
  });

  it('daily-by-geo: the days of one state, zip or DMA', async () => {
    const [top] = (await server.post('/api/advertiser/performance/by-state', body(), token)).json().STATE as Row[];
    const campaign = delivering[0]!;
    const request = {
      advertiserId: RIVERSIDE,
      campaignIds: [campaign.id],
      campaignType: campaign.type,
      daterange: 'customRange',
      startDate: RANGE.startDate,
      endDate: RANGE.endDate,
      isShared: false,
    };
    const response = await server.post(
      '/api/performance/daily-by-geo',
      { ...request, geoType: 'STATE', state: top!.state },
      token,
    );
    expect(response.statusCode).toBe(200);
    const { rows: expected } = await sql<{
      n: unknown;
    }>`select sum(f.impressions) as n from fact_dim_daily f join geo_zips z on z.zip = f.key
      where f.dim = 'zip' and f.campaign_id = ${campaign.id} and z.state = ${top!.state} and f.day between ${RANGE_DAYS.start} and ${RANGE_DAYS.end}`.execute(
      server.db,
    );
    const rows: Row[] = response.json().Daily;
    expect(rows.reduce((sum, row) => sum + Number(row.Impressions), 0)).toBe(Number(expected[0]!.n ?? 0));
    const missingGeo = await server.post('/api/performance/daily-by-geo', { ...request, geoType: 'ZIPCODE' }, token);
    expect(missingGeo.json()).toEqual({ error: 'Missing parameters' });
    const { geoType: _g, ...noGeoType } = { ...request, geoType: 'STATE' };
    expect((await server.post('/api/performance/daily-by-geo', noGeoType, token)).json()).toEqual({
      error: 'Missing parameters',
    });
    const wrongType = await server.post(
      '/api/performance/daily-by-geo',
      { ...request, campaignType: 'NOTATYPE', geoType: 'STATE', state: 'NY' },
      token,
    );
    expect(wrongType.statusCode).toBe(404);
  });

  it('conversion: conversions per period, matching the SQL total', async () => {
    const query = `advertiserId=${RIVERSIDE}&campaignDashboardIds=${ids.join(',')}&daterange=customRange&startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`;
    const daily = await server.get(`/api/advertiser/conversion?${query}&resolution=day`, token);
    expect(daily.statusCode).toBe(200);
    const expected = await factSums(server.db, ids);
    expect(daily.json().TotalConversions).toBe(expected.conversions);
    const monthly = (await server.get(`/api/advertiser/conversion?${query}&resolution=month`, token)).json();
    expect(monthly.Conversions.map((r: Row) => r.Date)).toEqual(['2026-05-01', '2026-06-01']);
    expect(monthly.TotalConversions).toBe(expected.conversions);
    for (const missing of ['advertiserId', 'campaignDashboardIds', 'resolution', 'daterange']) {
      const url = `/api/advertiser/conversion?${query}&resolution=day`
        .split(/[?&]/)
        .slice(1)
        .filter((part) => !part.startsWith(`${missing}=`) && (missing !== 'daterange' || !/Date=/.test(part)))
        .join('&');
      const response = await server.get(`/api/advertiser/conversion?${url}`, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Missing parameters' });
    }
  });
});
