/**
 * Data flows in, end to end (issue 26): an agency's Google grant, an advertiser's ads account linked through the
 * catalogue call, the sync engine backfilling through the real ads adapter over HTTP from the sandbox, and the rows
 * landed equal to the sandbox's figures, day by day and through the performance API; then the linking record says
 * BackfillComplete and the sync status says healthy with the date the data runs through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../connectors';
import { sandboxAdsAccounts, sandboxAdsCampaigns } from '../../connectors/ads/server/sandbox';
import { sandboxDay } from '../../src/server/sandbox/figures';
import {
  advertisersOf,
  grantGoogle,
  graphAs,
  signInAs,
  startConnectorServer,
  type ConnectorTestServer,
} from './connector-harness';
import { ENGINES } from './harness';

const SUBJECT = 'g-100001';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(ENGINES)('a linked ads account backfills from the sandbox on %s', (engine) => {
  let server: ConnectorTestServer;
  let clock = Date.parse('2026-06-15T16:00:00Z');
  let token: string;
  let advertiserId: number;

  const graph = async (query: string, variables: Record<string, unknown>) =>
    (await graphAs(server, token, query, variables)).body as {
      data?: Record<string, unknown>;
      errors?: { message: string }[];
    };

  beforeAll(async () => {
    server = await startConnectorServer(engine, {
      now: () => clock,
      connectorSync: { autoStart: false, instanceId: 'backfill', log: quiet },
    });
    const login = await signInAs(server, 'agency.admin@sightline.test');
    token = login.token;
    advertiserId = (await advertisersOf(server, login.agencyId!))[0]!;
    await grantGoogle(server, {
      subject: SUBJECT,
      scopes: CONNECTORS.ads.scopes,
      agencyId: login.agencyId!,
      createdBy: login.userId,
      name: 'grant@example.com',
    });
  });
  afterAll(async () => server.close());

  it('lands exactly the sandbox figures and reports the source healthy', async () => {
    // A leaf whose campaigns have all started: a campaign that starts later (flights are relative to the sandbox's
    // clock) has nothing to backfill yet.
    const today = new Date(clock).toISOString().slice(0, 10);
    const leaf = sandboxAdsAccounts(SUBJECT).find(
      (account) => !account.manager && sandboxAdsCampaigns(account, clock).every((c) => c.startDate < today),
    )!;
    const summaryOf = async (reload: boolean) => {
      const answer = await server.post(
        '/api/advertiser/performance/summary',
        { advertiserId, daterange: 'customRange', startDate: '2025-05-01', endDate: '2026-06-14', reload },
        token,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return Number(answer.json().GOOGLESEARCHTotal?.Impressions ?? 0);
    };
    const before = await summaryOf(true);
    const linked = await graph(
      `mutation($a: Int, $ids: String) { updateGoogleAdsAccountsForAdvertiser(advertiserId: $a, accountIds: $ids) {
        created } }`,
      { a: advertiserId, ids: leaf.id },
    );
    expect(linked.errors).toBeUndefined();
    const links = await server.db
      .selectFrom('connector_links')
      .selectAll()
      .where('advertiser_id', '=', advertiserId)
      .where('source', '=', 'ads')
      .where('campaign_id', 'is not', null)
      .execute();
    expect(links.length).toBeGreaterThan(0);

    // Tick minute by minute (the per-source budget refills each minute) until nothing is queued.
    for (let i = 0; i < 60; i += 1) {
      await server.ctx.connectorSync.tick();
      const open = await server.db
        .selectFrom('connector_syncs')
        .select('id')
        .where('status', 'in', ['queued', 'running'])
        .execute();
      if (open.length === 0) break;
      clock += 61_000;
    }
    const syncs = await server.db
      .selectFrom('connector_syncs')
      .select(['status', 'range_start', 'range_end'])
      .execute();
    expect(syncs.length).toBeGreaterThan(0);
    expect(syncs.every((sync) => sync.status === 'done')).toBe(true);

    let searchTotal = 0;
    for (const link of links) {
      const range = syncs.length > 0 ? await rangeOf(link.id) : null;
      const rows = await server.db
        .selectFrom('fact_daily')
        .select(['day', 'impressions', 'clicks', 'cost', 'completions'])
        .where('campaign_id', '=', link.campaign_id!)
        .orderBy('day')
        .execute();
      expect(rows.length, link.external_name).toBeGreaterThan(0);
      for (const row of rows) {
        const day = String(row.day).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3');
        expect(day >= range!.start && day <= range!.end).toBe(true);
        const figures = sandboxDay(`ads:${link.external_id}`, link.campaign_type!, day).measures;
        expect([row.impressions, row.clicks, Number(row.completions)]).toEqual([
          figures.impressions,
          figures.clicks,
          figures.completions ?? 0,
        ]);
        expect(Number(row.cost)).toBeCloseTo(figures.cost!, 2);
        if (link.campaign_type === 'GOOGLESEARCH') searchTotal += figures.impressions!;
      }
      expect(
        await server.db
          .selectFrom('connector_links')
          .select(['backfill_complete', 'data_through'])
          .where('id', '=', link.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        backfill_complete: 1,
        data_through: rows.at(-1) ? String(rows.at(-1)!.day).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3') : null,
      });
    }

    // Through the performance API (not reloaded: the data generation the store bumped drops the cached answer).
    expect(await summaryOf(false)).toBe(before + searchTotal);
    expect(searchTotal).toBeGreaterThan(0);

    const record = await graph(
      `query($p: Int) { getAccountLinking(ppid: $p) { GoogleAds { Enabled BackfillComplete } } }`,
      {
        p: advertiserId,
      },
    );
    expect(record.data?.getAccountLinking).toEqual({ GoogleAds: { Enabled: true, BackfillComplete: true } });
    const status = await server.get(`/api/connectors/sync/status?advertiserId=${advertiserId}`, token);
    expect(status.statusCode).toBe(200);
    expect(JSON.stringify(status.json())).toContain('healthy');
  });

  async function rangeOf(linkId: number): Promise<{ start: string; end: string }> {
    const rows = await server.db
      .selectFrom('connector_syncs')
      .select(['range_start', 'range_end'])
      .where('link_id', '=', linkId)
      .execute();
    return {
      start: rows.map((r) => r.range_start).sort()[0]!,
      end: rows
        .map((r) => r.range_end)
        .sort()
        .at(-1)!,
    };
  }
});
