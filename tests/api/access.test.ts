import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { SHOWCASE_ADVERTISERS } from '../../src/server/db/demo/plan';
import { ENGINES, startServerAt, TEST_NOON, type TestServer } from './harness';

const SUPER = 'super@sightline.test';
const ADMIN = 'agency.admin@sightline.test';
const DASH = 'dash.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const CLIENT = 'advertiser@sightline.test';
const OTHER = 'other.agency@sightline.test';
const MULTI = 'multi.agency@sightline.test';
const [RIVERSIDE, HARBOR] = SHOWCASE_ADVERTISERS;

type Access = {
  userId: number;
  permissions: string[];
  roles: string[];
  memberships: {
    agencyId: number;
    subAgencyId: number | null;
    stationId: number | null;
    rights: string[];
    expiresAt: string | null;
  }[];
  accessGroups: { id: number }[];
  advertisers: { advertiserId: number; name: string; expiresAt: string | null }[];
  advertiserGroups: { id: number; expiresAt: string | null }[];
};

/** The PUT body that keeps a user's access as it is. */
const bodyOf = (access: Access) => ({
  permissions: access.permissions,
  roles: access.roles,
  memberships: access.memberships.map(({ agencyId, subAgencyId, stationId, rights, expiresAt }) => ({
    agencyId,
    subAgencyId,
    stationId,
    rights,
    expiresAt,
  })),
  accessGroupIds: access.accessGroups.map((g) => g.id),
  advertisers: access.advertisers.map(({ advertiserId, expiresAt }) => ({ advertiserId, expiresAt })),
  advertiserGroups: access.advertiserGroups.map(({ id, expiresAt }) => ({ id, expiresAt })),
});

