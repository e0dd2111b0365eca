/**
 * The connector sync engine and its calls (issue 26, helper E) on both engines: a backfill of a linked campaign lands
 * the sandbox's figures (checked through the performance API, its cache included), progress and BackfillComplete,
 * two instances claim each chunk once, the per-source budget with daily syncs served before backfills, a refused
 * credential stops the sync (no retries) until a new grant, retries with backoff, and the status and re-sync calls
 * (401, 403, validation, tenancy). The clock is moved, never waited for.
 *
 * TEST-ONLY PROVIDER: `FigureProvider` below serves `sandboxDay` figures for the ads source, checking the bearer token
 * against the sandbox's grant book, until helper C's sandbox ads API and adapter land; at merge the lead swaps it for
 * the real `providerFor('ads')` (drop the `providers` option) and keeps every expectation.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { CONNECTORS } from '../../connectors';
import type { ConnectorId } from '../../src/domain/connectors';
import { MESSAGES } from '../../src/domain/messages';
import { LinkStore, LINKED_CAMPAIGN_BASE, readLinkingRecord } from '../../src/server/areas/connectors/links';
import {
  ProviderAuthError,
  type DailyFigures,
  type ProviderAuth,
  type SourceProvider,
} from '../../src/server/areas/connectors/provider';
import { ConnectorSyncEngine } from '../../src/server/areas/connectors/sync/engine';
import { sandboxDay } from '../../src/server/sandbox/figures';
import { startConnectorServer, type ConnectorTestServer } from './connector-harness';
import { ENGINES } from './harness';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const MINUTE = 60_000;
const RIVERSIDE = 10000001;

/** The test-only ads provider over the sandbox's figures (see the file comment). */
class FigureProvider implements SourceProvider {
  readonly id: ConnectorId = 'ads';
  readonly calls: { externalId: string; start: string; end: string }[] = [];
  failNext: Error | null = null;
  constructor(private readonly server: () => ConnectorTestServer) {}
  async listNodes() {
    return { items: [], total: 0 };
  }
  async fetchDaily(
    auth: ProviderAuth,
    object: { externalId: string; campaignType: string },
    start: string,
    end: string,
  ): Promise<DailyFigures[]> {
    this.calls.push({ externalId: object.externalId, start, end });
    if (!auth.accessToken || !(await this.server().ctx.connectors.sandbox!.verify(auth.accessToken)))
      throw new ProviderAuthError('invalid_token');
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    const days: DailyFigures[] = [];
    for (let d = DateTime.fromISO(start); d.toISODate()! <= end; d = d.plus({ days: 1 }))
      days.push(sandboxDay(`ads:${object.externalId}`, object.campaignType, d.toISODate()!));
    return days;
  }
}

function expectedSums(externalId: string, start: string, end: string) {
  const sums = { impressions: 0, clicks: 0, cost: 0, conversions: 0 };
  for (let d = DateTime.fromISO(start); d.toISODate()! <= end; d = d.plus({ days: 1 })) {
    const m = sandboxDay(`ads:${externalId}`, 'GOOGLESEARCH', d.toISODate()!).measures;
    sums.impressions += m.impressions ?? 0;
    sums.clicks += m.clicks ?? 0;
    sums.cost += m.cost ?? 0;
    sums.conversions += m.conversions ?? 0;
  }
  return sums;
}

