/**
 * Linking sections per campaign type (issue 26, session 2) on both engines: a link turns on only the sections of its
 * campaign types, in the link's own transaction (one Version per change), an unlink turns a section off only when
 * no live link of its campaign types is left, a backfill sets BackfillComplete of its own section only, and the
 * daily syncs follow each agency's own day (agencies.time_zone). The clock is moved, never waited for.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { CONNECTORS } from '../../connectors';
import type { ConnectorId } from '../../src/domain/connectors';
import { LinkStore, readLinkingRecord, type LinkObject } from '../../src/server/areas/connectors/links';
import type { DailyFigures, SourceProvider } from '../../src/server/areas/connectors/provider';
import { advertiserSyncStatus } from '../../src/server/areas/connectors/sync/status';
import { sandboxDay } from '../../src/server/sandbox/figures';
import { startConnectorServer, type ConnectorTestServer } from './connector-harness';
import { ENGINES } from './harness';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const RIVERSIDE = 10000001;

/** Serves the sandbox's figures for any source (the sections, not the adapters, are under test here). */
class FigureProvider implements SourceProvider {
  readonly id: ConnectorId = 'ads';
  async listNodes() {
    return { items: [], total: 0 };
  }
  async fetchDaily(_auth: unknown, object: { externalId: string; campaignType: string }, start: string, end: string) {
    const days: DailyFigures[] = [];
    for (let d = DateTime.fromISO(start); d.toISODate()! <= end; d = d.plus({ days: 1 }))
      days.push(sandboxDay(`ads:${object.externalId}`, object.campaignType, d.toISODate()!));
    return days;
  }
}

const campaign = (externalId: string, campaignType: string, startDate = '2026-05-01'): LinkObject => ({
  kind: campaignType === 'FBINSIGHTS' ? 'pages' : 'campaigns',
  externalId,
  name: `${campaignType} ${externalId}`,
  accountId: campaignType === 'FBINSIGHTS' ? null : '9990001',
  campaignType,
  startDate,
});

