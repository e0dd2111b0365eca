import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';

/**
 * Automated alerts on fixed-clock fixtures (issue 27): an advertiser of agency A (New York) with one campaign per
 * rule, its facts laid down for the whole story, then one daily evaluation per step (07:30 local, the schedule's
 * tick), each with its digest. Defaults: hold for 2, clear for 2, pacing band −20 % / +20 %, drop 50 % against 4
 * weeks with a 1,000-impression floor.
 */
const AGENCY = 1;
const ADVERTISER = 990_001;
const C = { low: 990_101, high: 990_102, drop: 990_103, small: 990_104, zero: 990_105, flap: 990_106 };
const STALE = 990_107;
const LATE = 990_108;
const ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';

const plus = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const yyyymmdd = (iso: string) => Number(iso.replaceAll('-', ''));
/** 07:30 in New York (EDT) of a day. */
const morning = (iso: string) => Date.parse(`${iso}T11:30:00Z`);

/** The flapping campaign's series by day: zero, zero (fires), some, zero (stays), some, some (resolves). */
const FLAP: Record<string, number> = {
  '2026-06-15': 0,
  '2026-06-16': 0,
  '2026-06-17': 5000,
  '2026-06-18': 0,
  '2026-06-19': 5000,
  '2026-06-20': 5000,
};

function impressionsOn(campaign: number, day: string): number | null {
  switch (campaign) {
    case C.low:
    case C.high:
      return 10_000;
    case C.drop:
      return day >= '2026-06-15' ? 2_000 : 10_000;
    case C.small:
      return day >= '2026-06-15' ? 10 : 100;
    case C.zero:
      return day >= '2026-06-15' ? 0 : 5_000;
    case C.flap:
      return FLAP[day] ?? 5_000;
    case STALE:
      return day <= '2026-06-10' ? 1_000 : null;
    case LATE:
      return day <= '2026-06-17' ? 10_000 : null;
    default:
      return null;
  }
}

async function seed(server: TestServer): Promise<void> {
  await server.db
    .insertInto('advertisers')
    .values({
      id: ADVERTISER,
      agency_id: AGENCY,
      sub_agency_id: null,
      station_id: null,
      name: 'Alert Fixture Client',
      industry: 'Retail',
      logo_url: null,
      created_at: 0,
    })
    .execute();
  const campaign = (id: number, name: string, goal: number | null, feed = 'ALERTFEED') => ({
    id,
    advertiser_id: ADVERTISER,
    order_id: null,
    name,
    friendly_name: null,
    campaign_type: 'Display',
    analytics_type: null,
    feed_source: feed,
    impression_goal: goal,
    hide_spend: 0,
    start_date: '2026-05-01',
    end_date: '2026-07-31',
    status: 'Live',
    spend_type: 'CPM',
    spend_rate: 5,
    created_at: 0,
  });
  await server.db
    .insertInto('campaigns')
    .values([
      // Goal 3,000,000 over 92 days: ~32,600 a day expected, 10,000 delivered: far below the band.
      campaign(C.low, 'Pacing Low Fixture', 3_000_000),
      // Goal 300,000: ~3,260 a day expected, 10,000 delivered: far above.
      campaign(C.high, 'Pacing High Fixture', 300_000),
      campaign(C.drop, 'Drop Fixture', null),
      campaign(C.small, 'Small Fixture', null),
      campaign(C.zero, 'Zero Fixture', null),
      campaign(C.flap, 'Flapping Fixture', null),
      campaign(STALE, 'Stale Source Fixture', 3_000_000, 'STALEFEED'),
      campaign(LATE, 'Late Source Fixture', 3_000_000, 'LATEFEED'),
    ])
    .execute();
  const credential = (name: string, status: 'healthy' | 'needs_reauth', grantExpiresAt: number | null) => ({
    agency_id: AGENCY,
    provider: 'google' as const,
    kind: 'oauth' as const,
    external_id: name,
    name,
    status,
    grant_expires_at: grantExpiresAt,
    created_at: 0,
    created_by: 1,
    updated_at: 0,
  });
  await server.db
    .insertInto('connector_credentials')
    .values([
      credential('Refused Fixture Grant', 'needs_reauth', null),
      credential('Expiring Fixture Grant', 'healthy', morning('2026-06-19')),
      credential('Lasting Fixture Grant', 'healthy', morning('2026-09-01')),
    ])
    .execute();
  const rows = [];
  for (const id of [...Object.values(C), STALE, LATE]) {
    for (let day = '2026-05-01'; day <= '2026-06-25'; day = plus(day, 1)) {
      const impressions = impressionsOn(id, day);
      if (impressions !== null)
        rows.push({ campaign_id: id, day: yyyymmdd(day), advertiser_id: ADVERTISER, impressions });
    }
  }
  for (let i = 0; i < rows.length; i += 200)
    await server.db
      .insertInto('fact_daily')
      .values(rows.slice(i, i + 200))
      .execute();
}

