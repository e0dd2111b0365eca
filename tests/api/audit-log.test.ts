import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';

const SUPER = 'super@sightline.test';
const AGENCY_ADMIN = 'agency.admin@sightline.test';
const OTHER_AGENCY_ADMIN = 'other.agency@sightline.test';
const AGENCY_A = 1;

interface Entry {
  id: number;
  at: string;
  actorEmail: string;
  agencyId: number | null;
  area: string;
  objectType: string;
  objectId: string;
  objectLabel: string;
  action: string;
  before: unknown;
  after: unknown;
  reverts: number | null;
  revertible: boolean;
}
type Page = { items: Entry[]; total: number; limit: number; offset: number };
type LayoutDoc = { components: { id: string; modules: { id: string; options?: Record<string, unknown> }[] }[] };

const DISPLAY = JSON.parse(fs.readFileSync('layouts/display.json', 'utf8')) as LayoutDoc;
const SAVE = `mutation ($input: SaveLayoutInput!) { saveLayoutCustomization(input: $input) { Version } }`;
const CURRENT = `query ($scope: LayoutScopeInput!, $tactic: String!) {
  layoutCustomization(scope: $scope, tactic: $tactic) { Version customized effective { document } } }`;

function withPerPage(perPage: number): LayoutDoc {
  const doc = structuredClone(DISPLAY);
  const publishers = doc.components.find((s) => s.id === 'breakdowns')!.modules.find((m) => m.id === 'publishers')!;
  publishers.options = { ...publishers.options, perPage };
  return doc;
}
const perPageOf = (doc: unknown) =>
  (doc as LayoutDoc).components.find((s) => s.id === 'breakdowns')?.modules.find((m) => m.id === 'publishers')?.options
    ?.perPage;

