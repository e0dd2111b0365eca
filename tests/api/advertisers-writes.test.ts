/**
 * The advertiser writes (issue 22) on every engine: create (agency defaults, placement rules, scope), move, status,
 * info update (and its revert), delete (409 while something depends), each with its audit row; rights and
 * tenancy (401, then 403, before validation; 404 outside the scope); bad bodies answer 400 with nothing written.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, MISSING } from '../../src/domain/messages';
import { RIGHTS } from '../../src/domain/rights';
import { ENGINES, grantAgencyRights, startTestServer, type TestServer } from './harness';

const SUPER = 'super@sightline.test';
const ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const OTHER = 'other.agency@sightline.test';
const STATION = 'station@sightline.test';
const SUB = 'subagency@sightline.test';

interface Advertiser {
  id: number;
  name: string;
  agency_id: number;
  sub_agency_id: number | null;
  station_id: number | null;
  status: string;
  spend_type: string | null;
  markup: number | null;
  [field: string]: unknown;
}

describe.each(ENGINES)('advertiser writes on %s', (engine) => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string): Promise<string> => {
    if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    return tokens.get(email)!;
  };
  const send = async (email: string | null, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: email ? { ahauth: `Bearer ${await tokenOf(email)}` } : {},
    });
  const auditRows = (objectId: number | string) =>
    server.db
      .selectFrom('audit_log')
      .select(['action', 'area', 'object_type', 'before', 'after', 'id', 'agency_id'])
      .where('area', '=', 'advertisers')
      .where('object_id', '=', String(objectId))
      .orderBy('id')
      .execute();
  const counts = async () => ({
    advertisers: Number(
      (
        await server.db
          .selectFrom('advertisers')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    audit: Number(
      (
        await server.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const create = async (email: string, body: Record<string, unknown>) => {
    const response = await send(email, 'POST', '/api/admin/advertisers', {
      name: 'New Client',
      industry: 'Retail',
      ...body,
    });
    return { status: response.statusCode, body: response.json() as { advertiser: Advertiser; error?: string } };
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    await server.db
      .updateTable('agencies')
      .set({ default_spend_type: 'MARKUP', default_markup: 15 })
      .where('id', '=', 1)
      .execute();
    // The demo station and sub-agency users have no admin rights: given here, before their first sign-in.
    await grantAgencyRights(server.db, [STATION, SUB], [RIGHTS.SCREEN_ADVERTISER_MGMT]);
  }, 120_000);
  afterAll(async () => server?.close());

  it('answers 401 signed out, then 403 without SCREEN_ADVERTISER_MGMT, before any validation, writing nothing', async () => {
    const before = await counts();
    const calls: ['POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['POST', '/api/admin/advertisers', { bogus: true }],
      ['POST', '/api/admin/advertisers/10000101/move', { bogus: true }],
      ['POST', '/api/admin/advertisers/10000101/status', {}],
      ['DELETE', '/api/admin/advertisers/10000101', undefined],
      ['PUT', '/api/advertiserInfoUpdate/', { state: 'Texas' }],
      ['POST', '/api/advertiserContactsUpdate/', { contacts: 'none' }],
    ];
    for (const [method, url, body] of calls) {
      const out = await send(null, method, url, body);
      expect({ url, status: out.statusCode, body: out.json() }).toEqual({
        url,
        status: 401,
        body: { error: MESSAGES.notAuthenticated },
      });
      const staff = await send(STAFF, method, url, body);
      expect({ url, status: staff.statusCode }).toEqual({ url, status: 403 });
    }
    expect(await counts()).toEqual(before);
  });

  it("creates an advertiser with the agency's spend defaults; a station sets its sub-agency; audited", async () => {
    // New ids count on from the real advertisers, not from the demo advertiser's fixed 88888888.
    const { rows } = await sql<{ top: number }>`select max(id) as top from advertisers where id <> 88888888`.execute(
      server.db,
    );
    const created = await create(ADMIN, { agencyId: 1, stationId: 3, city: 'Austin', state: 'tx', zip: '78701' });
    expect(created.status).toBe(201);
    expect(created.body.advertiser).toMatchObject({
      id: Number(rows[0]!.top) + 1,
      propertyId: Number(rows[0]!.top) + 1,
      name: 'New Client',
      agency_id: 1,
      sub_agency_id: 2,
      station_id: 3,
      station_name: 'KCKT Austin',
      status: 'active',
      spend_type: 'MARKUP',
      markup: 15,
      state: 'TX',
      campaigns: 0,
    });
    const audit = await auditRows(created.body.advertiser.id);
    expect(audit.map((row) => [row.action, row.object_type, row.before, row.agency_id])).toEqual([
      ['create', 'advertiser', null, 1],
    ]);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ name: 'New Client', station_id: 3, spend_type: 'MARKUP' });
    const own = await create(ADMIN, { agencyId: 1, spend_type: 'CPM', markup: null });
    expect(own.body.advertiser).toMatchObject({ spend_type: 'CPM', markup: null, sub_agency_id: null });
    const search = await server.get('/api/linearAdminClientsSearch?name=new%20client', await tokenOf(ADMIN));
    expect(search.json().total).toBe(2);
  });

  it('refuses bad bodies and placements, writing nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ name: undefined, agencyId: 1 }, 400],
      [{ agencyId: 1, state: 'Texas' }, 400],
      [{ agencyId: 1, zip: '123' }, 400],
      [{ agencyId: 1, spend_type: 'FREE' }, 400],
      [{ agencyId: 1, extra: 1 }, 400],
      [{ agencyId: 1, stationId: 5 }, 400, MESSAGES.advertiserStationOutside],
      [{ agencyId: 1, subAgencyId: 3 }, 400, MESSAGES.advertiserSubAgencyOutside],
      [{ agencyId: 1, subAgencyId: 2, stationId: 1 }, 400, MESSAGES.advertiserStationOtherSubAgency],
      [{ agencyId: 2 }, 404, MESSAGES.agencyNotFound],
      [{ agencyId: 424242 }, 404, MESSAGES.agencyNotFound],
    ];
    for (const [body, status, text] of cases) {
      const response = await create(ADMIN, body);
      expect({ body, status: response.status }).toEqual({ body, status });
      if (text) expect(response.body.error).toBe(text);
    }
    await server.db.updateTable('stations').set({ status: 0 }).where('id', '=', 2).execute();
    try {
      const inactive = await create(ADMIN, { agencyId: 1, stationId: 2 });
      expect(inactive.status).toBe(409);
      expect(inactive.body.error).toBe(MESSAGES.advertiserParentInactive.replace('{name}', 'KIGV Seattle'));
    } finally {
      await server.db.updateTable('stations').set({ status: 1 }).where('id', '=', 2).execute();
    }
    expect(await counts()).toEqual(before);
  });

  it('lets a station user create only in its station, and a sub-agency user only in its sub-agency', async () => {
    const mine = await create(STATION, { agencyId: 1, stationId: 3 });
    expect(mine.status).toBe(201);
    expect(mine.body.advertiser).toMatchObject({ station_id: 3, sub_agency_id: 2 });
    expect((await create(STATION, { agencyId: 1, stationId: 1 })).status).toBe(404);
    expect((await create(STATION, { agencyId: 1 })).status).toBe(404);
    const sub = await create(SUB, { agencyId: 1, subAgencyId: 1 });
    expect(sub.status).toBe(201);
    expect((await create(SUB, { agencyId: 1, stationId: 1 })).body.advertiser).toMatchObject({ sub_agency_id: 1 });
    expect((await create(SUB, { agencyId: 1, subAgencyId: 2 })).status).toBe(404);
    expect((await create(OTHER, { agencyId: 1 })).status).toBe(404);
  });

  it('moves an advertiser within its agency, audited; another agency or scope answers 404', async () => {
    const { body } = await create(ADMIN, { agencyId: 1, name: 'Mover' });
    const id = body.advertiser.id;
    const moved = await send(ADMIN, 'POST', `/api/admin/advertisers/${id}/move`, { subAgencyId: null, stationId: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().advertiser).toMatchObject({
      station_id: 1,
      sub_agency_id: 1,
      sub_agency_name: 'Compulse Seattle',
    });
    const outside = await send(ADMIN, 'POST', `/api/admin/advertisers/${id}/move`, { subAgencyId: null, stationId: 5 });
    expect(outside.statusCode).toBe(400);
    const back = await send(ADMIN, 'POST', `/api/admin/advertisers/${id}/move`, { subAgencyId: null, stationId: null });
    expect(back.json().advertiser).toMatchObject({ station_id: null, sub_agency_id: null });
    const audit = (await auditRows(id)).filter((row) => row.action === 'move');
    expect(audit.map((row) => [JSON.parse(row.before!), JSON.parse(row.after!)])).toEqual([
      [
        { sub_agency_id: null, station_id: null },
        { sub_agency_id: 1, station_id: 1 },
      ],
      [
        { sub_agency_id: 1, station_id: 1 },
        { sub_agency_id: null, station_id: null },
      ],
    ]);
    const move = { subAgencyId: null, stationId: null };
    expect((await send(OTHER, 'POST', `/api/admin/advertisers/${id}/move`, move)).statusCode).toBe(404);
    // The station user does not see an advertiser outside its station.
    expect((await send(STATION, 'POST', `/api/admin/advertisers/${id}/move`, move)).statusCode).toBe(404);
  });

  it('deactivates and activates, audited; an inactive advertiser leaves the default client search', async () => {
    const { body } = await create(ADMIN, { agencyId: 1, name: 'Sleeper' });
    const id = body.advertiser.id;
    const off = await send(ADMIN, 'POST', `/api/admin/advertisers/${id}/status`, { active: false });
    expect(off.json().advertiser).toMatchObject({ status: 'inactive' });
    const search = (query: string) =>
      server.get(`/api/linearAdminClientsSearch?name=sleeper${query}`, tokens.get(ADMIN)).then((r) => r.json().total);
    expect(await search('')).toBe(0);
    expect(await search('&status=all')).toBe(1);
    expect((await send(ADMIN, 'POST', `/api/admin/advertisers/${id}/status`, { active: 'yes' })).statusCode).toBe(400);
    const on = await send(ADMIN, 'POST', `/api/admin/advertisers/${id}/status`, { active: true });
    expect(on.json().advertiser).toMatchObject({ status: 'active' });
    expect((await auditRows(id)).map((row) => row.action)).toEqual(['create', 'deactivate', 'activate']);
    expect((await send(OTHER, 'POST', `/api/admin/advertisers/${id}/status`, { active: false })).statusCode).toBe(404);
  });

  it('updates the info given, audited and revertible; bad values answer 400 with nothing changed', async () => {
    const url = '/api/advertiserInfoUpdate/10000101';
    const updated = await send(ADMIN, 'PUT', url, {
      city: 'Austin',
      phone: '512-555-0100',
      website: 'coastal.example',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().advertiser).toMatchObject({
      id: 10000101,
      name: 'Coastal Home Furnishings',
      city: 'Austin',
      phone: '512-555-0100',
      phone_display: '(512) 555-0100',
      website: 'coastal.example',
    });
    const [entry] = (await auditRows(10000101)).filter((row) => row.action === 'update');
    expect(JSON.parse(entry!.before!)).toMatchObject({ city: null, phone: null });
    expect(JSON.parse(entry!.after!)).toMatchObject({ city: 'Austin', phone: '512-555-0100' });
    const before = await counts();
    for (const body of [{ state: 'Texas' }, { website: 'not a site' }, { markup: 5000 }, { name: '  ' }, { id: 4 }]) {
      const refused = await send(ADMIN, 'PUT', url, body);
      expect({ body, status: refused.statusCode }).toEqual({ body, status: 400 });
    }
    expect(await counts()).toEqual(before);
    const missing = await send(ADMIN, 'PUT', '/api/advertiserInfoUpdate/', { city: 'X' });
    expect(missing.json()).toEqual({ error: MISSING.ADVERTISER_ID });
    expect((await send(OTHER, 'PUT', url, { city: 'Elsewhere' })).statusCode).toBe(404);
    const reverted = await send(SUPER, 'POST', `/api/admin/audit/${entry!.id}/revert`, {});
    expect(reverted.statusCode).toBe(200);
    const info = await server.get('/api/getAdvertiserInfo?id=10000101', await tokenOf(ADMIN));
    expect(info.json().advertiser).toMatchObject({ city: null, phone: null, website: null });
  });

  it('deletes an advertiser and its contacts when nothing else depends on it; 409 naming what does', async () => {
    const blocked = await send(ADMIN, 'DELETE', '/api/admin/advertisers/10000001');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toMatch(/campaigns?.*user grant.*advertiser group membership/);
    const { body } = await create(ADMIN, { agencyId: 1, name: 'Short Lived' });
    const id = body.advertiser.id;
    const contacts = [{ type: 'technical', name: 'Tess Tech', phone: '555-123-4567', phone_kind: 'Work', number: 0 }];
    expect((await send(ADMIN, 'POST', `/api/advertiserContactsUpdate/${id}`, { contacts })).statusCode).toBe(200);
    expect((await send(OTHER, 'DELETE', `/api/admin/advertisers/${id}`)).statusCode).toBe(404);
    const removed = await send(ADMIN, 'DELETE', `/api/admin/advertisers/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(await server.db.selectFrom('advertisers').select('id').where('id', '=', id).execute()).toEqual([]);
    expect(
      await server.db.selectFrom('advertiser_contacts').select('id').where('advertiser_id', '=', id).execute(),
    ).toEqual([]);
    const audit = (await auditRows(id)).filter((row) => row.object_type === 'advertiser');
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
    expect(audit[1]!.after).toBeNull();
    expect((await send(ADMIN, 'DELETE', `/api/admin/advertisers/${id}`)).statusCode).toBe(404);
  });
});
