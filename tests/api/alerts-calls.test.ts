import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_SETTINGS } from '../../src/domain/alerts';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';

/**
 * The alert calls (issue 27, contract "Alerts") on stored alerts: tenancy (agency B's alerts invisible to agency A,
 * client users only client-visible alerts of their advertisers), acknowledge, snooze, client visibility, the
 * settings with their version, the admins' evaluation and the System Admin log with its paging and filters.
 */
const NOW = Date.parse('2026-06-15T15:00:00Z');
const ADMIN = 'agency.admin@sightline.test';
const CLIENT = 'advertiser@sightline.test';
const OTHER = 'other.agency@sightline.test';
const SUPER = 'super@sightline.test';

describe.each(ENGINES)('alert calls on %s', (engine) => {
  let server: TestServer;
  const token: Record<string, string> = {};
  let agencyA: number;
  let agencyB: number;
  let clientAdvertiser: number;
  let otherAdvertiserA: number;
  let advertiserB: number;
  const ids: Record<string, number> = {};

  const insert = async (
    name: string,
    values: { agency: number; advertiser: number | null; rule: string; state?: string; lastSeen?: number },
  ) => {
    const row = await server.db
      .insertInto('alerts')
      .values({
        agency_id: values.agency,
        advertiser_id: values.advertiser,
        campaign_id: null,
        rule: values.rule,
        object_key: `test:${name}`,
        object_label: name,
        state: values.state ?? 'firing',
        streak: 0,
        first_seen: NOW - 86_400_000,
        last_seen: values.lastSeen ?? NOW,
        fired_at: NOW - 86_400_000,
        resolved_at: values.state === 'resolved' ? NOW : null,
        acknowledged_by: null,
        acknowledged_at: null,
        snoozed_until: null,
        snoozed_by: null,
        client_visible: 0,
        data_late: 0,
        value: -42.5,
        detail: JSON.stringify({ key: 'alertTextZeroDelivery', params: { through: '2026-06-14' } }),
        digested_in: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = Number(row.id);
  };
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: string | null, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: who ? { ahauth: `Bearer ${token[who]}` } : {},
      ...(payload ? { payload } : {}),
    });
  const listIds = async (who: string, query = '') =>
    ((await call('GET', `/api/alerts?limit=100${query}`, who)).json().items as { id: number }[]).map((a) => a.id);

  beforeAll(async () => {
    server = await startTestServer(engine, { now: () => NOW, alerts: { autoStart: false } });
    for (const email of [ADMIN, CLIENT, OTHER, SUPER]) token[email] = (await server.login(email)).accessToken;
    const agencyOf = async (email: string) =>
      (
        await server.db
          .selectFrom('user_agencies')
          .innerJoin('users', 'users.id', 'user_agencies.user_id')
          .select('user_agencies.agency_id')
          .where('users.email', '=', email)
          .executeTakeFirstOrThrow()
      ).agency_id;
    agencyA = await agencyOf(ADMIN);
    agencyB = await agencyOf(OTHER);
    clientAdvertiser = (
      await server.db
        .selectFrom('user_advertisers')
        .innerJoin('users', 'users.id', 'user_advertisers.user_id')
        .select('user_advertisers.advertiser_id')
        .where('users.email', '=', CLIENT)
        .orderBy('user_advertisers.advertiser_id')
        .executeTakeFirstOrThrow()
    ).advertiser_id;
    const clientOnes = await server.db
      .selectFrom('user_advertisers')
      .innerJoin('users', 'users.id', 'user_advertisers.user_id')
      .select('user_advertisers.advertiser_id')
      .where('users.email', '=', CLIENT)
      .execute();
    otherAdvertiserA = (
      await server.db
        .selectFrom('advertisers')
        .select('id')
        .where('agency_id', '=', agencyA)
        .where(
          'id',
          'not in',
          clientOnes.map((r) => r.advertiser_id),
        )
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    advertiserB = (
      await server.db.selectFrom('advertisers').select('id').where('agency_id', '=', agencyB).executeTakeFirstOrThrow()
    ).id;
    await insert('Client campaign A', { agency: agencyA, advertiser: clientAdvertiser, rule: 'zero_delivery' });
    await insert('Other campaign A', { agency: agencyA, advertiser: otherAdvertiserA, rule: 'pacing_low' });
    await insert('Credential A', { agency: agencyA, advertiser: null, rule: 'connection_reauth' });
    await insert('Old resolved A', {
      agency: agencyA,
      advertiser: otherAdvertiserA,
      rule: 'delivery_drop',
      state: 'resolved',
      lastSeen: NOW - 20 * 86_400_000,
    });
    await insert('Pending A', { agency: agencyA, advertiser: otherAdvertiserA, rule: 'pacing_high', state: 'pending' });
    await insert('Campaign of B', { agency: agencyB, advertiser: advertiserB, rule: 'zero_delivery' });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a signed-out caller before looking at the query', async () => {
    const response = await call('GET', '/api/alerts?limit=abc', null);
    expect([response.statusCode, response.json()]).toEqual([401, { error: MESSAGES.notAuthenticated }]);
  });

  it("lists an agency's open alerts to its users, never another agency's (empty list, 404 on the id)", async () => {
    const open = await call('GET', '/api/alerts', ADMIN);
    expect(open.json()).toMatchObject({ total: 3, limit: 25, offset: 0 });
    expect(await listIds(ADMIN)).toEqual(
      expect.arrayContaining([ids['Client campaign A'], ids['Other campaign A'], ids['Credential A']]),
    );
    expect(await listIds(ADMIN, '&state=resolved')).toEqual([ids['Old resolved A']]);
    expect(await listIds(ADMIN, `&agencyId=${agencyB}`)).toEqual([]);
    expect(await listIds(OTHER)).toEqual([ids['Campaign of B']]);
    const item = (await call('GET', `/api/alerts?advertiserId=${clientAdvertiser}`, ADMIN)).json().items[0];
    expect(item).toMatchObject({
      rule: 'zero_delivery',
      ruleLabel: MESSAGES.alertRuleZeroDelivery,
      state: 'firing',
      message: messageText('alertTextZeroDelivery', { through: '6/14/26' }),
      value: -42.5,
      dataLate: false,
      clientVisible: false,
      firstSeen: new Date(NOW - 86_400_000).toISOString(),
    });
    for (const path of ['acknowledge', 'unsnooze'])
      expect((await call('POST', `/api/alerts/${path}`, ADMIN, { id: ids['Campaign of B'] })).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/alerts/clientVisible', ADMIN, { id: ids['Campaign of B'], visible: true })).statusCode,
    ).toBe(404);
  });

  it('shows client users only the alerts the agency made client-visible, of their own advertisers', async () => {
    expect(await listIds(CLIENT)).toEqual([]);
    const shown = await call('POST', '/api/alerts/clientVisible', ADMIN, {
      id: ids['Client campaign A'],
      visible: true,
    });
    expect(shown.json()).toMatchObject({ clientVisible: true });
    await call('POST', '/api/alerts/clientVisible', ADMIN, { id: ids['Other campaign A'], visible: true });
    expect(await listIds(CLIENT)).toEqual([ids['Client campaign A']]);
    // They read it but do not change it.
    expect((await call('POST', '/api/alerts/acknowledge', CLIENT, { id: ids['Client campaign A'] })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/alerts/clientVisible', CLIENT, { id: ids['Client campaign A'], visible: false }))
        .statusCode,
    ).toBe(403);
  });

  it('acknowledges and snoozes (a later day only), unsnoozes, each change audited', async () => {
    const acknowledged = await call('POST', '/api/alerts/acknowledge', ADMIN, { id: ids['Credential A'] });
    expect(acknowledged.json()).toMatchObject({ acknowledgedBy: ADMIN, acknowledgedAt: new Date(NOW).toISOString() });
    const today = await call('POST', '/api/alerts/snooze', ADMIN, { id: ids['Other campaign A'], until: '2026-06-15' });
    expect([today.statusCode, today.json().error]).toEqual([400, MESSAGES.alertSnoozeNotFuture]);
    const bad = await call('POST', '/api/alerts/snooze', ADMIN, { id: ids['Other campaign A'], until: 'soon' });
    expect(bad.statusCode).toBe(400);
    const snoozed = await call('POST', '/api/alerts/snooze', ADMIN, {
      id: ids['Other campaign A'],
      until: '2026-06-20',
    });
    expect(snoozed.json().snoozedUntil).toBe('2026-06-20T04:00:00.000Z');
    expect(
      (await call('POST', '/api/alerts/unsnooze', ADMIN, { id: ids['Other campaign A'] })).json().snoozedUntil,
    ).toBeNull();
    const resolved = await call('POST', '/api/alerts/acknowledge', ADMIN, { id: ids['Old resolved A'] });
    expect([resolved.statusCode, resolved.json().error]).toEqual([409, MESSAGES.alertNotOpen]);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'object_id'])
      .where('area', '=', 'alerts')
      .where('object_type', '=', 'alert')
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'clientVisibleOn',
      'clientVisibleOn',
      'acknowledged',
      'snoozed',
      'unsnoozed',
    ]);
  });

  it('reads and writes settings per level with a version: inherited values, validation, 409 on a stale version', async () => {
    const read = await call('GET', `/api/alertSettings?agencyId=${agencyA}`, ADMIN);
    expect(read.json()).toEqual({
      level: 'agency',
      settings: DEFAULT_ALERT_SETTINGS,
      override: {},
      inherited: DEFAULT_ALERT_SETTINGS,
      recipients: { roles: [], userIds: [] },
      version: 0,
    });
    const body = {
      agencyId: agencyA,
      override: { holdFor: 3, dropPercent: 40 },
      recipients: { roles: ['mc'], userIds: [] },
    };
    const invalid = await call('PUT', '/api/alertSettings', ADMIN, { ...body, override: { holdFor: 0 }, version: 0 });
    expect([invalid.statusCode, invalid.json().error]).toEqual([
      400,
      messageText('alertSettingsInvalid', { field: 'holdFor', min: 1, max: 30 }),
    ]);
    const role = await call('PUT', '/api/alertSettings', ADMIN, {
      ...body,
      recipients: { roles: ['boss'], userIds: [] },
      version: 0,
    });
    expect(role.json().error).toBe(messageText('alertRecipientRole', { role: 'boss' }));
    const saved = await call('PUT', '/api/alertSettings', ADMIN, { ...body, version: 0 });
    expect(saved.json()).toMatchObject({
      version: 1,
      override: { holdFor: 3, dropPercent: 40 },
      settings: { holdFor: 3 },
    });
    const stale = await call('PUT', '/api/alertSettings', ADMIN, { ...body, version: 0 });
    expect([stale.statusCode, stale.json().error]).toEqual([
      409,
      messageText('alertSettingsVersionConflict', { current: 1 }),
    ]);
    const advertiser = await call(
      'GET',
      `/api/alertSettings?agencyId=${agencyA}&advertiserId=${clientAdvertiser}`,
      ADMIN,
    );
    expect(advertiser.json()).toMatchObject({
      level: 'advertiser',
      version: 0,
      inherited: { holdFor: 3, dropPercent: 40 },
    });
    expect((await call('GET', `/api/alertSettings?agencyId=${agencyB}`, ADMIN)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/alertSettings?agencyId=${agencyA}&advertiserId=${advertiserB}`, ADMIN)).statusCode,
    ).toBe(404);
    const audited = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'alertSettings')
      .execute();
    expect(audited.map((a) => a.action)).toEqual(['create']);
  });

  it("evaluates only the admin's own agency", async () => {
    expect((await call('POST', '/api/alerts/evaluate', ADMIN, { agencyId: agencyB })).statusCode).toBe(404);
    expect((await call('POST', '/api/alerts/evaluate', CLIENT, { agencyId: agencyA })).statusCode).toBe(403);
  });

  it('logs every listed alert for system admins with server paging, the name and after filters and the changes', async () => {
    expect((await call('GET', '/api/automatedAlertsLog', ADMIN)).statusCode).toBe(403);
    const all = (await call('GET', '/api/automatedAlertsLog?limit=100', SUPER)).json();
    const ours = Object.values(ids).filter((id) => id !== ids['Pending A']);
    expect(all.items.map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining(ours));
    expect(all.items.map((row: { id: number }) => row.id)).not.toContain(ids['Pending A']);
    const pageTwo = (await call('GET', '/api/automatedAlertsLog?limit=2&offset=2', SUPER)).json();
    expect(pageTwo).toMatchObject({ total: all.total, limit: 2, offset: 2 });
    expect(pageTwo.items.map((row: { id: number }) => row.id)).toEqual(
      all.items.slice(2, 4).map((row: { id: number }) => row.id),
    );
    const named = (await call('GET', '/api/automatedAlertsLog?name=credential%20a', SUPER)).json();
    expect(named.items).toHaveLength(1);
    expect(named.items[0]).toMatchObject({
      id: ids['Credential A'],
      agencyName: expect.any(String),
      recipients: [],
      changes: [{ at: new Date(NOW).toISOString(), change: 'acknowledged', by: ADMIN }],
    });
    const recent = (await call('GET', '/api/automatedAlertsLog?limit=100&after=2026-06-10', SUPER)).json();
    expect(recent.items.map((row: { id: number }) => row.id)).not.toContain(ids['Old resolved A']);
    expect(recent.total).toBe(all.total - 1);
  });
});