describe.each(ENGINES)('audit log calls on %s', (engine) => {
  let server: TestServer;
  let superToken: string;
  let adminToken: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { ahauth: `Bearer ${token}` } : {},
    });
  const list = async (query: string): Promise<Page> => {
    const response = await call('GET', `/api/admin/audit${query}`, superToken);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query, variables },
      headers: { authorization: `Bearer ${superToken}` },
    });
    const body = response.json() as { data: Record<string, Record<string, unknown>>; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data as Record<string, Record<string, unknown> & { effective: { document: unknown } }>;
  };
  const putTooltip = (key: string, message: string) =>
    call('PUT', `/api/tooltip/${key}`, superToken, { title: key, message });
  const latest = async (): Promise<Entry> => (await list('?limit=1')).items[0]!;

  beforeAll(async () => {
    server = await startTestServer(engine);
    superToken = (await server.login(SUPER)).accessToken;
    adminToken = (await server.login(AGENCY_ADMIN)).accessToken;
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await server.db.deleteFrom('audit_log').execute();
  });

  it('lists entries newest first with before/after and whether they can be reverted', async () => {
    await putTooltip('Clicks', 'First.');
    await putTooltip('Reach', 'Second.');
    const page = await list('');
    expect(page).toMatchObject({ total: 2, limit: 25, offset: 0 });
    expect(page.items.map((e) => e.objectId)).toEqual(['Reach', 'Clicks']);
    expect(page.items[1]!).toMatchObject({
      actorEmail: SUPER,
      agencyId: null,
      area: 'tooltips',
      objectType: 'tooltip',
      action: 'update',
      after: { key: 'Clicks', title: 'Clicks', message: 'First.' },
      reverts: null,
      revertible: true,
    });
    expect(page.items[1]!.before).toMatchObject({ key: 'Clicks' });
    const one = await call('GET', `/api/admin/audit/${page.items[1]!.id}`, superToken);
    expect(one.json()).toEqual(page.items[1]!);
    const missing = await call('GET', '/api/admin/audit/999999', superToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(MESSAGES.auditEntryNotFound);
  });

  it('filters by area, user, agency, object and the inclusive after date, and pages', async () => {
    const row = (at: string, area: string, email: string, agency: number | null, id: string, label: string) => ({
      at,
      actor_id: null,
      actor_email: email,
      agency_id: agency,
      area,
      object_type: 'thing',
      object_id: id,
      object_label: label,
      action: 'update',
      before: null,
      after: null,
      reverts: null,
    });
    await server.db
      .insertInto('audit_log')
      .values([
        row('2026-01-10T12:00:00.000Z', 'themes', 'ann@agency.test', 1, 'agency', 'Agency theme'),
        row('2026-02-01T00:00:00.000Z', 'modules', 'bob@other.test', 2, '2', 'Other agency'),
        row('2026-03-05T08:00:00.000Z', 'themes', 'Ann@Agency.test', 2, 'sbg', 'SBG Theme'),
        row('2026-03-04T23:59:59.999Z', 'cache', 'carl@agency.test', null, 'all', 'Everything'),
      ])
      .execute();
    const ids = (page: Page) => page.items.map((e) => e.objectId);
    expect(ids(await list('?area=themes'))).toEqual(['sbg', 'agency']);
    expect(ids(await list('?user=ANN@agency'))).toEqual(['sbg', 'agency']);
    expect(ids(await list('?agency=2'))).toEqual(['sbg', '2']);
    expect(ids(await list('?object=theme'))).toEqual(['sbg', 'agency']);
    expect(ids(await list('?object=sbg'))).toEqual(['sbg']);
    expect(ids(await list('?after=2026-03-05'))).toEqual(['sbg']);
    expect(ids(await list('?after=2026-02-01'))).toEqual(['sbg', 'all', '2']);
    expect(ids(await list('?after=2026-02-01&area=themes&user=ann'))).toEqual(['sbg']);
    expect(ids(await list('?sort=at&dir=asc&limit=2'))).toEqual(['agency', '2']);
    const second = await list('?sort=at&dir=asc&limit=2&offset=2');
    expect(ids(second)).toEqual(['all', 'sbg']);
    expect(second).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(ids(await list('?search=everything'))).toEqual(['all']);
    expect((await list('?area=cache')).items[0]!.revertible).toBe(false);

    for (const bad of ['2026-02-30', '2026-2-1', 'yesterday', '2026-13-01']) {
      const response = await call('GET', `/api/admin/audit?after=${bad}`, superToken);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ error: MESSAGES.auditBadAfter });
    }
    expect((await call('GET', '/api/admin/audit?limit=501', superToken)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit?agency=x', superToken)).statusCode).toBe(400);
  });

  it('reverts a tooltip change: the text is back and a new entry names the reverted one', async () => {
    const original = (await call('GET', '/api/tooltip/Clicks', superToken)).json() as { message: string };
    await putTooltip('Clicks', 'Edited for the revert.');
    const entry = await latest();
    const response = await call('POST', `/api/admin/audit/${entry.id}/revert`, superToken);
    expect(response.statusCode, response.body).toBe(200);
    const revert = response.json() as Entry;
    expect(revert).toMatchObject({
      action: 'revert',
      reverts: entry.id,
      area: 'tooltips',
      objectId: 'Clicks',
      actorEmail: SUPER,
      before: { key: 'Clicks', message: 'Edited for the revert.' },
      after: { key: 'Clicks', message: original.message },
    });
    expect((await call('GET', '/api/tooltip/Clicks', superToken)).json().message).toBe(original.message);
    expect((await list('')).items.map((e) => e.action)).toEqual(['revert', 'update']);
  });

  it('reverts a creation by removing the key', async () => {
    await call('POST', '/api/tooltip', superToken, { key: 'help.new', title: 'New', message: 'New help.' });
    const entry = await latest();
    expect((await call('POST', `/api/admin/audit/${entry.id}/revert`, superToken)).json()).toMatchObject({
      before: { key: 'help.new' },
      after: null,
    });
    expect((await call('GET', '/api/tooltip/help.new', superToken)).statusCode).toBe(404);
  });

  it('refuses to revert a change made before a later one, naming who changed the object since', async () => {
    await putTooltip('Reach', 'One.');
    const first = await latest();
    await putTooltip('Reach', 'Two.');
    const listed = await list('?object=Reach');
    expect(listed.items.map((e) => [e.id, e.revertible])).toEqual([
      [first.id + 1, true],
      [first.id, false],
    ]);
    const refused = await call('POST', `/api/admin/audit/${first.id}/revert`, superToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(`was changed since by ${SUPER}`);
    expect((await call('GET', '/api/tooltip/Reach', superToken)).json().message).toBe('Two.');
    // A change outside the log (a seeding, a database edit) is caught by comparing the current state.
    const second = await latest();
    await server.db
      .updateTable('tooltips')
      .set({ message: 'Edited by hand.', updated_by: 'dba@x.test' })
      .where('key', '=', 'Reach')
      .execute();
    const byHand = await call('POST', `/api/admin/audit/${second.id}/revert`, superToken);
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error).toContain('dba@x.test');
    // A revert is an entry too: the same entry cannot be reverted twice.
    await putTooltip('Reach', 'Three.');
    const third = await latest();
    expect((await call('POST', `/api/admin/audit/${third.id}/revert`, superToken)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/audit/${third.id}/revert`, superToken)).statusCode).toBe(409);
    expect((await list('?object=Reach')).total).toBe(4);
  });

  it('refuses entries of an area without a revert handler', async () => {
    await server.ctx.audit.write(server.db, {
      actor: { id: null, email: SUPER },
      agencyId: null,
      area: 'cache',
      objectType: 'cache',
      objectId: 'all',
      action: 'clear',
    });
    const entry = await latest();
    expect(entry.revertible).toBe(false);
    const refused = await call('POST', `/api/admin/audit/${entry.id}/revert`, superToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(messageText('auditNotRevertible', { area: 'cache' }));
    expect((await call('POST', '/api/admin/audit/999999/revert', superToken)).statusCode).toBe(404);
  });

  it('audits layout saves and reverts one through the editor: the layout is back, versions and history kept', async () => {
    const scope = { kind: 'AGENCY', id: AGENCY_A };
    const current = await gql(CURRENT, { scope, tactic: 'display' });
    const start = Number(current.layoutCustomization!.Version);
    await gql(SAVE, { input: { scope, tactic: 'display', Version: start, document: withPerPage(7) } });
    await gql(SAVE, { input: { scope, tactic: 'display', Version: start + 1, document: withPerPage(9) } });
    const [second, first] = (await list('?area=layouts')).items as [Entry, Entry];
    expect(first).toMatchObject({
      area: 'layouts',
      objectType: 'layout',
      objectId: `agency:${AGENCY_A}:display`,
      agencyId: AGENCY_A,
      action: 'save',
      // Superseded by the second save: only the latest change of an object can be reverted.
      revertible: false,
    });
    expect(second.revertible).toBe(true);
    expect(perPageOf(first.after)).toBe(7);
    expect(perPageOf(second.before)).toBe(7);
    expect(perPageOf(second.after)).toBe(9);

    const response = await call('POST', `/api/admin/audit/${second.id}/revert`, superToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ action: 'revert', reverts: second.id, objectId: second.objectId });
    expect(perPageOf((response.json() as Entry).after)).toBe(7);
    const after = await gql(CURRENT, { scope, tactic: 'display' });
    expect(after.layoutCustomization!.Version).toBe(start + 3);
    expect(perPageOf((after.layoutCustomization!.effective as { document: unknown }).document)).toBe(7);
    const log = await server.db.selectFrom('configurability_log').select('user_email').orderBy('id', 'desc').execute();
    expect(log[0]!.user_email).toBe(SUPER);

    // Reverting the first save (made before the revert) is refused; reverting the revert puts 9 back.
    expect((await call('POST', `/api/admin/audit/${first.id}/revert`, superToken)).statusCode).toBe(409);
    const revertEntry = await latest();
    expect((await call('POST', `/api/admin/audit/${revertEntry.id}/revert`, superToken)).statusCode).toBe(200);
    const back = await gql(CURRENT, { scope, tactic: 'display' });
    expect(perPageOf((back.layoutCustomization!.effective as { document: unknown }).document)).toBe(9);
  });

  it('reverts a first layout save by resetting the scope to what it inherits', async () => {
    const scope = { kind: 'ADVERTISER', id: 10000002 };
    const current = await gql(CURRENT, { scope, tactic: 'display' });
    expect(current.layoutCustomization!.customized).toBe(false);
    await gql(SAVE, {
      input: { scope, tactic: 'display', Version: current.layoutCustomization!.Version, document: withPerPage(11) },
    });
    const entry = await latest();
    expect(entry.before).toBeNull();
    const response = await call('POST', `/api/admin/audit/${entry.id}/revert`, superToken);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Entry).after).toBeNull();
    const after = await gql(CURRENT, { scope, tactic: 'display' });
    expect(after.layoutCustomization!.customized).toBe(false);
  });

  it('is for MANAGE_SYSTEM only: 401 without a session, 403 for agency admins of any agency', async () => {
    await putTooltip('Clicks', 'For the rights test.');
    const entry = await latest();
    const otherToken = (await server.login(OTHER_AGENCY_ADMIN)).accessToken;
    for (const token of [adminToken, otherToken]) {
      for (const [method, url] of [
        ['GET', '/api/admin/audit'],
        ['GET', '/api/admin/audit?after=nonsense'],
        ['GET', `/api/admin/audit/${entry.id}`],
        ['POST', `/api/admin/audit/${entry.id}/revert`],
      ] as const) {
        const response = await call(method, url, token);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({ error: MESSAGES.noAccess });
        expect((await call(method, url)).statusCode).toBe(401);
      }
    }
    expect((await list('')).items.map((e) => e.action)).toEqual(['update']);
  });
});