describe.each(ENGINES)('a user’s access on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { ahauth: `Bearer ${token}` } : {},
    });
  const accessOf = async (email: string): Promise<Access> =>
    (await call('GET', `/api/admin/users/${ids[email]}/access`, tokens[SUPER])).json() as Access;
  const put = (email: string, body: unknown, as = SUPER) =>
    call('PUT', `/api/admin/users/${ids[email]}/access`, tokens[as], body);
  const auditCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('area', '=', 'access')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const clientAdvertisers = async () =>
    (
      (await server.get('/api/getAgencyAdvertisers/?agency=1', tokens[CLIENT])).json() as {
        advertisers: { id: number }[];
      }
    ).advertisers
      .map((a) => a.id)
      .sort();

  beforeAll(async () => {
    server = await startServerAt(engine);
    for (const email of [SUPER, ADMIN, DASH, STAFF, CLIENT, OTHER, MULTI]) {
      const signedIn = await server.login(email);
      tokens[email] = signedIn.accessToken;
      ids[email] = signedIn.user.user_id;
    }
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    vi.setSystemTime(TEST_NOON);
  });

  it('answers 401 signed out and 403 without SCREEN_USER_MGMT, before validating, writing nothing', async () => {
    for (const url of [`/api/admin/users/${ids[CLIENT]}/access`, `/api/admin/users/${ids[CLIENT]}/explain`]) {
      const signedOut = await call('GET', url);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ error: MESSAGES.notAuthenticated });
      expect((await call('GET', url, tokens[STAFF])).statusCode).toBe(403);
    }
    const bad = await call('PUT', `/api/admin/users/x/access`, tokens[STAFF], { nonsense: true });
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ error: MESSAGES.noAccess });
    expect((await call('PUT', `/api/admin/users/x/access`, undefined, {})).statusCode).toBe(401);
    expect(await auditCount()).toBe(0);
  });

  it('shows a client’s memberships, roles and advertiser grants', async () => {
    const access = (await call('GET', `/api/admin/users/${ids[CLIENT]}/access`, tokens[ADMIN])).json() as Access;
    expect(access).toMatchObject({ userId: ids[CLIENT], roles: ['client'], permissions: [], accessGroups: [] });
    expect(access.memberships).toEqual([
      expect.objectContaining({ agencyId: 1, subAgencyId: null, stationId: null, rights: [], expiresAt: null }),
    ]);
    expect(access.advertisers.map((a) => a.advertiserId).sort()).toEqual([RIVERSIDE.id, HARBOR.id]);
  });

  it('assigns permissions, roles, agency rights and a confined membership; the guard and the scope follow at once', async () => {
    expect((await server.get('/api/admin/access-groups', tokens[STAFF])).statusCode).toBe(403);
    const before = await accessOf(STAFF);
    const station = await server.db
      .selectFrom('advertisers')
      .select(['station_id'])
      .where('agency_id', '=', 1)
      .where('station_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const response = await put(STAFF, {
      ...bodyOf(before),
      permissions: ['SHOW_DEMO_ADVERTISER'],
      roles: ['mc', 'imgadmin'],
      memberships: [{ agencyId: 1, stationId: station.station_id, rights: ['SCREEN_USER_MGMT'] }],
    });
    expect(response.statusCode).toBe(200);
    const after = response.json() as Access;
    expect(after).toMatchObject({ permissions: ['SHOW_DEMO_ADVERTISER'], roles: ['imgadmin', 'mc'] });
    expect(after.memberships).toEqual([
      expect.objectContaining({ agencyId: 1, stationId: station.station_id, rights: ['SCREEN_USER_MGMT'] }),
    ]);
    // The rights loader and the guard see it on the very next call, the scope too.
    expect((await server.get('/api/admin/access-groups', tokens[STAFF])).statusCode).toBe(200);
    const seen = (await server.get('/api/getAgencyAdvertisers/?agency=1', tokens[STAFF])).json() as {
      advertisers: { station_id: number }[];
    };
    expect(seen.advertisers.length).toBeGreaterThan(0);
    expect(new Set(seen.advertisers.map((a) => a.station_id))).toEqual(new Set([station.station_id]));

    const [entry] = await server.db.selectFrom('audit_log').selectAll().where('area', '=', 'access').execute();
    expect(entry).toMatchObject({ object_type: 'user', object_id: String(ids[STAFF]), action: 'update' });
    expect(JSON.parse(entry!.before!)).toMatchObject({ roles: ['mc'], permissions: [] });
    expect(JSON.parse(entry!.after!)).toMatchObject({
      roles: ['imgadmin', 'mc'],
      permissions: ['SHOW_DEMO_ADVERTISER'],
    });

    expect((await put(STAFF, bodyOf(before))).statusCode).toBe(200);
    expect((await server.get('/api/admin/access-groups', tokens[STAFF])).statusCode).toBe(403);
  });

  it('holds the delegation ceiling: 403 naming what, and nothing written', async () => {
    const before = await accessOf(STAFF);
    const audits = await auditCount();
    const cases: [unknown, string][] = [
      [{ ...bodyOf(before), roles: ['mc', 'client'] }, messageText('ceilingRole', { role: 'Client' })],
      [
        { ...bodyOf(before), permissions: ['SCREEN_USER_MGMT'] },
        messageText('ceilingPermission', { right: 'SCREEN_USER_MGMT' }),
      ],
      [
        { ...bodyOf(before), memberships: [{ agencyId: 1, rights: ['MANAGE_SYSTEM'] }] },
        messageText('ceilingAgencyRight', { right: 'MANAGE_SYSTEM', agency: 'Compulse Media' }),
      ],
    ];
    for (const [body, text] of cases) {
      const response = await put(STAFF, body, ADMIN);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: text });
    }
    expect(await accessOf(STAFF)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    // What the admin holds itself it may grant.
    const granted = await put(
      STAFF,
      { ...bodyOf(before), memberships: [{ agencyId: 1, rights: ['SCREEN_USER_MGMT'] }] },
      ADMIN,
    );
    expect(granted.statusCode).toBe(200);
    expect((await put(STAFF, bodyOf(before), ADMIN)).statusCode).toBe(200);
  });

  it('refuses the edit-user rule’s protected targets with 403', async () => {
    const dash = await accessOf(DASH);
    const response = await put(DASH, bodyOf(dash), ADMIN);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(messageText('accessCannotEdit', { user: 'Dana Dashboard' }));
  });

  it('answers 404 for another agency’s user, agency or advertiser', async () => {
    const notFound = await call('GET', `/api/admin/users/${ids[STAFF]}/access`, tokens[OTHER]);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ error: MESSAGES.userNotFound });
    expect((await put(STAFF, bodyOf(await accessOf(STAFF)), OTHER)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/admin/users/${ids[STAFF]}/explain?right=AGENCY_ADMIN`, tokens[OTHER])).statusCode,
    ).toBe(404);
    const staff = await accessOf(STAFF);
    const otherAgency = await put(STAFF, { ...bodyOf(staff), memberships: [{ agencyId: 2 }] }, ADMIN);
    expect(otherAgency.statusCode).toBe(404);
    expect(otherAgency.json()).toEqual({ error: MESSAGES.agencyNotFound });
    const agencyB = await server.db
      .selectFrom('advertisers')
      .select('id')
      .where('agency_id', '=', 2)
      .executeTakeFirstOrThrow();
    const otherAdvertiser = await put(STAFF, { ...bodyOf(staff), advertisers: [{ advertiserId: agencyB.id }] }, ADMIN);
    expect(otherAdvertiser.statusCode).toBe(404);
    expect(otherAdvertiser.json()).toEqual({ error: MESSAGES.advertiserNotFound });
  });

  it('shows and replaces only what lies in the caller’s agencies, keeping the rest', async () => {
    const seen = (await call('GET', `/api/admin/users/${ids[MULTI]}/access`, tokens[ADMIN])).json() as Access;
    expect(seen.memberships.map((m) => m.agencyId)).toEqual([1]);
    const response = await put(
      MULTI,
      { ...bodyOf(seen), memberships: [{ agencyId: 1, rights: ['SCREEN_USER_MGMT'] }] },
      ADMIN,
    );
    expect(response.statusCode).toBe(200);
    const all = await accessOf(MULTI);
    expect(all.memberships.map((m) => [m.agencyId, m.rights])).toEqual([
      [1, ['SCREEN_USER_MGMT']],
      [2, []],
    ]);
    expect((await put(MULTI, { ...bodyOf(seen), memberships: [] }, ADMIN)).statusCode).toBe(200);
    expect((await accessOf(MULTI)).memberships.map((m) => m.agencyId)).toEqual([2]);
    expect((await put(MULTI, bodyOf(all))).statusCode).toBe(200);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const staff = await accessOf(STAFF);
    const badEnd = await put(STAFF, { ...bodyOf(staff), memberships: [{ agencyId: 1, expiresAt: 'soon' }] });
    expect(badEnd.statusCode).toBe(400);
    expect(badEnd.json()).toEqual({ error: MESSAGES.accessExpiryInvalid, field: 'memberships' });
    const badRole = await put(STAFF, { ...bodyOf(staff), roles: ['pope'] });
    expect(badRole.statusCode).toBe(400);
    const twice = await put(STAFF, { ...bodyOf(staff), memberships: [{ agencyId: 1 }, { agencyId: 1 }] });
    expect(twice.statusCode).toBe(400);
    const noQuery = await call('GET', `/api/admin/users/${ids[STAFF]}/explain`, tokens[ADMIN]);
    expect(noQuery.statusCode).toBe(400);
    expect(noQuery.json()).toEqual({ error: MESSAGES.accessExplainQuery });
  });

  it('ends a grant by itself at its end date: the data call answers 404 within no cache’s lifetime', async () => {
    const client = await accessOf(CLIENT);
    const end = new Date(TEST_NOON + 5 * 60_000).toISOString();
    const response = await put(CLIENT, {
      ...bodyOf(client),
      advertisers: [
        { advertiserId: RIVERSIDE.id, expiresAt: end },
        { advertiserId: HARBOR.id, expiresAt: null },
      ],
    });
    expect(response.statusCode).toBe(200);
    const riverside = `/api/advertiser/campaigns/${RIVERSIDE.id}`;
    expect((await server.get(riverside, tokens[CLIENT])).statusCode).toBe(200);
    expect(await clientAdvertisers()).toEqual([RIVERSIDE.id, HARBOR.id].sort());
    // One second past the end: no change, no cache clear, and the scope no longer holds it.
    vi.setSystemTime(Date.parse(end) + 1_000);
    const refused = await server.get(riverside, tokens[CLIENT]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: MESSAGES.advertiserNotFound });
    expect((await server.get(`/api/advertiser/campaigns/${HARBOR.id}`, tokens[CLIENT])).statusCode).toBe(200);
    expect(await clientAdvertisers()).toEqual([HARBOR.id]);
    const explained = (
      await call('GET', `/api/admin/users/${ids[CLIENT]}/explain?advertiserId=${RIVERSIDE.id}`, tokens[ADMIN])
    ).json();
    expect(explained).toEqual({
      allowed: false,
      paths: [],
      summary: messageText('explainNoGrantEnded', {
        user: 'Ada Advertiser',
        advertiser: RIVERSIDE.name,
        date: `${end.slice(0, 10)} ${end.slice(11, 16)} UTC`,
      }),
    });
    vi.setSystemTime(TEST_NOON);
    expect((await put(CLIENT, bodyOf(client))).statusCode).toBe(200);
  });

  it('ends a membership by itself, with the agency rights held in it', async () => {
    const admin = await accessOf(ADMIN);
    const end = new Date(TEST_NOON + 60_000).toISOString();
    const memberships = bodyOf(admin).memberships.map((m) => ({ ...m, expiresAt: end }));
    expect((await put(ADMIN, { ...bodyOf(admin), memberships })).statusCode).toBe(200);
    expect((await server.get('/api/admin/access-groups', tokens[ADMIN])).statusCode).toBe(200);
    vi.setSystemTime(Date.parse(end) + 1_000);
    expect((await server.get('/api/admin/access-groups', tokens[ADMIN])).statusCode).not.toBe(200);
    vi.setSystemTime(TEST_NOON);
    expect((await put(ADMIN, bodyOf(admin))).statusCode).toBe(200);
    expect((await server.get('/api/admin/access-groups', tokens[ADMIN])).statusCode).toBe(200);
  });

  it('explains a yes through the membership and a no with its reason', async () => {
    const yes = (
      await call('GET', `/api/admin/users/${ids[STAFF]}/explain?advertiserId=${RIVERSIDE.id}`, tokens[ADMIN])
    ).json();
    expect(yes).toEqual({
      allowed: true,
      summary: messageText('explainYesAdvertiser', {
        user: 'Stacy Staff',
        advertiser: RIVERSIDE.name,
        paths: `${messageText('explainStepMembership', { label: 'Compulse Media' })} → ${messageText('explainStepAllAdvertisers')}`,
      }),
      paths: [
        [
          { kind: 'membership', id: 1, label: 'Compulse Media', expiresAt: null },
          { kind: 'advertiser', id: RIVERSIDE.id, label: RIVERSIDE.name },
        ],
      ],
    });
    const other = await server.db
      .selectFrom('advertisers')
      .select(['id', 'name'])
      .where('agency_id', '=', 1)
      .where('id', 'not in', [RIVERSIDE.id, HARBOR.id, 88888888])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const no = (
      await call('GET', `/api/admin/users/${ids[CLIENT]}/explain?advertiserId=${other.id}`, tokens[ADMIN])
    ).json();
    expect(no).toEqual({
      allowed: false,
      paths: [],
      summary: messageText('explainNoGrant', { user: 'Ada Advertiser', advertiser: other.name }),
    });
    const right = (
      await call('GET', `/api/admin/users/${ids[ADMIN]}/explain?right=SCREEN_USER_MGMT&agencyId=1`, tokens[SUPER])
    ).json() as { allowed: boolean; paths: { kind: string }[][] };
    expect(right.allowed).toBe(true);
    expect(right.paths.map((p) => p.map((s) => s.kind))).toEqual([['membership', 'agencyRight']]);
  });
});
