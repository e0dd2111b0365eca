/**
 * The feed tools' calls (issue 26, helper E) on both engines: CSV import through the importer (loaded, or refused
 * line by line with nothing written), campaigns of the caller's scope only, the load history and the connections
 * list paged on the server, each with 401, 403, validation and tenancy (another agency sees nothing).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { LinkStore } from '../../src/server/areas/connectors/links';
import { startConnectorServer, type ConnectorTestServer } from './connector-harness';
import { ENGINES } from './harness';

const RIVERSIDE = 10000001;
const BOUNDARY = '----sightline-feed-test';

function multipart(fileName: string, text: string | Buffer): { payload: Buffer; headers: Record<string, string> } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(text) ? text : Buffer.from(text), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

describe.each(ENGINES)('the feed tools on %s', (engine) => {
  let server: ConnectorTestServer;
  let admin: string;
  let other: string;
  let ours: number;
  let theirs: number;

  beforeEach(async () => {
    server = await startConnectorServer(engine, {
      now: () => Date.parse('2026-06-15T16:00:00Z'),
      connectorSync: { autoStart: false },
    });
    admin = (await server.login('agency.admin@sightline.test')).accessToken;
    other = (await server.login('other.agency@sightline.test')).accessToken;
    ours = (
      await server.db
        .selectFrom('campaigns')
        .select('id')
        .where('advertiser_id', '=', RIVERSIDE)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    const riverside = await server.db
      .selectFrom('advertisers')
      .select('agency_id')
      .where('id', '=', RIVERSIDE)
      .executeTakeFirstOrThrow();
    theirs = (
      await server.db
        .selectFrom('campaigns')
        .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
        .select('campaigns.id')
        .where('advertisers.agency_id', '!=', riverside.agency_id)
        .orderBy('campaigns.id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(async () => server.close());

  const upload = (token: string, fileName: string, text: string | Buffer) =>
    server.app.inject({
      method: 'POST',
      url: '/api/feed/import',
      ...multipart(fileName, text),
      headers: { ...multipart(fileName, text).headers, ...(token ? { ahauth: `Bearer ${token}` } : {}) },
    });
  const day = (campaignId: number, date: number) =>
    server.db
      .selectFrom('fact_daily')
      .select(['impressions', 'clicks'])
      .where('campaign_id', '=', campaignId)
      .where('day', '=', date)
      .executeTakeFirst();

  it('loads a clean file through the importer and lists it in the load history', async () => {
    const csv = [
      'campaign_id,date,impressions,clicks,cost,conversions,dimension,key',
      `${ours},2026-06-10,1000,10,12.50,2,,`,
      `${ours},2026-06-10,600,6,7.50,1,device,Mobile`,
      `${ours},2026-06-10,400,4,5.00,1,device,Desktop`,
    ].join('\n');
    const response = await upload(admin, 'june.csv', csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fileName: 'june.csv',
      status: 'loaded',
      rowsTotal: 3,
      rowsLoaded: 3,
      dailyRows: 1,
      breakdownRows: 2,
      // The days the file covers (were NaN, sent as null, before the answer's schema was exact).
      firstDay: 20260610,
      lastDay: 20260610,
      refusals: [],
    });
    expect(await day(ours, 20260610)).toEqual({ impressions: 1000, clicks: 10 });
    const loads = await server.get('/api/feed/loads', admin);
    expect(loads.statusCode).toBe(200);
    expect(loads.json()).toMatchObject({
      total: 1,
      limit: 50,
      offset: 0,
      items: [
        {
          fileName: 'june.csv',
          status: 'loaded',
          rowsTotal: 3,
          rowsLoaded: 3,
          createdBy: 'agency.admin@sightline.test',
        },
      ],
    });
    // Another agency's admin sees none of it.
    expect((await server.get('/api/feed/loads', other)).json()).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a file line by line and writes nothing', async () => {
    const before = await day(ours, 20260611);
    const csv = [
      'campaign_id,date,impressions,clicks,cost,conversions',
      `${ours},2026-06-11,5000,50,60.00,5`,
      `${ours},2026-06-12,10,20,1.00,0`,
      `${ours},2026-13-01,10,1,1.00,0`,
      `${ours},2026-06-11,5000,50,60.00,5`,
    ].join('\n');
    const response = await upload(admin, 'bad.csv', csv);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'refused', rowsTotal: 4, rowsLoaded: 0 });
    expect(body.refusals.map((r: { line: number }) => r.line)).toEqual([3, 4, 5]);
    expect(body.refusals[0].message).toContain('greater than impressions');
    expect(body.refusals[2].message).toContain('duplicate of line 2');
    expect(await day(ours, 20260611)).toEqual(before);
    const loads = (await server.get('/api/feed/loads', admin)).json();
    expect(loads.items[0]).toMatchObject({ status: 'refused', rowsLoaded: 0 });
    expect(loads.items[0].refusals).toHaveLength(3);
  });

  it("refuses another agency's campaign as unknown, and writes nothing of the file", async () => {
    const csv = [
      'campaign_id,date,impressions,clicks,cost,conversions',
      `${ours},2026-06-09,700,7,7.00,1`,
      `${theirs},2026-06-09,900,9,9.00,1`,
    ].join('\n');
    const before = await day(ours, 20260609);
    const theirsBefore = await day(theirs, 20260609);
    const body = (await upload(admin, 'mixed.csv', csv)).json();
    expect(body).toMatchObject({ status: 'refused', refusals: [{ line: 3, message: `unknown campaign ${theirs}` }] });
    expect(await day(ours, 20260609)).toEqual(before);
    expect(await day(theirs, 20260609)).toEqual(theirsBefore);
  });

  it('answers 401, 403, then 415/400 for a client mistake, never 500', async () => {
    expect((await upload('', 'x.csv', 'a')).statusCode).toBe(401);
    const staff = (await server.login('agency.staff@sightline.test')).accessToken;
    const station = (await server.login('station@sightline.test')).accessToken;
    for (const token of [staff, station]) {
      const refused = await upload(token, 'x.csv', 'garbage');
      expect([refused.statusCode, refused.json()]).toEqual([403, { error: MESSAGES.noAccess }]);
      expect((await server.get('/api/feed/loads?limit=abc', token)).statusCode).toBe(403);
      expect((await server.get('/api/feed/connections?limit=abc', token)).statusCode).toBe(403);
    }
    const json = await server.post('/api/feed/import', { file: 'x' }, admin);
    expect([json.statusCode, json.json()]).toEqual([415, { error: MESSAGES.feedNotMultipart }]);
    const empty = await upload(admin, 'empty.csv', '');
    expect([empty.statusCode, empty.json()]).toEqual([400, { error: MESSAGES.feedFileMissing }]);
    const binary = await upload(admin, 'x.csv', Buffer.from([0xff, 0xfe, 0x00, 0xc3]));
    expect([binary.statusCode, binary.json()]).toEqual([400, { error: MESSAGES.feedNotText }]);
    expect((await server.get('/api/feed/loads?limit=abc', admin)).statusCode).toBe(400);
    expect((await server.get('/api/feed/connections?source=nowhere', admin)).statusCode).toBe(400);
    expect((await server.db.selectFrom('feed_loads').select('id').execute()).length).toBe(0);
  });

  it("lists every connection of the caller's scope with its state, paged and searched on the server", async () => {
    const login = await server.login('agency.admin@sightline.test');
    const agencyId = login.user.active_agency_id!;
    const store = new LinkStore(server.db, server.ctx.audit, server.ctx.now);
    const objects = ['Alpha', 'Beta', 'Gamma'].map((name, i) => ({
      kind: 'campaigns' as const,
      externalId: `f-${i}`,
      name: `Search ${name}`,
      accountId: '1',
      campaignType: 'GOOGLESEARCH',
      startDate: '2026-06-01',
    }));
    await store.link({
      advertiserId: RIVERSIDE,
      agencyId,
      source: 'ads',
      credentialId: null,
      objects,
      actor: { id: login.user.user_id, email: 'agency.admin@sightline.test' },
    });
    const page = await server.get('/api/feed/connections?limit=2&offset=0', admin);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.json().items).toHaveLength(2);
    // No credential on the links: they need a new grant.
    expect(page.json().items[0]).toMatchObject({
      advertiserId: RIVERSIDE,
      source: 'ads',
      state: 'needs_reauth',
      sync: { kind: 'backfill', status: 'queued', daysDone: 0, daysTotal: 14 },
    });
    const second = (await server.get('/api/feed/connections?limit=2&offset=2', admin)).json();
    expect(second.items).toHaveLength(1);
    const searched = (await server.get('/api/feed/connections?search=gamma', admin)).json();
    expect(searched).toMatchObject({ total: 1, items: [{ name: 'Search Gamma' }] });
    expect((await server.get('/api/feed/connections?source=facebook', admin)).json().total).toBe(0);
    // Another agency's admin (who holds the feed tools' right in agency B) sees none.
    expect((await server.get('/api/feed/connections', other)).json()).toMatchObject({ total: 0, items: [] });
  });
});
