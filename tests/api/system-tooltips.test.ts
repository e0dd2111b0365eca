import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_OCCURRED, MESSAGES, MISSING_TOOLTIP_KEY, messageText } from '../../src/domain/messages';
import { TOOLTIP_SEEDS } from '../../src/server/db/demo/tooltip-texts';
import { ENGINES, startTestServer, type TestServer } from './harness';

const SUPER = 'super@sightline.test';
const AGENCY_ADMIN = 'agency.admin@sightline.test';
const CLICK_THROUGH = TOOLTIP_SEEDS.find((seed) => seed.key === 'ClickThrough')!;

type Row = { key: string; title: string; message: string; hasDefault: boolean; isDefault: boolean; updatedBy: string };
type Page = { items: Row[]; total: number; limit: number; offset: number };

describe.each(ENGINES)('tooltip management calls on %s', (engine) => {
  let server: TestServer;
  let superToken: string;
  let adminToken: string;

  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { ahauth: `Bearer ${token}` } : {},
    });
  const auditRows = (key: string) =>
    server.db.selectFrom('audit_log').selectAll().where('object_id', '=', key).orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer(engine);
    superToken = (await server.login(SUPER)).accessToken;
    adminToken = (await server.login(AGENCY_ADMIN)).accessToken;
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates a tooltip, audits it, and answers 409 with our text for an existing key', async () => {
    const created = await call('POST', '/api/tooltip', superToken, {
      key: 'help.custom',
      title: 'Custom',
      message: 'A custom help text.',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ key: 'help.custom', title: 'Custom', message: 'A custom help text.' });
    expect((await call('GET', '/api/tooltip/help.custom', adminToken)).json().message).toBe('A custom help text.');

    const rows = await auditRows('help.custom');
    expect(rows).toHaveLength(1);
    expect(rows[0]!).toMatchObject({ area: 'tooltips', action: 'create', actor_email: SUPER, before: null });
    expect(JSON.parse(rows[0]!.after!)).toEqual({
      key: 'help.custom',
      title: 'Custom',
      message: 'A custom help text.',
    });

    const again = await call('POST', '/api/tooltip', superToken, { key: 'help.custom', title: 'X', message: 'Y' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(messageText('tooltipExists', { key: 'help.custom' }));
    expect(await auditRows('help.custom')).toHaveLength(1);
  });

  it("refuses a create without a key with 'Missing tooltip key', and other bad bodies naming the field", async () => {
    for (const body of [{ title: 'T', message: 'M' }, { key: '   ', title: 'T', message: 'M' }, {}]) {
      const response = await call('POST', '/api/tooltip', superToken, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: MISSING_TOOLTIP_KEY });
    }
    const noMessage = await call('POST', '/api/tooltip', superToken, { key: 'help.x', title: 'T' });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.json().error).toContain('message');
    const extra = await call('POST', '/api/tooltip', superToken, { key: 'help.x', title: 'T', message: 'M', x: 1 });
    expect(extra.statusCode).toBe(400);
    const long = await call('POST', '/api/tooltip', superToken, { key: 'k'.repeat(201), title: 'T', message: 'M' });
    expect(long.statusCode).toBe(400);
    expect((await call('GET', '/api/tooltip/help.x', superToken)).statusCode).toBe(404);
  });

  it('updates the wording of a key, audits before and after, and feeds the dashboards at once', async () => {
    const response = await call('PUT', '/api/tooltip/ClickThrough', superToken, {
      title: 'Click-through rate',
      message: 'Clicks per hundred impressions, edited.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      key: 'ClickThrough',
      title: 'Click-through rate',
      message: 'Clicks per hundred impressions, edited.',
    });
    const { tooltips } = (await call('GET', '/api/tooltip', adminToken)).json() as { tooltips: Row[] };
    expect(tooltips.find((t) => t.key === 'ClickThrough')?.message).toBe('Clicks per hundred impressions, edited.');

    const row = (await auditRows('ClickThrough'))[0]!;
    expect(row).toMatchObject({ area: 'tooltips', object_type: 'tooltip', action: 'update', agency_id: null });
    expect(JSON.parse(row.before!)).toEqual({
      key: 'ClickThrough',
      title: CLICK_THROUGH.title,
      message: CLICK_THROUGH.message,
    });
    expect(JSON.parse(row.after!)).toEqual({
      key: 'ClickThrough',
      title: 'Click-through rate',
      message: 'Clicks per hundred impressions, edited.',
    });
  });

  it('answers 404 for an unknown key and "Missing tooltip key" for a blank one on get, update and delete', async () => {
    const unknownPut = await call('PUT', '/api/tooltip/NoSuchKey', superToken, { title: 'T', message: 'M' });
    expect(unknownPut.statusCode).toBe(404);
    expect(unknownPut.json().error).toBe(MESSAGES.tooltipNotFound);
    expect((await call('DELETE', '/api/tooltip/NoSuchKey', superToken)).statusCode).toBe(404);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      for (const url of ['/api/tooltip/%20%20', '/api/tooltip/']) {
        const response = await call(
          method,
          url,
          superToken,
          method === 'PUT' ? { title: 'T', message: 'M' } : undefined,
        );
        expect(response.statusCode, `${method} ${url}`).toBe(400);
        expect(response.json()).toEqual({ error: MISSING_TOOLTIP_KEY });
      }
    }
    const noBody = await call('PUT', '/api/tooltip/%20', superToken);
    expect(noBody.json()).toEqual({ error: MISSING_TOOLTIP_KEY });
  });

  it('a delete resets a key that has a catalogue definition and removes any other key', async () => {
    await call('PUT', '/api/tooltip/Impressions', superToken, { title: 'Imps', message: 'Edited.' });
    const reset = await call('DELETE', '/api/tooltip/Impressions', superToken);
    expect(reset.statusCode).toBe(200);
    const seed = TOOLTIP_SEEDS.find((s) => s.key === 'Impressions')!;
    expect(reset.json()).toEqual({
      key: 'Impressions',
      outcome: 'reset',
      tooltip: { key: 'Impressions', title: seed.title, message: seed.message },
    });
    expect((await call('GET', '/api/tooltip/Impressions', superToken)).json().message).toBe(seed.message);
    expect((await auditRows('Impressions')).map((r) => r.action)).toEqual(['update', 'reset']);

    await call('POST', '/api/tooltip', superToken, { key: 'help.gone', title: 'Gone', message: 'Soon gone.' });
    const removed = await call('DELETE', '/api/tooltip/help.gone', superToken);
    expect(removed.json()).toEqual({ key: 'help.gone', outcome: 'removed', tooltip: null });
    expect((await call('GET', '/api/tooltip/help.gone', superToken)).statusCode).toBe(404);
    const rows = await auditRows('help.gone');
    expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(rows[1]!.after).toBeNull();
    expect(JSON.parse(rows[1]!.before!)).toMatchObject({ key: 'help.gone', message: 'Soon gone.' });
  });

  it('answers a page with search, sort and paging when asked, and the whole catalogue otherwise', async () => {
    const whole = (await call('GET', '/api/tooltip', adminToken)).json() as { tooltips: Row[] };
    const first = (await call('GET', '/api/tooltip?limit=5', adminToken)).json() as Page;
    expect(first.total).toBe(whole.tooltips.length);
    expect(first.items.map((r) => r.key)).toEqual(whole.tooltips.slice(0, 5).map((t) => t.key));
    expect(first).toMatchObject({ limit: 5, offset: 0 });
    const second = (await call('GET', '/api/tooltip?limit=5&offset=5', adminToken)).json() as Page;
    expect(second.items.map((r) => r.key)).toEqual(whole.tooltips.slice(5, 10).map((t) => t.key));

    const search = (
      await call('GET', '/api/tooltip?search=HUNDRED%20IMPRESSIONS%2C%20EDITED', adminToken)
    ).json() as Page;
    expect(search.items.map((r) => r.key)).toEqual(['ClickThrough']);
    expect(search.items[0]!).toMatchObject({ hasDefault: true, isDefault: false, updatedBy: SUPER });
    const wildcard = (await call('GET', '/api/tooltip?search=%25', adminToken)).json() as Page;
    expect(wildcard.total).toBeLessThan(whole.tooltips.length);

    const byKeyDesc = (await call('GET', '/api/tooltip?sort=key&dir=desc&limit=3', adminToken)).json() as Page;
    expect(byKeyDesc.items.map((r) => r.key)).toEqual(
      whole.tooltips
        .slice(-3)
        .reverse()
        .map((t) => t.key),
    );
    const recent = (await call('GET', '/api/tooltip?sort=updatedAt&dir=desc&limit=1', adminToken)).json() as Page;
    expect(recent.items[0]!.updatedBy).toBe(SUPER);

    expect((await call('GET', '/api/tooltip?limit=0', adminToken)).statusCode).toBe(400);
    expect((await call('GET', '/api/tooltip?sort=message', adminToken)).statusCode).toBe(400);
    expect((await call('GET', '/api/tooltip?nope=1', adminToken)).statusCode).toBe(400);
  });

  it('refuses writes without MANAGE_SYSTEM (403) and without a session (401), before validating', async () => {
    const writes = [
      ['POST', '/api/tooltip', { key: 'help.no', title: 'T', message: 'M' }],
      ['POST', '/api/tooltip', {}],
      ['PUT', '/api/tooltip/ClickThrough', { title: 'T', message: 'M' }],
      ['PUT', '/api/tooltip/%20', {}],
      ['DELETE', '/api/tooltip/ClickThrough', undefined],
    ] as const;
    const before = await server.db.selectFrom('audit_log').select('id').execute();
    for (const [method, url, body] of writes) {
      const forbidden = await call(method, url, adminToken, body);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json()).toEqual({ error: MESSAGES.noAccess });
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await server.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
    for (const url of ['/api/tooltip', '/api/tooltip?limit=2', '/api/tooltip/ClickThrough'])
      expect((await call('GET', url, adminToken)).statusCode).toBe(200);
  });

  it('lets a share or export guest read tooltips but never write them', async () => {
    const superId = (await server.login(SUPER)).user.user_id;
    const guest = await server.ctx.grants.sign(
      {
        kind: 'export',
        shareId: null,
        generation: 0,
        agencyId: 1,
        advertiserId: 10000001,
        campaignIds: [],
        tab: 'display',
        daterange: 'last30days',
        startDate: null,
        endDate: null,
        editableRange: false,
        view: 'client',
        requestedBy: superId,
        orderId: null,
      },
      600,
    );
    expect((await call('GET', '/api/tooltip/ClickThrough', guest)).statusCode).toBe(200);
    const put = await call('PUT', '/api/tooltip/ClickThrough', guest, { title: 'T', message: 'By a guest.' });
    expect(put.statusCode).toBe(403);
    const post = await call('POST', '/api/tooltip', undefined, {
      key: 'help.guest',
      title: 'T',
      message: 'M',
      token: guest,
    });
    expect(post.statusCode).toBe(401);
    expect((await call('GET', '/api/tooltip/ClickThrough', superToken)).json().message).not.toBe('By a guest.');
  });

  it("answers the spec's 'Error occurred, please try again' when a write fails on our side", async () => {
    const original = server.ctx.audit.write.bind(server.ctx.audit);
    server.ctx.audit.write = () => Promise.reject(new Error('disk full'));
    try {
      const response = await call('PUT', '/api/tooltip/Clicks', superToken, { title: 'Clicks', message: 'Changed.' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: ERROR_OCCURRED });
    } finally {
      server.ctx.audit.write = original;
    }
    // All or nothing: the text did not change without its audit entry.
    const seed = TOOLTIP_SEEDS.find((s) => s.key === 'Clicks')!;
    expect((await call('GET', '/api/tooltip/Clicks', superToken)).json().message).toBe(seed.message);
  });
});