describe.each(ENGINES)('linking sections per campaign type on %s', (engine) => {
  let server: ConnectorTestServer;
  let clock: number;
  let budget: number;
  let store: LinkStore;
  let admin: { id: number; agencyId: number; email: string };
  const credentials: Partial<Record<'google' | 'facebook', number>> = {};

  beforeEach(async () => {
    clock = Date.parse('2026-06-15T16:00:00Z');
    budget = 60;
    server = await startConnectorServer(engine, {
      now: () => clock,
      connectorSync: {
        autoStart: false,
        instanceId: 'a',
        log: quiet,
        providers: () => new FigureProvider(),
        requestsPerMinute: () => budget,
      },
    });
    const login = await server.login('agency.admin@sightline.test');
    admin = { id: login.user.user_id, agencyId: login.user.active_agency_id!, email: 'agency.admin@sightline.test' };
    store = new LinkStore(server.db, server.ctx.audit, server.ctx.now);
    for (const provider of ['google', 'facebook'] as const) {
      const subject = `${provider}-1`;
      const grant = await server.ctx.connectors.sandbox!.issue({ provider, subject, scopes: [] });
      credentials[provider] = await server.seedCredential({
        agencyId: admin.agencyId,
        provider,
        externalId: subject,
        name: `${provider}@example.com`,
        createdBy: admin.id,
        accessToken: grant.accessToken,
        refreshToken: grant.refreshToken,
        // Far from expiry, so the moved clock never needs a refresh.
        grantExpiresAt: clock + 400 * 86_400_000,
      });
      await server.db
        .updateTable('connector_credentials')
        .set({ access_expires_at: clock + 400 * 86_400_000 })
        .where('id', '=', credentials[provider]!)
        .execute();
    }
  });
  afterEach(async () => server.close());

  const actor = () => ({ id: admin.id, email: admin.email });
  const link = (source: 'ads' | 'facebook', ...objects: LinkObject[]) =>
    store.link({
      advertiserId: RIVERSIDE,
      agencyId: admin.agencyId,
      source,
      credentialId: credentials[source === 'ads' ? 'google' : 'facebook']!,
      objects,
      actor: actor(),
    });
  const unlink = (source: 'ads' | 'facebook', ...externalIds: string[]) =>
    store.unlink({ advertiserId: RIVERSIDE, agencyId: admin.agencyId, source, externalIds, actor: actor() });
  const record = () => readLinkingRecord(server.db, RIVERSIDE);
  const enabled = async () => {
    const { record: r } = await record();
    return Object.fromEntries(Object.entries(r).map(([section, value]) => [section, value?.Enabled]));
  };

  it('counts a campaign that has not started as backfilled: nothing queued, its section complete, one Version', async () => {
    const before = await record();
    const [future] = await link('ads', campaign('f1', 'GOOGLESEARCH', '2026-07-01'));
    expect(future!.backfill_complete).toBe(1);
    const syncs = await server.db.selectFrom('connector_syncs').selectAll().where('link_id', '=', future!.id).execute();
    expect(syncs).toEqual([]);
    const after = await record();
    expect(after.version).toBe(before.version + 1);
    expect(after.record.GoogleAds).toMatchObject({ Enabled: true, BackfillComplete: true });

    // A started campaign of the same section waits for its backfill, and the section with it.
    const [started] = await link('ads', campaign('s9', 'GOOGLESEARCH', '2026-06-01'));
    expect(started!.backfill_complete).toBe(0);
    expect((await record()).record.GoogleAds).toMatchObject({ Enabled: true, BackfillComplete: false });

    // Once it is loaded the source is healthy through yesterday: the campaign still to start holds nothing back.
    clock += 60_000;
    await server.ctx.connectorSync!.tick();
    const ads = (await advertiserSyncStatus(server.db, RIVERSIDE)).find((s) => s.source === 'ads')!;
    expect(ads).toMatchObject({ state: 'healthy', dataThrough: '2026-06-14' });
  });

  it('turns on only the sections of the linked campaign types, one Version per change', async () => {
    const start = await record();
    const account: LinkObject = {
      kind: 'accounts',
      externalId: '9990001',
      name: 'Account',
      accountId: '9990001',
      campaignType: null,
    };
    expect(await link('ads', account, campaign('s1', 'GOOGLESEARCH'))).toHaveLength(2);
    expect(await enabled()).toMatchObject({ GoogleAds: true, GoogleAdsVideo: false, FacebookAds: false });
    expect((await record()).version).toBe(start.version + 1);

    // Another search campaign changes no section: the Version stays.
    await link('ads', campaign('s2', 'GOOGLESEARCH'));
    expect((await record()).version).toBe(start.version + 1);

    await link('ads', campaign('v1', 'GOOGLEVIDEO'), campaign('v2', 'GOOGLEVIDEO'));
    expect(await enabled()).toMatchObject({ GoogleAds: true, GoogleAdsVideo: true });
    expect((await record()).version).toBe(start.version + 2);

    // One video campaign left: video stays on; the last one gone: video off, search kept.
    await unlink('ads', 'v1');
    expect(await enabled()).toMatchObject({ GoogleAds: true, GoogleAdsVideo: true });
    expect((await record()).version).toBe(start.version + 2);
    await unlink('ads', 'v2');
    expect(await enabled()).toMatchObject({ GoogleAds: true, GoogleAdsVideo: false });
    expect((await record()).version).toBe(start.version + 3);

    // The account alone (no data of its own) holds no section up.
    await unlink('ads', 's1', 's2');
    expect(await enabled()).toMatchObject({ GoogleAds: false, GoogleAdsVideo: false });
    expect((await store.list(RIVERSIDE, 'ads')).map((l) => l.object_kind)).toEqual(['accounts']);
    expect((await record()).version).toBe(start.version + 4);

    // Relinking a video campaign revives it and its section only.
    await link('ads', campaign('v1', 'GOOGLEVIDEO'));
    expect(await enabled()).toMatchObject({ GoogleAds: false, GoogleAdsVideo: true });
  });

  it('keeps Facebook ads and pages apart: FacebookAds for ad campaigns, FacebookInsights for pages', async () => {
    const start = await record();
    await link('facebook', campaign('fb-c1', 'SOCIAL'));
    expect(await enabled()).toMatchObject({ FacebookAds: true, FacebookInsights: false, GoogleAds: false });
    expect((await record()).version).toBe(start.version + 1);
    await link('facebook', campaign('fb-p1', 'FBINSIGHTS'));
    expect(await enabled()).toMatchObject({ FacebookAds: true, FacebookInsights: true });
    expect((await record()).version).toBe(start.version + 2);
    await unlink('facebook', 'fb-c1');
    expect(await enabled()).toMatchObject({ FacebookAds: false, FacebookInsights: true });
    await unlink('facebook', 'fb-p1');
    expect(await enabled()).toMatchObject({ FacebookAds: false, FacebookInsights: false });
    expect((await record()).version).toBe(start.version + 4);
    expect(CONNECTORS.facebook.linkingSections).toEqual(['FacebookAds', 'FacebookInsights']);
  });

  it("sets BackfillComplete of the backfilled link's section only", async () => {
    await link('ads', campaign('s1', 'GOOGLESEARCH'));
    await server.ctx.connectorSync!.tick();
    let r = (await record()).record;
    expect(r.GoogleAds).toEqual({ Enabled: true, BackfillComplete: true });
    expect(r.GoogleAdsVideo).toEqual({ Enabled: false, BackfillComplete: false });

    // A video campaign backfilling: its section is not complete yet, search stays complete.
    await link('ads', campaign('v1', 'GOOGLEVIDEO'));
    const version = (await record()).version;
    budget = 1;
    clock += 60_000;
    expect((await server.ctx.connectorSync!.tick()).worked.map((w) => w.status)).toEqual(['queued']);
    r = (await record()).record;
    expect(r.GoogleAds).toEqual({ Enabled: true, BackfillComplete: true });
    expect(r.GoogleAdsVideo).toEqual({ Enabled: true, BackfillComplete: false });
    expect((await record()).version).toBe(version);
    clock += 60_000;
    expect((await server.ctx.connectorSync!.tick()).worked.map((w) => w.status)).toEqual(['done']);
    r = (await record()).record;
    expect(r.GoogleAds).toEqual({ Enabled: true, BackfillComplete: true });
    expect(r.GoogleAdsVideo).toEqual({ Enabled: true, BackfillComplete: true });
    // One Version for the video section's completion (the search section did not change).
    expect((await record()).version).toBe(version + 1);

    // A page's backfill completes FacebookInsights, not FacebookAds.
    await link('facebook', campaign('fb-p1', 'FBINSIGHTS'));
    budget = 60;
    clock += 60_000;
    await server.ctx.connectorSync!.tick();
    r = (await record()).record;
    expect(r.FacebookInsights).toEqual({ Enabled: true, BackfillComplete: true });
    expect(r.FacebookAds).toEqual({ Enabled: false, BackfillComplete: false });
  });

  it("plans the daily syncs by the agency's own day: Los Angeles after its midnight, not at 02:00 UTC", async () => {
    await server.db
      .updateTable('agencies')
      .set({ time_zone: 'America/Los_Angeles' })
      .where('id', '=', admin.agencyId)
      .execute();
    const [row] = await link('ads', campaign('s1', 'GOOGLESEARCH', '2026-06-01'));
    await server.ctx.connectorSync!.tick();
    const dailies = () =>
      server.db
        .selectFrom('connector_syncs')
        .select(['range_start', 'range_end'])
        .where('link_id', '=', row!.id)
        .where('kind', '=', 'daily')
        .orderBy('id')
        .execute();
    // Linked 2026-06-15 09:00 in Los Angeles: the first daily sync is for its 15th, planned after its midnight.
    expect(await dailies()).toEqual([]);

    // 02:00 UTC on the 16th is still the 15th in Los Angeles (19:00): nothing for "yesterday" the 15th.
    clock = Date.parse('2026-06-16T02:00:00Z');
    expect((await server.ctx.connectorSync!.tick()).planned).toBe(0);
    expect(await dailies()).toEqual([]);

    // 07:30 UTC is 00:30 on the 16th there: the 14th and the 15th are planned, once.
    clock = Date.parse('2026-06-16T07:30:00Z');
    const tick = await server.ctx.connectorSync!.tick();
    expect(tick.planned).toBe(1);
    expect(tick.worked.map((w) => [w.kind, w.start, w.end])).toEqual([['daily', '2026-06-14', '2026-06-15']]);
    clock += 60_000;
    expect((await server.ctx.connectorSync!.tick()).planned).toBe(0);
    expect(await dailies()).toEqual([{ range_start: '2026-06-14', range_end: '2026-06-15' }]);

    // An agency on UTC (every other agency's links here) would have been planned at 00:00 UTC: same link, UTC zone.
    await server.db.updateTable('agencies').set({ time_zone: 'UTC' }).where('id', '=', admin.agencyId).execute();
    clock = Date.parse('2026-06-17T00:30:00Z');
    expect((await server.ctx.connectorSync!.tick()).planned).toBe(1);
    expect((await dailies()).at(-1)).toEqual({ range_start: '2026-06-15', range_end: '2026-06-16' });
  });
});
