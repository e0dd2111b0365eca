import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { advertiserIdsWhere, ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, RANGE } from './performance-helpers';

/** Agency A (agency.admin's) with Riverside; agency B is other.agency's. */
const AGENCY_A = 1;
const RIVERSIDE = 10000001;
const SUPER = 'super@sightline.test';
const AGENCY_ADMIN = 'agency.admin@sightline.test';

interface Doc {
  components: { id: string; modules: { id: string; name: string }[] }[];
}
const DISPLAY = JSON.parse(fs.readFileSync('layouts/display.json', 'utf8')) as Doc;
const kindsOf = (doc: Doc): string[] => doc.components.flatMap((s) => s.modules.map((m) => m.name));

const LAYOUT = `query ($tactic: String!, $advertiserId: Int) {
  layout(tactic: $tactic, advertiserId: $advertiserId) { source document Version } }`;
const SAVE = `mutation ($input: SaveLayoutInput!) { saveLayoutCustomization(input: $input) { Version } }`;

describe.each(ENGINES)('System Admin › manage-modules on %s', (engine) => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  let agencyB: number;
  let advertiserB: number;

  const token = async (email: string): Promise<string> => {
    if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    return tokens.get(email)!;
  };
  const call = async (method: 'GET' | 'PUT', url: string, email?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: email ? { ahauth: `Bearer ${await token(email)}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const gql = async (email: string, query: string, variables: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query, variables },
      headers: { authorization: `Bearer ${await token(email)}` },
    });
    return response.json() as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
  };
  const resolved = async (advertiserId: number): Promise<Doc> => {
    const body = await gql(SUPER, LAYOUT, { tactic: 'display', advertiserId });
    expect(body.errors).toBeUndefined();
    return (body.data!.layout as { document: Doc }).document;
  };
  const auditRows = () =>
    server.db.selectFrom('audit_log').selectAll().where('area', '=', 'modules').orderBy('id').execute();

  beforeAll(async () => {
    server = await startServerAt(engine);
    const other = await server.login('other.agency@sightline.test');
    agencyB = other.user.active_agency_id!;
    advertiserB = (await advertiserIdsWhere(server.db, { agency_id: agencyB }))[0]!;
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await server.db.deleteFrom('agency_disabled_modules').execute();
    await server.db.deleteFrom('audit_log').execute();
    await server.db.deleteFrom('layout_versions').execute();
    await server.db.deleteFrom('layout_customizations').execute();
  });

  it('refuses a signed-out caller (401) and an agency admin (403) on every System Admin call', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/modules'],
      ['GET', `/api/admin/modules/${AGENCY_A}`],
      ['PUT', `/api/admin/modules/${AGENCY_A}`],
    ] as const) {
      expect((await call(method, url, undefined, method === 'PUT' ? { disabled: [] } : undefined)).statusCode).toBe(
        401,
      );
      const refused = await call(method, url, AGENCY_ADMIN, method === 'PUT' ? { disabled: ['pie-chart'] } : undefined);
      expect(refused.statusCode).toBe(403);
    }
    expect(await server.db.selectFrom('agency_disabled_modules').selectAll().execute()).toEqual([]);
  });

  it('lists agencies a page at a time with their disabled kinds, searchable', async () => {
    await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, { disabled: ['venn-diagram', 'pie-chart'] });
    const first = await call('GET', '/api/admin/modules?limit=1&sort=id', SUPER);
    expect(first.statusCode).toBe(200);
    const page = first.json() as { items: { id: number; disabled: string[] }[]; total: number; limit: number };
    expect(page.limit).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items[0]).toMatchObject({ id: AGENCY_A, disabled: ['pie-chart', 'venn-diagram'] });
    const byCount = (await call('GET', '/api/admin/modules?sort=disabled&dir=desc', SUPER)).json() as typeof page;
    expect(byCount.items[0]!.id).toBe(AGENCY_A);
    const name = (
      await server.db.selectFrom('agencies').select('name').where('id', '=', agencyB).executeTakeFirstOrThrow()
    ).name;
    const searched = (
      await call('GET', `/api/admin/modules?search=${encodeURIComponent(name.toUpperCase())}`, SUPER)
    ).json() as typeof page;
    expect(searched.items.map((a) => a.id)).toContain(agencyB);
    expect(searched.items.map((a) => a.id)).not.toContain(AGENCY_A);
  });

  it('answers every registered kind with its title and enabled flag', async () => {
    await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, { disabled: ['pie-chart'] });
    const detail = (await call('GET', `/api/admin/modules/${AGENCY_A}`, SUPER)).json() as {
      kinds: { kind: string; title: string; enabled: boolean }[];
      disabled: string[];
    };
    const kinds = fs
      .readdirSync('modules', { withFileTypes: true })
      .filter((d) => fs.existsSync(`modules/${d.name}/manifest.json`));
    expect(detail.kinds).toHaveLength(kinds.length);
    expect(detail.kinds.find((k) => k.kind === 'pie-chart')).toEqual({
      kind: 'pie-chart',
      title: 'Pie chart',
      category: 'chart',
      enabled: false,
    });
    expect(detail.kinds.find((k) => k.kind === 'bar-chart')?.enabled).toBe(true);
    expect(detail.disabled).toEqual(['pie-chart']);
  });

  it('refuses an unknown kind by name and an unknown agency, writing nothing', async () => {
    const unknown = await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, {
      disabled: ['pie-chart', 'no-such-kind'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'Unknown module kind: no-such-kind.' });
    expect((await call('PUT', '/api/admin/modules/999999', SUPER, { disabled: [] })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/modules/999999', SUPER)).json()).toEqual({ error: MESSAGES.agencyNotFound });
    expect((await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, {})).statusCode).toBe(400);
    expect(await server.db.selectFrom('agency_disabled_modules').selectAll().execute()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('audits a change with the disabled lists before and after, and reverts it', async () => {
    await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, { disabled: ['pie-chart'] });
    const changed = await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, {
      disabled: ['venn-diagram', 'pie-chart'],
    });
    expect(changed.statusCode).toBe(200);
    const rows = await auditRows();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      actor_email: SUPER,
      agency_id: AGENCY_A,
      area: 'modules',
      object_type: 'agency',
      object_id: String(AGENCY_A),
      action: 'update',
    });
    expect(JSON.parse(rows[1]!.before!)).toEqual({ disabled: ['pie-chart'] });
    expect(JSON.parse(rows[1]!.after!)).toEqual({ disabled: ['pie-chart', 'venn-diagram'] });
    // Saving the same set again changes nothing and writes no entry.
    await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, { disabled: ['pie-chart', 'venn-diagram'] });
    expect(await auditRows()).toHaveLength(2);

    const entry = (await server.ctx.audit.get(Number(rows[1]!.id)))!;
    const revert = server.ctx.audit.reverterOf('modules')!;
    const result = await server.db.transaction().execute((trx) => revert(entry, trx, { id: null, email: SUPER }));
    expect(result).toEqual({ before: { disabled: ['pie-chart', 'venn-diagram'] }, after: { disabled: ['pie-chart'] } });
    const detail = (await call('GET', `/api/admin/modules/${AGENCY_A}`, SUPER)).json() as { disabled: string[] };
    expect(detail.disabled).toEqual(['pie-chart']);
  });

  it('removes a disabled kind from the resolved dashboards of that agency only; empty sections disappear', async () => {
    expect(kindsOf(await resolved(RIVERSIDE))).toContain('line-bar-chart');
    await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, { disabled: ['pie-chart', 'line-bar-chart'] });
    const a = await resolved(RIVERSIDE);
    expect(kindsOf(a)).not.toContain('pie-chart');
    expect(kindsOf(a)).not.toContain('line-bar-chart');
    expect(a.components.map((s) => s.id)).not.toContain('delivery');
    expect(kindsOf(a)).toContain('bar-chart');
    expect(kindsOf(await resolved(advertiserB))).toEqual(kindsOf(DISPLAY));
  });

  it('answers the palette the disabled kinds of an advertiser’s agency, within the caller’s tenancy', async () => {
    await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, { disabled: ['venn-diagram'] });
    const mine = await call('GET', `/api/modules/disabled?advertiserId=${RIVERSIDE}`, AGENCY_ADMIN);
    expect(mine.json()).toEqual({ agencyId: AGENCY_A, disabled: ['venn-diagram'] });
    expect((await call('GET', `/api/modules/disabled?agencyId=${AGENCY_A}`, AGENCY_ADMIN)).json()).toEqual({
      agencyId: AGENCY_A,
      disabled: ['venn-diagram'],
    });
    expect((await call('GET', `/api/modules/disabled?agencyId=${agencyB}`, AGENCY_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', `/api/modules/disabled?advertiserId=${advertiserB}`, AGENCY_ADMIN)).statusCode).toBe(404);
    expect((await call('GET', '/api/modules/disabled', AGENCY_ADMIN)).json()).toEqual({
      error: MESSAGES.modulesScopeMissing,
    });
    expect((await call('GET', '/api/modules/disabled?agencyId=1')).statusCode).toBe(401);
  });

  it('refuses to save a layout that uses a disabled kind, naming it, and writes nothing', async () => {
    await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, { disabled: ['pie-chart'] });
    const agencyName = (
      await server.db.selectFrom('agencies').select('name').where('id', '=', AGENCY_A).executeTakeFirstOrThrow()
    ).name;
    const body = await gql(AGENCY_ADMIN, SAVE, {
      input: { scope: { kind: 'ADVERTISER', id: RIVERSIDE }, tactic: 'display', Version: 0, document: DISPLAY },
    });
    expect(body.errors?.[0]?.message).toBe(
      `The module kinds Pie chart (pie-chart) are switched off for ${agencyName}. Remove those modules from the layout before saving.`,
    );
    expect(await server.db.selectFrom('layout_customizations').selectAll().execute()).toEqual([]);
    expect(await server.db.selectFrom('layout_versions').selectAll().execute()).toEqual([]);

    // The same layout without it saves.
    const without = structuredClone(DISPLAY);
    for (const section of without.components) section.modules = section.modules.filter((m) => m.name !== 'pie-chart');
    const saved = await gql(AGENCY_ADMIN, SAVE, {
      input: { scope: { kind: 'ADVERTISER', id: RIVERSIDE }, tactic: 'display', Version: 0, document: without },
    });
    expect(saved.errors).toBeUndefined();
  });

  it('removes a disabled kind from a share link’s dashboard too (the same resolution)', async () => {
    await call('PUT', `/api/admin/modules/${AGENCY_A}`, SUPER, { disabled: ['pie-chart'] });
    const campaigns = await deliveringCampaigns(server.db, RIVERSIDE);
    const created = await server.post(
      '/api/getShareDashboardLink',
      { advertiserId: RIVERSIDE, tab: 'display', campaignIds: campaigns.slice(0, 2).map((c) => c.id), ...RANGE },
      await token(AGENCY_ADMIN),
    );
    expect(created.statusCode).toBe(201);
    const { shortId } = created.json() as { shortId: string };
    const opened = await server.app.inject({ method: 'GET', url: `/api/getSharedDashboard?id=${shortId}` });
    expect(opened.statusCode).toBe(200);
    const { layout } = opened.json() as { layout: { sections: Doc['components'] } };
    const kinds = layout.sections.flatMap((s) => s.modules.map((m) => m.name));
    expect(kinds).toContain('bar-chart');
    expect(kinds).not.toContain('pie-chart');
  });
});
