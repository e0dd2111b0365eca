import { sql } from 'kysely';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_POLYGONS } from '../../src/domain/messages';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { RANGE, RANGE_DAYS, RIVERSIDE, tokenOf } from './performance-helpers';

/** Harbor Dental Care: seen by the advertiser user, no geofence campaign. */
const HARBOR = 10000002;
const RANGE_QUERY = `daterange=${RANGE.daterange}&startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`;

describe.each(ENGINES)('geography calls on %s', (engine) => {
  let server: TestServer;
  let token: string;
  let otherAgencyAdvertiser: number;
  const get = (url: string, headers: Record<string, string> = {}, auth: string | null = token) =>
    server.app.inject({ method: 'GET', url, headers: { ...(auth ? { ahauth: `Bearer ${auth}` } : {}), ...headers } });

  beforeAll(async () => {
    server = await startServerAt(engine);
    token = await tokenOf(server, 'advertiser@sightline.test');
    const other = await server.db.selectFrom('advertisers').select('id').where('agency_id', '=', 2).executeTakeFirst();
    otherAgencyAdvertiser = other!.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('DMA shapes: 206 features keyed by code, named from dma1, with TV homes', async () => {
    const response = await get('/api/geo/dma');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const { type, features } = response.json();
    expect(type).toBe('FeatureCollection');
    expect(features).toHaveLength(206);
    const nyc = features.find((f: { id: string }) => f.id === '501');
    expect(nyc.properties).toMatchObject({ code: '501', name: expect.stringContaining('New York') });
    expect(nyc.properties.tvHomes).toBeGreaterThan(1_000_000);
    for (const feature of features) {
      expect(feature.id).toMatch(/^\d{3}$/);
      expect(feature.properties.code).toBe(feature.id);
      expect(feature.properties.name).not.toMatch(/^dma:/);
      expect(['Polygon', 'MultiPolygon']).toContain(feature.geometry.type);
    }
  });

  it('DMA list: all 210 markets, the four without a shape flagged', async () => {
    const { markets } = (await get('/api/geo/dma-list')).json();
    expect(markets).toHaveLength(210);
    expect(markets[0]).toEqual({
      code: expect.any(String),
      name: expect.any(String),
      tvHomes: expect.any(Number),
      hasShape: expect.any(Boolean),
    });
    const without = markets.filter((m: { hasShape: boolean }) => !m.hasShape);
    expect(without.map((m: { name: string }) => m.name).sort()).toEqual([
      'Anchorage',
      'Fairbanks',
      'Honolulu',
      'Juneau',
    ]);
  });

  it('zoom 0 is smaller than zoom 8; the default zoom is 4', async () => {
    const coarse = await get('/api/geo/dma?zoom=0');
    const fine = await get('/api/geo/dma?zoom=8');
    expect(coarse.rawPayload.length).toBeLessThan(fine.rawPayload.length);
    expect((await get('/api/geo/dma')).body).toBe((await get('/api/geo/dma?zoom=4')).body);
  });

  it('states and counties', async () => {
    const states = (await get('/api/geo/states?zoom=2')).json().features;
    expect(states.length).toBeGreaterThanOrEqual(51);
    const texas = states.find((f: { id: string }) => f.id === 'TX');
    expect(texas.properties).toEqual({ code: 'TX', name: 'Texas', fips: '48' });
    const counties = (await get('/api/geo/counties?zoom=0')).json().features;
    expect(counties.length).toBeGreaterThan(3_100);
    expect(counties.length).toBeLessThan(3_300);
    const cook = counties.find((f: { id: string }) => f.id === '17031');
    expect(cook.properties).toEqual({ fips: '17031', name: 'Cook', state: 'IL' });
  });

  it('ETag, 304 on If-None-Match and the reference cache policy', async () => {
    const first = await get('/api/geo/states');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, max-age=3600');
    const again = await get('/api/geo/states', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get('/api/geo/states', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('gzip when the client accepts it, identical JSON when not', async () => {
    const plain = await get('/api/geo/dma?zoom=3');
    const zipped = await get('/api/geo/dma?zoom=3', { 'accept-encoding': 'gzip, deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThanOrEqual(150 * 1024);
    const revalidated = await get('/api/geo/dma?zoom=3', {
      'accept-encoding': 'gzip',
      'if-none-match': String(zipped.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("zips: the advertiser's delivered zip codes with centroids, as an independent query finds them", async () => {
    const response = await get(`/api/geo/zips?advertiserId=${RIVERSIDE}&${RANGE_QUERY}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const { zips } = response.json();
    const { rows } = await sql<{ zip: string; lat: number; lon: number; city: string; state: string; dma: number }>`
      select z.zip as zip, z.lat as lat, z.lon as lon, z.city as city, z.state as state, z.dma_code as dma
      from geo_zips z where z.zip in (
        select key from fact_dim_daily where advertiser_id = ${RIVERSIDE} and dim = 'zip'
          and day between ${RANGE_DAYS.start} and ${RANGE_DAYS.end} and impressions > 0)
      order by z.zip`.execute(server.db);
    expect(rows.length).toBeGreaterThan(10);
    expect(zips).toEqual(
      rows.map((r) => ({
        ZipCode: r.zip,
        lat: Number(r.lat),
        lon: Number(r.lon),
        City: r.city,
        state: r.state,
        DMA: Number(r.dma),
      })),
    );
    const etag = String(response.headers.etag);
    const again = await get(`/api/geo/zips?advertiserId=${RIVERSIDE}&${RANGE_QUERY}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('advertiser polygons: one feature per breakdown geofence, circles of 32 points', async () => {
    const response = await get(`/api/geo/advertiser-polygons/${RIVERSIDE}`, { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const { type, features } = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(type).toBe('FeatureCollection');
    const { rows } = await sql<{ key: string }>`
      select distinct f.key as key from fact_dim_daily f join campaigns c on c.id = f.campaign_id
      where c.advertiser_id = ${RIVERSIDE} and f.dim = 'geofence'`.execute(server.db);
    expect(rows.length).toBeGreaterThan(0);
    const pairs = features.map(
      (f: { properties: { GeoFenceName: string; AddressName: string } }) =>
        `${f.properties.GeoFenceName}|${f.properties.AddressName}`,
    );
    expect([...new Set(pairs)].sort()).toEqual(rows.map((r) => r.key).sort());
    const circles = features.filter((f: { properties: { radius: number | null } }) => f.properties.radius !== null);
    const drawn = features.filter((f: { properties: { radius: number | null } }) => f.properties.radius === null);
    expect(circles.length + drawn.length).toBe(features.length);
    for (const circle of circles) expect(circle.geometry.coordinates[0]).toHaveLength(33);
    for (const feature of features) expect(feature.geometry.type).toBe('Polygon');
  });

  it('seeding the geofences again changes nothing', async () => {
    const { seedGeofences } = await import('../../src/server/db/demo/geofences');
    const before = await server.db.selectFrom('geofences').selectAll().orderBy('name').orderBy('address').execute();
    await seedGeofences(server.db, 20261121);
    const after = await server.db.selectFrom('geofences').selectAll().orderBy('name').orderBy('address').execute();
    const strip = (rows: typeof before) => rows.map(({ id: _id, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
  });

  it('tenancy: another agency’s advertiser is not found, a visible one without fences has nothing to show', async () => {
    for (const url of [
      `/api/geo/advertiser-polygons/${otherAgencyAdvertiser}`,
      `/api/geo/zips?advertiserId=${otherAgencyAdvertiser}&${RANGE_QUERY}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Advertiser not found' });
    }
    const empty = await get(`/api/geo/advertiser-polygons/${HARBOR}`);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ error: NO_POLYGONS });
    expect(NO_POLYGONS).toBe('No polygons available to show.');
    const noZips = await get(
      `/api/geo/zips?advertiserId=${HARBOR}&daterange=customRange&startDate=2018-01-01&endDate=2018-01-31`,
    );
    expect(noZips.json()).toEqual({ error: NO_POLYGONS });
  });

  it('every call needs a signed-in caller', async () => {
    for (const url of [
      '/api/geo/states',
      '/api/geo/counties',
      '/api/geo/dma',
      '/api/geo/dma-list',
      `/api/geo/zips?advertiserId=${RIVERSIDE}&${RANGE_QUERY}`,
      `/api/geo/advertiser-polygons/${RIVERSIDE}`,
    ]) {
      expect((await get(url, {}, null)).statusCode).toBe(401);
    }
  });

  it('the OpenAPI document lists every geography call', async () => {
    const { paths } = (await get('/api/openapi.json', {}, null)).json();
    // An optional path parameter keeps its '?' in the document, as on the other such routes.
    for (const path of ['states', 'counties', 'dma', 'dma-list', 'zips', 'advertiser-polygons/{advertiserId}?']) {
      expect(Object.keys(paths)).toContain(`/api/geo/${path}`);
    }
  });

  it('parameter messages', async () => {
    const answer = async (url: string) => {
      const response = await get(url);
      return [response.statusCode, response.json().error];
    };
    expect(await answer(`/api/geo/zips?${RANGE_QUERY}`)).toEqual([400, 'Missing advertiser ID']);
    expect(await answer('/api/geo/advertiser-polygons/')).toEqual([400, 'Missing advertiser ID']);
    expect(await answer(`/api/geo/zips?advertiserId=${RIVERSIDE}`)).toEqual([400, 'Missing parameters']);
    expect(await answer(`/api/geo/zips?advertiserId=${RIVERSIDE}&daterange=nonsense`)).toEqual([
      400,
      'Invalid date range',
    ]);
    const [status, message] = await answer('/api/geo/dma?zoom=13');
    expect(status).toBe(400);
    expect(message).toMatch(/zoom/);
    expect((await answer('/api/geo/states?zoom=x'))[0]).toBe(400);
    expect((await answer('/api/geo/dma-list?zoom=1'))[0]).toBe(400);
  });
});
