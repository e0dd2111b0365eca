/**
 * CallRail (issue 26): the agency's accounts (checked against the CallRail sandbox over HTTP), the per-advertiser
 * tracking-campaign links through LinkStore, the adapter's daily figures equal to the sandbox's, rights (401 before
 * 403 before validation), messages and tenancy (another agency: 404 / empty).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import {
  SANDBOX_CALLRAIL_ACCOUNTS,
  SANDBOX_CALLRAIL_KEY,
  sandboxCallRailTree,
} from '../../src/server/areas/connectors/call-rail/sandbox';
import { credentialAuth } from '../../src/server/areas/connectors/credential-auth';
import { LINKED_CAMPAIGN_BASE, readLinkingRecord } from '../../src/server/areas/connectors/links';
import { providerFor } from '../../src/server/areas/connectors/providers';
import { sandboxDay } from '../../src/server/sandbox/figures';
import { ADMIN, restAs, signInCast, startConnectorServer, type ConnectorTestServer } from './connector-harness';
import { ENGINES } from './harness';

const [RIVERSIDE, SUMMIT] = SANDBOX_CALLRAIL_ACCOUNTS;

describe.each(ENGINES)('CallRail accounts and links on %s', (engine) => {
  let server: ConnectorTestServer;
  let admin: string;
  let station: string;
  let client: string;
  let other: string;
  let superuser: string;
  let agencyId: number;
  let otherAgencyId: number;
  let advertiserId: number;
  let otherAdvertiserId: number;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    restAs(server, method, url, token, payload);
  const accounts = (agency: number) => `/api/credentials/call-rail/${agency}`;

  beforeAll(async () => {
    server = await startConnectorServer(engine);
    const cast = await signInCast(server);
    ({ admin, station, client, other, superuser, agencyId, otherAgencyId } = cast);
    advertiserId = cast.advertisers[0]!;
    otherAdvertiserId = cast.otherAdvertisers[0]!;
    expect(otherAgencyId).not.toBe(agencyId);
  });
  afterAll(async () => server.close());

  it('serves the CallRail sandbox over HTTP: the key and the account are checked', async () => {
    const root = `${server.base}/sandbox/api/call-rail/v3/a`;
    const auth = { authorization: `Token token="${SANDBOX_CALLRAIL_KEY}"` };
    const account = await fetch(`${root}/${RIVERSIDE!.id}.json`, { headers: auth });
    expect(account.status).toBe(200);
    expect(await account.json()).toEqual({ id: RIVERSIDE!.id, name: RIVERSIDE!.name });
    expect(
      (await fetch(`${root}/${RIVERSIDE!.id}.json`, { headers: { authorization: 'Token token="x"' } })).status,
    ).toBe(401);
    expect((await fetch(`${root}/ACC000000000.json`, { headers: auth })).status).toBe(404);
    const trackers = (await (await fetch(`${root}/${RIVERSIDE!.id}/trackers.json`, { headers: auth })).json()) as {
      trackers: { id: string }[];
      total_records: number;
    };
    const tree = sandboxCallRailTree(RIVERSIDE!.id, server.ctx.now());
    expect(trackers.trackers.map((t) => t.id)).toEqual(tree.trackers.map((t) => t.id));
    expect(trackers.total_records).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 signed out and 403 for station and client users, before any validation', async () => {
    expect((await call('GET', accounts(agencyId))).statusCode).toBe(401);
    for (const token of [station, client]) {
      const refused = await call('POST', accounts(agencyId), token, {});
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 403,
        body: { error: MESSAGES.noAccess },
      });
      const linking = await call('POST', `/api/connectors/call-rail/advertiser/connect/${advertiserId}`, token, {});
      expect(linking.statusCode).toBe(403);
    }
  });

  it('adds an account CallRail knows, refuses unknown, duplicate and incomplete ones, and audits', async () => {
    const missing = await call('POST', accounts(agencyId), admin, { accountId: RIVERSIDE!.id });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.missingRequiredFields },
    });
    const unknown = await call('POST', accounts(agencyId), admin, { accountId: 'ACC000000000', accountName: 'Nope' });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.callRailAccountUnknown },
    });
    expect((await call('GET', accounts(agencyId), admin)).json()).toEqual([]);

    const added = await call('POST', accounts(agencyId), admin, {
      accountId: RIVERSIDE!.id,
      accountName: 'Riverside',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ accountId: RIVERSIDE!.id, accountName: 'Riverside', agency: agencyId });
    const again = await call('POST', accounts(agencyId), admin, { accountId: RIVERSIDE!.id, accountName: 'Other' });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { error: MESSAGES.callRailAccountTaken },
    });
    const sameName = await call('POST', accounts(agencyId), admin, { accountId: SUMMIT!.id, accountName: 'Riverside' });
    expect(sameName.json()).toEqual({ error: MESSAGES.callRailNameTaken });

    const list = (await call('GET', accounts(agencyId), admin)).json() as { accountId: string }[];
    expect(list.map((a) => a.accountId)).toEqual([RIVERSIDE!.id]);
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'object_type', 'after'])
      .where('area', '=', 'connectors')
      .where('object_type', '=', 'credential')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('keeps another agency out: 404 on our agency, an empty list of its own', async () => {
    const peek = await call('GET', accounts(agencyId), other);
    expect({ status: peek.statusCode, body: peek.json() }).toEqual({
      status: 404,
      body: { error: MESSAGES.agencyNotFound },
    });
    expect((await call('DELETE', `${accounts(agencyId)}/Riverside`, other)).statusCode).toBe(404);
    expect((await call('GET', accounts(otherAgencyId), other)).json()).toEqual([]);
    // A superuser may act for any agency.
    expect((await call('GET', accounts(agencyId), superuser)).json()).toHaveLength(1);
  });

  it('renames an account and refuses an unknown name or an empty patch', async () => {
    const empty = await call('PATCH', `${accounts(agencyId)}/Riverside`, admin, {});
    expect(empty.json()).toEqual({ error: MESSAGES.missingRequiredFields });
    const unknown = await call('PATCH', `${accounts(agencyId)}/Nobody`, admin, { accountName: 'X' });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { error: MESSAGES.callRailAccountNotFound },
    });
    const renamed = await call('PATCH', `${accounts(agencyId)}/Riverside`, admin, { accountName: 'Riverside Dental' });
    expect(renamed.json()).toMatchObject({ accountId: RIVERSIDE!.id, accountName: 'Riverside Dental' });
    const moved = await call('PATCH', `${accounts(agencyId)}/Riverside%20Dental`, admin, {
      accountId: 'ACC000000000',
    });
    expect(moved.json()).toEqual({ error: MESSAGES.callRailAccountUnknown });
  });

  it('lists, links and unlinks an advertiser’s tracking campaigns through LinkStore', async () => {
    const availableUrl = `/api/connectors/call-rail/campaigns/available/${advertiserId}`;
    const available = (await call('GET', availableUrl, admin)).json() as {
      id: string;
      accountId: string;
      connected: boolean;
    }[];
    const tree = sandboxCallRailTree(RIVERSIDE!.id, server.ctx.now());
    expect(available.map((c) => c.id)).toEqual(tree.trackers.map((t) => t.id));
    expect(available.every((c) => !c.connected && c.accountId === RIVERSIDE!.id)).toBe(true);

    const connect = (ids: unknown, token = admin) =>
      call('POST', `/api/connectors/call-rail/advertiser/connect/${advertiserId}`, token, { campaignIds: ids });
    const missing = await call('POST', `/api/connectors/call-rail/advertiser/connect/${advertiserId}`, admin, {});
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.missingId },
    });
    const [first, second] = available;
    // An id that is not one of the agency's trackers: false, nothing linked.
    expect((await connect([first!.id, 'TRK-unknown'])).json()).toBe(false);
    expect(await server.db.selectFrom('connector_links').select('id').execute()).toEqual([]);

    expect((await connect([first!.id, second!.id])).json()).toBe(true);
    const links = await server.db
      .selectFrom('connector_links')
      .selectAll()
      .where('advertiser_id', '=', advertiserId)
      .orderBy('id')
      .execute();
    expect(links.map((l) => [l.source, l.external_id, l.campaign_type, l.account_id])).toEqual([
      ['call-rail', first!.id, 'CALLTRACKING', RIVERSIDE!.id],
      ['call-rail', second!.id, 'CALLTRACKING', RIVERSIDE!.id],
    ]);
    expect(links.map((l) => l.campaign_id)).toEqual(links.map((l) => LINKED_CAMPAIGN_BASE + l.id));
    const campaign = await server.db
      .selectFrom('campaigns')
      .select(['campaign_type', 'advertiser_id'])
      .where('id', '=', links[0]!.campaign_id!)
      .executeTakeFirstOrThrow();
    expect(campaign).toEqual({ campaign_type: 'CALLTRACKING', advertiser_id: advertiserId });
    const syncs = await server.db.selectFrom('connector_syncs').select(['kind', 'status', 'source']).execute();
    expect(syncs).toEqual([
      { kind: 'backfill', status: 'queued', source: 'call-rail' },
      { kind: 'backfill', status: 'queued', source: 'call-rail' },
    ]);
    expect((await readLinkingRecord(server.db, advertiserId)).record.CallRail).toMatchObject({ Enabled: true });

    const connected = (await call('GET', `/api/connectors/call-rail/connected/${advertiserId}`, admin)).json() as {
      id: string;
      accountName: string;
      connected_by: string;
    }[];
    expect(connected.map((c) => [c.id, c.accountName, c.connected_by])).toEqual([
      [first!.id, 'Riverside Dental', ADMIN],
      [second!.id, 'Riverside Dental', ADMIN],
    ]);
    const marked = (await call('GET', availableUrl, admin)).json() as { id: string; connected: boolean }[];
    expect(marked.filter((c) => c.connected).map((c) => c.id)).toEqual([first!.id, second!.id]);

    // Exactly the list: the second goes, the first stays.
    expect((await connect([first!.id])).json()).toBe(true);
    const after = (await call('GET', `/api/connectors/call-rail/connected/${advertiserId}`, admin)).json() as {
      id: string;
    }[];
    expect(after.map((c) => c.id)).toEqual([first!.id]);
    expect((await connect([])).json()).toBe(true);
    expect((await call('GET', `/api/connectors/call-rail/connected/${advertiserId}`, admin)).json()).toEqual([]);
    expect((await readLinkingRecord(server.db, advertiserId)).record.CallRail).toMatchObject({ Enabled: false });
    const actions = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'link')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['link', 'unlink', 'unlink']);
  });

  it('keeps another agency’s advertiser out (404) and ours from it', async () => {
    for (const url of [
      `/api/connectors/call-rail/campaigns/available/${otherAdvertiserId}`,
      `/api/connectors/call-rail/connected/${otherAdvertiserId}`,
    ]) {
      const response = await call('GET', url, admin);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 404,
        body: { error: MESSAGES.advertiserNotFound },
      });
    }
    const theirs = await call('POST', `/api/connectors/call-rail/advertiser/connect/${advertiserId}`, other, {
      campaignIds: [],
    });
    expect(theirs.statusCode).toBe(404);
    // Their own advertiser sees none of our agency's trackers.
    expect(
      (await call('GET', `/api/connectors/call-rail/campaigns/available/${otherAdvertiserId}`, other)).json(),
    ).toEqual([]);
  });

  it('fetches daily figures through the adapter equal to the sandbox’s', async () => {
    const credential = await server.db
      .selectFrom('connector_credentials')
      .select('id')
      .where('provider', '=', 'callrail')
      .executeTakeFirstOrThrow();
    const auth = await credentialAuth(server.db, server.ctx.connectors.vault, credential.id);
    expect(auth.accountId).toBe(RIVERSIDE!.id);
    const tracker = sandboxCallRailTree(RIVERSIDE!.id, server.ctx.now()).trackers[0]!;
    const provider = providerFor('call-rail', server.ctx.connectors.endpoints);
    const days = await provider.fetchDaily(
      auth,
      { externalId: tracker.id, accountId: RIVERSIDE!.id, campaignType: 'CALLTRACKING' },
      '2026-06-01',
      '2026-06-03',
    );
    expect(days).toEqual(
      ['2026-06-01', '2026-06-02', '2026-06-03'].map((day) =>
        sandboxDay(`call-rail:${tracker.id}`, 'CALLTRACKING', day),
      ),
    );
    expect(days[0]!.measures.calls).toBeGreaterThan(0);
    const nodes = await provider.listNodes(auth, { kind: 'campaigns' });
    expect(nodes.items[0]).toMatchObject({ id: tracker.id, kind: 'campaigns', campaignType: 'CALLTRACKING' });
  });

  it('removes an account; its links stay, waiting for an account', async () => {
    const removed = await call('DELETE', `${accounts(agencyId)}/Riverside%20Dental`, admin);
    expect(removed.json()).toMatchObject({ accountId: RIVERSIDE!.id, accountName: 'Riverside Dental' });
    expect((await call('GET', accounts(agencyId), admin)).json()).toEqual([]);
    const links = await server.db.selectFrom('connector_links').select('credential_id').execute();
    expect(links.every((l) => l.credential_id === null)).toBe(true);
    const actions = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'credential')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });
});
