import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { SHOWCASE_ADVERTISERS } from '../../src/server/db/demo/plan';
import { ENGINES, startServerAt, type TestServer } from './harness';

const SUPER = 'super@sightline.test';
const ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const CLIENT = 'advertiser@sightline.test';
const OTHER = 'other.agency@sightline.test';
const [RIVERSIDE, HARBOR] = SHOWCASE_ADVERTISERS;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(ENGINES)('access groups and advertiser groups on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let moreOfA: { id: number; name: string }[];

  const call = (method: Method, url: string, as?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: as ? { ahauth: `Bearer ${tokens[as]}` } : {},
    });
  const audits = (area: string) =>
    server.db.selectFrom('audit_log').selectAll().where('area', '=', area).orderBy('id').execute();
  const clientAdvertisers = async () =>
    (
      (await call('GET', '/api/getAgencyAdvertisers/?agency=1', CLIENT)).json() as { advertisers: { id: number }[] }
    ).advertisers
      .map((a) => a.id)
      .sort();

  beforeAll(async () => {
    server = await startServerAt(engine);
    for (const email of [SUPER, ADMIN, STAFF, CLIENT, OTHER]) {
      const signedIn = await server.login(email);
      tokens[email] = signedIn.accessToken;
      ids[email] = signedIn.user.user_id;
    }
    moreOfA = await server.db
      .selectFrom('advertisers')
      .select(['id', 'name'])
      .where('agency_id', '=', 1)
      .where('id', 'not in', [RIVERSIDE.id, HARBOR.id, 88888888])
      .orderBy('id')
      .limit(2)
      .execute();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 401 and 403 before validating, and writes nothing', async () => {
    for (const url of ['/api/admin/access-groups', '/api/admin/advertiser-groups']) {
      expect((await call('POST', url, undefined, { bad: 1 })).statusCode).toBe(401);
      const refused = await call('POST', url, STAFF, { bad: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: MESSAGES.noAccess });
      expect((await call('GET', `${url}/1`, STAFF)).statusCode).toBe(403);
    }
    expect(await audits('accessGroups')).toEqual([]);
  });

  it('finds the demo groups of agency A, granted to nobody', async () => {
    const accessGroups = (await call('GET', '/api/admin/access-groups?agencyId=1', ADMIN)).json();
    expect(accessGroups.items).toEqual([
      expect.objectContaining({
        name: 'Report senders',
        rights: ['AGENCY_READ_SCHEDULED_REPORT', 'READ_SCHEDULED_REPORT'],
        memberCount: 0,
      }),
    ]);
    const advertiserGroups = (await call('GET', '/api/admin/advertiser-groups', ADMIN)).json();
    expect(advertiserGroups.items).toEqual([
      expect.objectContaining({ name: 'Showcase advertisers', agencyId: 1, advertiserCount: 2 }),
    ]);
    expect(await server.db.selectFrom('user_advertiser_groups').selectAll().execute()).toEqual([]);
  });

  it('changes every member’s rights at once when the group is edited', async () => {
    expect((await call('GET', '/api/admin/access-groups', STAFF)).statusCode).toBe(403);
    const created = await call('POST', '/api/admin/access-groups', ADMIN, {
      agencyId: 1,
      name: 'User managers',
      rights: ['SCREEN_USER_MGMT'],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json() as { id: number };
    expect(group).toMatchObject({ agencyId: 1, name: 'User managers', rights: ['SCREEN_USER_MGMT'], members: [] });

    const joined = await call('PUT', `/api/admin/access-groups/${group.id}`, ADMIN, {
      name: 'User managers',
      rights: ['SCREEN_USER_MGMT'],
      memberIds: [ids[STAFF]],
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({
      memberCount: 1,
      members: [{ userId: ids[STAFF], email: STAFF, fullName: 'Stacy Staff' }],
    });
    // The member's very next call passes the guard...
    expect((await call('GET', '/api/admin/access-groups', STAFF)).statusCode).toBe(200);
    const access = (await call('GET', `/api/admin/users/${ids[STAFF]}/access`, ADMIN)).json();
    expect(access.accessGroups).toEqual([{ id: group.id, name: 'User managers', agencyId: 1 }]);
    const explained = (
      await call('GET', `/api/admin/users/${ids[STAFF]}/explain?right=SCREEN_USER_MGMT&agencyId=1`, ADMIN)
    ).json();
    expect(explained.allowed).toBe(true);
    expect(explained.paths).toEqual([
      [
        { kind: 'membership', id: 1, label: 'Compulse Media', expiresAt: null },
        { kind: 'accessGroup', id: group.id, label: 'User managers' },
        { kind: 'agencyRight', id: 'SCREEN_USER_MGMT', label: 'SCREEN_USER_MGMT' },
      ],
    ]);

    // ...and fails as soon as the group no longer holds the right.
    const edited = await call('PUT', `/api/admin/access-groups/${group.id}`, ADMIN, {
      name: 'Report readers',
      rights: ['AGENCY_READ_SCHEDULED_REPORT'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Report readers', memberCount: 1 });
    expect((await call('GET', '/api/admin/access-groups', STAFF)).statusCode).toBe(403);

    const rows = await audits('accessGroups');
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update']);
    expect(JSON.parse(rows[2]!.before!)).toMatchObject({ name: 'User managers', rights: ['SCREEN_USER_MGMT'] });
    expect(JSON.parse(rows[2]!.after!)).toMatchObject({ name: 'Report readers' });
    expect(rows[0]!.before).toBeNull();

    const removed = await call('DELETE', `/api/admin/access-groups/${group.id}`, ADMIN);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/api/admin/access-groups/${group.id}`, ADMIN)).statusCode).toBe(404);
    expect((await audits('accessGroups')).at(-1)).toMatchObject({ action: 'delete', after: null });
  });

  it('refuses a duplicate name with 409 and rights beyond the caller’s with 403, writing nothing', async () => {
    const body = { agencyId: 1, name: 'Schedulers', rights: ['AGENCY_READ_SCHEDULED_REPORT'] };
    expect((await call('POST', '/api/admin/access-groups', ADMIN, body)).statusCode).toBe(201);
    const again = await call('POST', '/api/admin/access-groups', ADMIN, { ...body, name: 'schedulers' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: messageText('accessGroupExists', { name: 'schedulers' }), field: 'name' });
    const count = (await audits('accessGroups')).length;
    const over = await call('POST', '/api/admin/access-groups', ADMIN, {
      ...body,
      name: 'Sys',
      rights: ['MANAGE_SYSTEM'],
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({
      error: messageText('ceilingAgencyRight', { right: 'MANAGE_SYSTEM', agency: 'Compulse Media' }),
    });
    expect(await server.db.selectFrom('access_groups').select('id').where('name', '=', 'Sys').execute()).toEqual([]);
    expect((await audits('accessGroups')).length).toBe(count);
    // A superuser is above the ceiling.
    expect(
      (await call('POST', '/api/admin/access-groups', SUPER, { ...body, name: 'Sys', rights: ['MANAGE_SYSTEM'] }))
        .statusCode,
    ).toBe(201);
  });

  it('keeps another agency’s groups out of sight: 404, and not listed', async () => {
    const list = (await call('GET', '/api/admin/access-groups?sort=name&dir=asc&search=sched', ADMIN)).json();
    expect(list).toMatchObject({ total: 1, limit: 25, offset: 0 });
    expect(list.items[0]).toMatchObject({ name: 'Schedulers', agencyName: 'Compulse Media', memberCount: 0 });
    const group = list.items[0] as { id: number };
    expect((await call('GET', '/api/admin/access-groups', OTHER)).json()).toMatchObject({ items: [], total: 0 });
    const hidden = await call('GET', `/api/admin/access-groups/${group.id}`, OTHER);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: MESSAGES.accessGroupNotFound });
    expect((await call('DELETE', `/api/admin/access-groups/${group.id}`, OTHER)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/access-groups?agencyId=1', OTHER)).statusCode).toBe(404);
    const created = await call('POST', '/api/admin/access-groups', OTHER, { agencyId: 1, name: 'X', rights: [] });
    expect(created.statusCode).toBe(404);
    // A member of another agency cannot be put in the group.
    const outsider = await call('PUT', `/api/admin/access-groups/${group.id}`, ADMIN, {
      name: 'Schedulers',
      rights: ['AGENCY_READ_SCHEDULED_REPORT'],
      memberIds: [ids[OTHER]],
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('grants every advertiser of an advertiser group, including one added later', async () => {
    const created = await call('POST', '/api/admin/advertiser-groups', ADMIN, {
      agencyId: 1,
      name: 'Auto dealers',
      advertiserIds: [RIVERSIDE.id],
    });
    expect(created.statusCode).toBe(201);
    const group = created.json() as { id: number };
    expect(group).toMatchObject({
      name: 'Auto dealers',
      advertiserCount: 1,
      advertisers: [{ advertiserId: RIVERSIDE.id, name: RIVERSIDE.name }],
    });
    // The client keeps its membership and trades its direct grants for the group.
    const client = (await call('GET', `/api/admin/users/${ids[CLIENT]}/access`, ADMIN)).json();
    const granted = await call('PUT', `/api/admin/users/${ids[CLIENT]}/access`, ADMIN, {
      permissions: client.permissions,
      roles: client.roles,
      memberships: [{ agencyId: 1 }],
      accessGroupIds: [],
      advertisers: [],
      advertiserGroups: [{ id: group.id, expiresAt: '2027-01-01T00:00:00Z' }],
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().advertiserGroups).toEqual([
      { id: group.id, name: 'Auto dealers', agencyId: 1, expiresAt: '2027-01-01T00:00:00.000Z' },
    ]);
    expect(await clientAdvertisers()).toEqual([RIVERSIDE.id]);
    expect((await call('GET', `/api/advertiser/campaigns/${HARBOR.id}`, CLIENT)).statusCode).toBe(404);

    const grown = await call('PUT', `/api/admin/advertiser-groups/${group.id}`, ADMIN, {
      name: 'Auto dealers',
      advertiserIds: [RIVERSIDE.id, moreOfA[0]!.id],
    });
    expect(grown.statusCode).toBe(200);
    expect(await clientAdvertisers()).toEqual([RIVERSIDE.id, moreOfA[0]!.id].sort());
    expect((await call('GET', `/api/advertiser/campaigns/${moreOfA[0]!.id}`, CLIENT)).statusCode).toBe(200);

    const explained = (
      await call('GET', `/api/admin/users/${ids[CLIENT]}/explain?advertiserId=${moreOfA[0]!.id}`, ADMIN)
    ).json();
    expect(explained).toEqual({
      allowed: true,
      summary: messageText('explainYesAdvertiser', {
        user: 'Ada Advertiser',
        advertiser: moreOfA[0]!.name,
        paths:
          `${messageText('explainStepMembership', { label: 'Compulse Media' })} → ` +
          `${messageText('explainStepAdvertiserGroup', { label: 'Auto dealers' })}` +
          messageText('explainUntil', { date: '2027-01-01 00:00 UTC' }),
      }),
      paths: [
        [
          { kind: 'membership', id: 1, label: 'Compulse Media', expiresAt: null },
          { kind: 'advertiserGroup', id: group.id, label: 'Auto dealers', expiresAt: '2027-01-01T00:00:00.000Z' },
          { kind: 'advertiser', id: moreOfA[0]!.id, label: moreOfA[0]!.name },
        ],
      ],
    });

    const list = (await call('GET', '/api/admin/advertiser-groups?agencyId=1&search=auto', ADMIN)).json();
    expect(list.items).toEqual([
      expect.objectContaining({ id: group.id, agencyName: 'Compulse Media', advertiserCount: 2 }),
    ]);
    expect(list.total).toBe(1);
    const rows = await audits('advertiserGroups');
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(JSON.parse(rows[1]!.after!).advertisers).toHaveLength(2);

    // Removing the group ends the grant.
    expect((await call('DELETE', `/api/admin/advertiser-groups/${group.id}`, ADMIN)).statusCode).toBe(204);
    expect(await clientAdvertisers()).toEqual([]);
  });

  it('refuses another agency’s advertisers in a group, and advertisers the caller does not see', async () => {
    const agencyB = await server.db
      .selectFrom('advertisers')
      .select('id')
      .where('agency_id', '=', 2)
      .executeTakeFirstOrThrow();
    const foreign = await call('POST', '/api/admin/advertiser-groups', ADMIN, {
      agencyId: 1,
      name: 'Mixed',
      advertiserIds: [RIVERSIDE.id, agencyB.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: MESSAGES.advertiserNotFound });
    // A caller confined to one station grants only that station's advertisers.
    const station = 'station@sightline.test';
    const stationId = (await server.login(station)).user.user_id;
    const stationAccess = (await call('GET', `/api/admin/users/${stationId}/access`, SUPER)).json();
    const confined = stationAccess.memberships[0].stationId as number;
    const made = await call('PUT', `/api/admin/users/${stationId}/access`, SUPER, {
      permissions: [],
      roles: stationAccess.roles,
      memberships: [{ agencyId: 1, stationId: confined, rights: ['SCREEN_USER_MGMT'] }],
      accessGroupIds: [],
      advertisers: [],
      advertiserGroups: [],
    });
    expect(made.statusCode).toBe(200);
    tokens[station] = (await server.login(station)).accessToken;
    const [inside, outside] = await Promise.all([
      server.db
        .selectFrom('advertisers')
        .select(['id', 'name'])
        .where('station_id', '=', confined)
        .orderBy('id')
        .executeTakeFirstOrThrow(),
      server.db
        .selectFrom('advertisers')
        .select(['id', 'name'])
        .where('agency_id', '=', 1)
        .where((eb) => eb.or([eb('station_id', 'is', null), eb('station_id', '!=', confined)]))
        .where('id', '!=', 88888888)
        .orderBy('id')
        .executeTakeFirstOrThrow(),
    ]);
    const over = await call('POST', '/api/admin/advertiser-groups', station, {
      agencyId: 1,
      name: 'Beyond my station',
      advertiserIds: [inside.id, outside.id],
    });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ error: messageText('ceilingAdvertiser', { advertiser: outside.name }) });
    expect(
      await server.db.selectFrom('advertiser_groups').select('id').where('name', '=', 'Beyond my station').execute(),
    ).toEqual([]);
    const mine = await call('POST', '/api/admin/advertiser-groups', station, {
      agencyId: 1,
      name: 'My station',
      advertiserIds: [inside.id],
    });
    expect(mine.statusCode).toBe(201);
  });
});