describe.each(ENGINES)('automated alerts on %s', (engine) => {
  let server: TestServer;
  let clock = morning('2026-06-16');
  let admin: string;
  let staffId: number;

  let smtp: SmtpCapture;
  /** The digests received, by the window (evaluation day) they went out in. */
  const inbox: { window: string; to: string; subject: string; text: string; html: string }[] = [];

  const tickOn = async (day: string) => {
    clock = morning(day);
    const runs = await server.ctx.alerts.tick();
    const known = inbox.length;
    const received = await smtp.received(smtp.offered);
    for (const mail of received.slice(known))
      inbox.push({
        window: day,
        to: mail.to && !Array.isArray(mail.to) ? mail.to.text : '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
      });
    // Access tokens are short-lived: sign in again at the new time.
    admin = (await server.login(ADMIN)).accessToken;
    return runs;
  };
  const mine = (rule?: string, campaignId?: number) => {
    let query = server.db.selectFrom('alerts').selectAll().where('advertiser_id', '=', ADVERTISER);
    if (rule) query = query.where('rule', '=', rule);
    if (campaignId) query = query.where('campaign_id', '=', campaignId);
    return query.orderBy('id').execute();
  };
  const mails = async (to: string, window: string) => inbox.filter((mail) => mail.to === to && mail.window === window);

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startTestServer(engine, {
      now: () => clock,
      alerts: { autoStart: false },
      config: { mail: { smtpUrl: smtp.url, fromAddress: 'alerts@sightline.test', publicUrl: null } },
    });
    await seed(server);
    admin = (await server.login(ADMIN)).accessToken;
    staffId = (await server.db.selectFrom('users').select('id').where('email', '=', STAFF).executeTakeFirstOrThrow())
      .id;
    // The advertiser's own recipients add the staff member to the agency's (its admins by default).
    const put = await server.app.inject({
      method: 'PUT',
      url: '/api/alertSettings',
      headers: { ahauth: `Bearer ${admin}` },
      payload: {
        agencyId: AGENCY,
        advertiserId: ADVERTISER,
        override: {},
        recipients: { roles: [], userIds: [staffId] },
        version: 0,
      },
    });
    expect(put.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('holds for two evaluations: the first only makes pending alerts, never listed', async () => {
    const runs = await tickOn('2026-06-16');
    expect(runs.find((run) => run.agencyId === AGENCY)).toMatchObject({ fired: expect.any(Number) });
    const rows = await mine();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['pending']));
    const list = await server.get(`/api/alerts?advertiserId=${ADVERTISER}&state=all`, admin);
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    // A refused or expiring grant is a fact: it fires at once; the lasting one does not.
    const grants = await server.db
      .selectFrom('alerts')
      .select(['rule', 'object_label', 'state'])
      .where('object_label', 'like', '% Fixture Grant')
      .orderBy('rule')
      .execute();
    expect(grants).toEqual([
      { rule: 'connection_reauth', object_label: 'Refused Fixture Grant', state: 'firing' },
      { rule: 'token_expiring', object_label: 'Expiring Fixture Grant', state: 'firing' },
    ]);
    expect(await mails(STAFF, '2026-06-16')).toHaveLength(0);
  });

  it('fires pacing low and high, the drop, zero delivery; the small campaign stays under the volume floor', async () => {
    await tickOn('2026-06-17');
    const firing = (await mine()).filter((row) => row.state === 'firing');
    const fired = firing.map((row) => `${row.rule}:${row.campaign_id ?? row.object_key}`).sort();
    expect(fired).toEqual(
      [
        `pacing_low:${C.low}`,
        `pacing_high:${C.high}`,
        `delivery_drop:${C.drop}`,
        `zero_delivery:${C.zero}`,
        `zero_delivery:${C.flap}`,
        `pacing_low:${LATE}`,
        `data_stale:source:${ADVERTISER}:STALEFEED`,
      ].sort(),
    );
    const low = firing.find((row) => row.rule === 'pacing_low' && row.campaign_id === C.low)!;
    expect(Number(low.value)).toBeLessThan(-20);
    const drop = firing.find((row) => row.rule === 'delivery_drop')!;
    expect(Number(drop.value)).toBe(80);
    expect(await mine(undefined, C.small)).toEqual([]);
    const list = await server.get(`/api/alerts?advertiserId=${ADVERTISER}&limit=50`, admin);
    const items = list.json().items as { rule: string; campaignId: number; message: string; campaignName: string }[];
    expect(items).toHaveLength(7);
    const pacing = items.find((item) => item.rule === 'pacing_low' && item.campaignId === C.low)!;
    expect(pacing.campaignName).toBe('Pacing Low Fixture');
    expect(pacing.message).toContain('Check whether the campaign paused or ended.');
  });

  it('never alerts on delivery from a stale source: data_stale fires, its campaign gets no pacing alert', async () => {
    expect(await mine(undefined, STALE)).toEqual([]);
    const [stale] = await mine('data_stale');
    expect(stale).toMatchObject({ state: 'firing', object_key: `source:${ADVERTISER}:STALEFEED` });
  });

  it('sends one digest per recipient with every alert that wants attention, in the brand, with plain text', async () => {
    const toStaff = await mails(STAFF, '2026-06-17');
    expect(toStaff).toHaveLength(1);
    const [mail] = toStaff;
    // The staff member was added for this advertiser only: exactly its seven alerts, all new.
    expect(mail!.text.match(/^New: /gm)).toHaveLength(7);
    expect(mail!.text).toContain('Pacing Low Fixture');
    expect(mail!.html).toContain('Pacing Low Fixture');
    expect(mail!.subject).toContain('7 alerts');
    const toAdmin = await mails(ADMIN, '2026-06-17');
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.text).toContain('Drop Fixture');
    const logged = await server.db
      .selectFrom('alerts')
      .select('recipients')
      .where('campaign_id', '=', C.drop)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(logged.recipients)).toEqual(expect.arrayContaining([ADMIN, STAFF]));
  });

  it('evaluates and mails an agency once per window: a second tick and an admin evaluation send nothing more', async () => {
    expect((await tickOn('2026-06-17')).find((run) => run.agencyId === AGENCY)).toBeUndefined();
    const evaluated = await server.post('/api/alerts/evaluate', { agencyId: AGENCY }, admin);
    expect(evaluated.statusCode).toBe(200);
    expect(evaluated.json()).toMatchObject({ fired: 0, resolved: 0, digests: 0 });
    expect(await mails(STAFF, '2026-06-17')).toHaveLength(1);
  });

  it('leaves acknowledged and snoozed alerts out of the digest, and brings a snooze back on its day', async () => {
    const [high] = await mine('pacing_high');
    const [low] = await mine('pacing_low', C.low);
    expect((await server.post('/api/alerts/acknowledge', { id: high!.id }, admin)).json()).toMatchObject({
      acknowledgedBy: ADMIN,
      state: 'firing',
    });
    const snoozed = await server.post('/api/alerts/snooze', { id: low!.id, until: '2026-06-19' }, admin);
    expect(snoozed.json().snoozedUntil).toBe('2026-06-19T04:00:00.000Z');
    await tickOn('2026-06-18');
    const [day3] = await mails(STAFF, '2026-06-18');
    expect(day3!.text).not.toContain('Pacing Low Fixture');
    expect(day3!.text).not.toContain('Pacing High Fixture');
    expect(day3!.text).toContain('Still open: ');
    // Both stay on the open list, marked.
    const open = (await server.get(`/api/alerts?advertiserId=${ADVERTISER}&limit=50`, admin)).json().items;
    expect(open.find((a: { id: number }) => a.id === high!.id).acknowledgedBy).toBe(ADMIN);
    expect(open.find((a: { id: number }) => a.id === low!.id).snoozedUntil).not.toBeNull();
    await tickOn('2026-06-19');
    const [day4] = await mails(STAFF, '2026-06-19');
    expect(day4!.text).toContain('Pacing Low Fixture');
    expect(day4!.text).not.toContain('Pacing High Fixture');
    const events = await server.db
      .selectFrom('alert_events')
      .select(['change', 'by'])
      .where('alert_id', '=', low!.id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { change: 'fired', by: null },
      { change: 'snoozed', by: ADMIN },
      { change: 'unsnoozed', by: null },
    ]);
  });

  it('marks an open delivery alert data late while its source is stale, neither firing nor resolving it', async () => {
    await tickOn('2026-06-20');
    const [late] = await mine('pacing_low', LATE);
    expect(late).toMatchObject({ state: 'firing', data_late: 1 });
    const item = (await server.get(`/api/alerts?advertiserId=${ADVERTISER}&limit=50`, admin))
      .json()
      .items.find((a: { id: number }) => a.id === late!.id);
    expect(item.dataLate).toBe(true);
    expect(item.message.startsWith(MESSAGES.alertDataLatePrefix.split('{')[0]!)).toBe(true);
  });

  it('gives a flapping series one alert: fired once, resolved after two clear evaluations', async () => {
    await tickOn('2026-06-21');
    const flap = await mine('zero_delivery', C.flap);
    expect(flap).toHaveLength(1);
    expect(flap[0]).toMatchObject({ state: 'resolved' });
    const events = await server.db
      .selectFrom('alert_events')
      .select('change')
      .where('alert_id', '=', flap[0]!.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.change)).toEqual(['fired', 'resolved']);
    const resolved = (await server.get(`/api/alerts?advertiserId=${ADVERTISER}&state=resolved`, admin)).json();
    expect(resolved.items.map((a: { id: number }) => a.id)).toEqual([flap[0]!.id]);
  });
});