describe.each(ENGINES)('connector syncs on %s', (engine) => {
  let server: ConnectorTestServer;
  let clock: number;
  let budget: number;
  let provider: FigureProvider;
  let admin: { token: string; id: number; agencyId: number; email: string };
  let credentialId: number;
  let accessToken: string;
  const engineA = () => server.ctx.connectorSync;

  beforeEach(async () => {
    clock = Date.parse('2026-06-15T16:00:00Z');
    budget = 60;
    provider = new FigureProvider(() => server);
    server = await startConnectorServer(engine, {
      now: () => clock,
      connectorSync: {
        autoStart: false,
        instanceId: 'a',
        log: quiet,
        providers: (source) => (source === 'ads' ? provider : undefined),
        requestsPerMinute: () => budget,
      },
    });
    const login = await server.login('agency.admin@sightline.test');
    admin = {
      token: login.accessToken,
      id: login.user.user_id,
      agencyId: login.user.active_agency_id!,
      email: 'agency.admin@sightline.test',
    };
    const grant = await server.ctx.connectors.sandbox!.issue({
      provider: 'google',
      subject: 'g-100001',
      scopes: CONNECTORS.ads.scopes,
    });
    accessToken = grant.accessToken;
    credentialId = await server.seedCredential({
      agencyId: admin.agencyId,
      provider: 'google',
      externalId: 'g-100001',
      name: 'ads@example.com',
      createdBy: admin.id,
      accessToken: grant.accessToken,
      refreshToken: grant.refreshToken,
      scopes: CONNECTORS.ads.scopes,
    });
  });
  afterEach(async () => server.close());

  /**
   * A fresh access token of the same grant, stored as the credentials area stores a refresh (until helper A's
   * `credentialAuth` refreshes ahead of expiry by itself, a test that moves the clock past the token's hour does it).
   */
  async function refreshGrant(): Promise<void> {
    const grant = await server.ctx.connectors.sandbox!.issue({ provider: 'google', subject: 'g-100001', scopes: [] });
    accessToken = grant.accessToken;
    await server.db
      .updateTable('connector_credentials')
      .set({
        status: 'healthy',
        status_reason: null,
        access_token_enc: server.ctx.connectors.vault.seal(grant.accessToken),
        access_expires_at: clock + 3_600_000,
        updated_at: clock,
      })
      .where('id', '=', credentialId)
      .execute();
    admin.token = (await server.login(admin.email)).accessToken;
  }

  async function link(externalId: string, startDate = '2026-05-01') {
    // Wired as the app wires its own: a link's new campaign reaches the response cache's kept campaign rows.
    const forget = (id: number) => server.ctx.cache.clearAdvertiser(id);
    const store = new LinkStore(server.db, server.ctx.audit, server.ctx.now, forget);
    const [row] = await store.link({
      advertiserId: RIVERSIDE,
      agencyId: admin.agencyId,
      source: 'ads',
      credentialId,
      objects: [
        {
          kind: 'campaigns',
          externalId,
          name: `Search ${externalId}`,
          accountId: '9990001',
          campaignType: 'GOOGLESEARCH',
          startDate,
        },
      ],
      actor: { id: admin.id, email: admin.email },
    });
    return row!;
  }
  const syncsOf = (linkId: number) =>
    server.db.selectFrom('connector_syncs').selectAll().where('link_id', '=', linkId).orderBy('id').execute();
  const linkRow = (id: number) =>
    server.db.selectFrom('connector_links').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const summary = (start: string, end: string, reload = false) =>
    server.post(
      '/api/advertiser/performance/summary',
      { advertiserId: RIVERSIDE, daterange: 'customRange', startDate: start, endDate: end, reload },
      admin.token,
    );
  const status = (token: string, query = `?advertiserId=${RIVERSIDE}`) =>
    server.get(`/api/connectors/sync/status${query}`, token);

  it('backfills a linked campaign: the rows equal the sandbox figures, through the performance API and its cache', async () => {
    await server.db.updateTable('campaigns').set({ hide_spend: 0 }).where('advertiser_id', '=', RIVERSIDE).execute();
    const before = (await summary('2026-05-01', '2026-06-14')).json().GOOGLESEARCHTotal ?? {};
    const row = await link('111');
    expect(row.campaign_id).toBe(LINKED_CAMPAIGN_BASE + row.id);
    await server.db.updateTable('campaigns').set({ hide_spend: 0 }).where('id', '=', row.campaign_id!).execute();

    const tick = await engineA().tick();
    expect(tick.worked.map((w) => [w.kind, w.start, w.end, w.status])).toEqual([
      ['backfill', '2026-05-01', '2026-05-31', 'queued'],
      ['backfill', '2026-06-01', '2026-06-14', 'done'],
    ]);
    const expected = expectedSums('111', '2026-05-01', '2026-06-14');
    expect(expected.impressions).toBeGreaterThan(0);
    // Not reloaded: the cached answer above must have been dropped by the data generation the store bumped.
    const after = (await summary('2026-05-01', '2026-06-14')).json().GOOGLESEARCHTotal;
    expect(after.Impressions).toBe(Number(before.Impressions ?? 0) + expected.impressions);
    expect(after.Clicks).toBe(Number(before.Clicks ?? 0) + expected.clicks);
    expect(after.Conversions).toBe(Number(before.Conversions ?? 0) + expected.conversions);
    expect(after.Cost as number).toBeCloseTo(Number(before.Cost ?? 0) + expected.cost, 2);

    // Day by day, and the breakdown rows, as the sandbox serves them.
    const facts = await server.db
      .selectFrom('fact_daily')
      .select(['day', 'impressions', 'clicks', 'cost'])
      .where('campaign_id', '=', row.campaign_id!)
      .orderBy('day')
      .execute();
    expect(facts).toHaveLength(45);
    const first = sandboxDay('ads:111', 'GOOGLESEARCH', '2026-05-01');
    expect(facts[0]).toMatchObject({
      day: 20260501,
      impressions: first.measures.impressions,
      clicks: first.measures.clicks,
    });
    expect(Number(facts[0]!.cost)).toBeCloseTo(first.measures.cost!, 2);
    const devices = await server.db
      .selectFrom('fact_dim_daily')
      .select(['key', 'impressions'])
      .where('campaign_id', '=', row.campaign_id!)
      .where('day', '=', 20260501)
      .where('dim', '=', 'device')
      .orderBy('key')
      .execute();
    expect(devices).toEqual(
      first.breakdown
        .map((b) => ({ key: b.key, impressions: b.measures.impressions }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    );

    expect(await linkRow(row.id)).toMatchObject({ backfill_complete: 1, data_through: '2026-06-14', last_error: null });
    expect(Number((await linkRow(row.id)).last_sync_at)).toBe(clock);
    expect((await syncsOf(row.id)).map((s) => [s.kind, s.status, s.days_done, s.days_total])).toEqual([
      ['backfill', 'done', 45, 45],
    ]);
    const { record } = await readLinkingRecord(server.db, RIVERSIDE);
    expect(record.GoogleAds).toMatchObject({ Enabled: true, BackfillComplete: true });
    // A search campaign's backfill is the search section's only (session 2: sections per campaign type).
    expect(record.GoogleAdsVideo).toEqual({ Enabled: false, BackfillComplete: false });
  });

  it('shows progress while backfilling, then healthy with data through yesterday', async () => {
    budget = 1;
    const row = await link('222');
    const first = await engineA().tick();
    expect(first.worked).toHaveLength(1);
    expect(first.throttled).toEqual(['ads']);
    let answer = await status(admin.token);
    expect(answer.statusCode).toBe(200);
    let ads = answer.json().sources.find((s: { source: string }) => s.source === 'ads');
    expect(ads).toMatchObject({
      state: 'backfilling',
      stateLabel: 'Backfilling',
      progress: { daysDone: 31, daysTotal: 45, percent: 68 },
      dataThrough: '2026-05-31',
    });
    expect(ads.links[0]).toMatchObject({
      linkId: row.id,
      state: 'backfilling',
      sync: { kind: 'backfill', status: 'queued', daysDone: 31 },
    });
    expect(answer.json().sources.find((s: { source: string }) => s.source === 'facebook').state).toBe('not_linked');
    expect((await readLinkingRecord(server.db, RIVERSIDE)).record.GoogleAds).toMatchObject({ BackfillComplete: false });

    // Same minute: the budget is spent.
    expect((await engineA().tick()).worked).toHaveLength(0);
    clock += MINUTE;
    expect((await engineA().tick()).worked.map((w) => w.status)).toEqual(['done']);
    answer = await status(admin.token);
    ads = answer.json().sources.find((s: { source: string }) => s.source === 'ads');
    expect(ads).toMatchObject({ state: 'healthy', progress: null, dataThrough: '2026-06-14', lastError: null });
    expect(ads.lastSyncAt).toBe(new Date(clock).toISOString());
    expect((await readLinkingRecord(server.db, RIVERSIDE)).record.GoogleAds).toMatchObject({ BackfillComplete: true });
  });

  it('lets two instances claim each chunk once', async () => {
    budget = 1000;
    const rows = [await link('301'), await link('302'), await link('303')];
    const engineB = new ConnectorSyncEngine(server.ctx, {
      instanceId: 'b',
      log: quiet,
      providers: () => provider,
      requestsPerMinute: () => budget,
    });
    const [a, b] = await Promise.all([engineA().tick(), engineB.tick()]);
    const worked = [...a.worked, ...b.worked].map((w) => `${w.linkId}:${w.start}`).sort();
    expect(worked).toHaveLength(6);
    expect(new Set(worked).size).toBe(6);
    expect(provider.calls).toHaveLength(6);
    for (const row of rows) expect((await syncsOf(row.id))[0]).toMatchObject({ status: 'done', days_done: 45 });

    // The next day: each link gets one daily sync, planned by one instance only.
    clock = Date.parse('2026-06-16T06:00:00Z');
    await refreshGrant();
    const [c, d] = await Promise.all([engineA().tick(), engineB.tick()]);
    expect(c.planned + d.planned).toBe(3);
    expect(Math.min(c.planned, d.planned)).toBe(0);
    const dailies = [...c.worked, ...d.worked];
    expect(dailies.map((w) => [w.kind, w.start, w.end])).toEqual(rows.map(() => ['daily', '2026-06-14', '2026-06-15']));
    expect(await linkRow(rows[0]!.id)).toMatchObject({ data_through: '2026-06-15' });
  });

  it('spends at most the budget per minute and serves daily syncs before backfills', async () => {
    const old = await link('401', '2026-06-01');
    await engineA().tick();
    // The next day a second campaign is linked (a 46-day backfill) and the first one is due its daily sync.
    clock = Date.parse('2026-06-16T06:00:00Z');
    await refreshGrant();
    const fresh = await link('402', '2026-05-01');
    budget = 2;
    provider.calls.length = 0;
    const tick = await engineA().tick();
    expect(tick.planned).toBe(1);
    expect(tick.worked.map((w) => [w.linkId, w.kind])).toEqual([
      [old.id, 'daily'],
      [fresh.id, 'backfill'],
    ]);
    expect(tick.throttled).toEqual(['ads']);
    expect(provider.calls).toHaveLength(2);
    // A re-sync asked now goes before the rest of the backfill in the next minute.
    const resync = await server.post(
      '/api/connectors/sync/resync',
      { linkId: old.id, start: '2026-06-01', end: '2026-06-03' },
      admin.token,
    );
    expect(resync.statusCode).toBe(200);
    clock += MINUTE;
    const next = await engineA().tick();
    expect(next.worked.map((w) => [w.linkId, w.kind])).toEqual([
      [old.id, 'resync'],
      [fresh.id, 'backfill'],
    ]);
    expect(provider.calls).toHaveLength(4);
    expect(await syncsOf(fresh.id)).toMatchObject([{ status: 'done', days_done: 46 }]);
  });

  it('stops on a refused credential without retrying, and resumes after a new grant', async () => {
    budget = 1;
    const row = await link('501');
    await engineA().tick();
    await server.ctx.connectors.sandbox!.revoke(accessToken);
    clock += MINUTE;
    const tick = await engineA().tick();
    expect(tick.worked.map((w) => w.status)).toEqual(['needs_reauth']);
    expect(await syncsOf(row.id)).toMatchObject([
      { status: 'needs_reauth', days_done: 31, error: MESSAGES.syncNeedsReauth },
    ]);
    const credential = await server.db
      .selectFrom('connector_credentials')
      .selectAll()
      .where('id', '=', credentialId)
      .executeTakeFirstOrThrow();
    expect(credential.status).toBe('needs_reauth');
    // No retry storm: hours of ticks call the source no more.
    const calls = provider.calls.length;
    for (let i = 0; i < 5; i += 1) {
      clock += 60 * MINUTE;
      expect((await engineA().tick()).worked).toHaveLength(0);
    }
    expect(provider.calls).toHaveLength(calls);
    admin.token = (await server.login(admin.email)).accessToken;
    const ads = (await status(admin.token)).json().sources.find((s: { source: string }) => s.source === 'ads');
    expect(ads).toMatchObject({ state: 'needs_reauth', lastError: MESSAGES.syncNeedsReauth });
    // The re-sync call refuses while the grant is missing.
    const refused = await server.post(
      '/api/connectors/sync/resync',
      { linkId: row.id, start: '2026-06-01', end: '2026-06-02' },
      admin.token,
    );
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: MESSAGES.syncRangeNeedsReauth }]);

    // A new grant (as the credentials area writes it) puts the sync back to work.
    clock += MINUTE;
    await refreshGrant();
    const resumed = await engineA().tick();
    expect(resumed.resumed).toBe(1);
    expect(resumed.worked.map((w) => [w.start, w.status])).toEqual([['2026-06-01', 'done']]);
  });

  it('retries a failed chunk with backoff, then gives up after the last try', async () => {
    const row = await link('601', '2026-06-10');
    provider.failNext = new Error('source timed out');
    expect((await engineA().tick()).worked.map((w) => w.status)).toEqual(['queued']);
    expect(await syncsOf(row.id)).toMatchObject([{ status: 'queued', attempts: 1, error: 'source timed out' }]);
    expect(Number((await syncsOf(row.id))[0]!.next_attempt_at)).toBe(clock + MINUTE);
    expect((await linkRow(row.id)).last_error).toBe('source timed out');
    expect((await engineA().tick()).worked).toHaveLength(0);
    clock += MINUTE;
    expect((await engineA().tick()).worked.map((w) => w.status)).toEqual(['done']);
    expect((await linkRow(row.id)).last_error).toBeNull();

    // A sync failing every try stops after five.
    const other = await link('602', '2026-06-10');
    const failing = new ConnectorSyncEngine(server.ctx, {
      instanceId: 'c',
      log: quiet,
      retryDelaysMs: [MINUTE, MINUTE],
      providers: () => ({
        id: 'ads',
        listNodes: async () => ({ items: [], total: 0 }),
        fetchDaily: async () => {
          throw new Error('boom');
        },
      }),
    });
    const statuses: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      clock += MINUTE;
      statuses.push(...(await failing.tick()).worked.map((w) => w.status));
    }
    expect(statuses).toEqual(['queued', 'queued', 'failed']);
    expect((await syncsOf(other.id))[0]).toMatchObject({
      status: 'failed',
      error: MESSAGES.syncGaveUp.replace('{tries}', '3').replace('{cause}', 'boom'),
    });
  });

  it('guards the calls: 401, 403, then validation, then tenancy', async () => {
    const row = await link('701');
    expect((await status('')).statusCode).toBe(401);
    const station = (await server.login('station@sightline.test')).accessToken;
    const client = (await server.login('advertiser@sightline.test')).accessToken;
    for (const token of [station, client]) {
      expect((await status(token, '?advertiserId=bad')).statusCode).toBe(403);
      const resync = await server.post('/api/connectors/sync/resync', { bogus: 1 }, token);
      expect([resync.statusCode, resync.json()]).toEqual([403, { error: MESSAGES.noAccess }]);
    }
    const missing = await status(admin.token, '');
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: MESSAGES.missingAdvertiserId }]);
    expect((await status(admin.token, '?advertiserId=abc')).statusCode).toBe(400);
    const resync = (body: unknown, token = admin.token) => server.post('/api/connectors/sync/resync', body, token);
    expect((await resync({ start: '2026-06-01', end: '2026-06-02' })).json()).toEqual({ error: MESSAGES.missingId });
    for (const body of [
      { linkId: row.id, start: '2026-06-05', end: '2026-06-01' },
      { linkId: row.id, start: 'yesterday', end: '2026-06-01' },
      { linkId: row.id },
    ])
      expect([(await resync(body)).statusCode, (await resync(body)).json()]).toEqual([
        400,
        { error: MESSAGES.syncRangeInvalid },
      ]);
    expect((await resync({ linkId: row.id, start: '2026-06-01', end: '2026-06-15' })).json()).toEqual({
      error: MESSAGES.syncRangeFuture,
    });
    expect((await resync({ linkId: row.id, start: '2024-01-01', end: '2026-06-01' })).statusCode).toBe(400);
    expect((await resync({ linkId: 999999, start: '2026-06-01', end: '2026-06-02' })).statusCode).toBe(404);

    // Another agency's admin: the advertiser and the link do not exist for them.
    const other = (await server.login('other.agency@sightline.test')).accessToken;
    const hidden = await status(other);
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { error: MESSAGES.advertiserNotFound }]);
    const foreign = await resync({ linkId: row.id, start: '2026-06-01', end: '2026-06-02' }, other);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { error: MESSAGES.syncLinkNotFound }]);
    expect(await syncsOf(row.id)).toHaveLength(1);

    // The agency's own admin queues it, audited.
    const queued = await resync({ linkId: row.id, start: '2026-06-01', end: '2026-06-02' });
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ linkId: row.id, kind: 'resync', status: 'queued', daysTotal: 2 });
    const audit = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'connectors')
      .where('action', '=', 'resync')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe(admin.email);
  });
});
