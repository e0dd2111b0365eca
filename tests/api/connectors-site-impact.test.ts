/**
 * Site Impact (issue 26): the agency's API keys (checked against the sandbox over HTTP, sealed by the vault,
 * answered masked only), the campaigns lookup, the e-mail impact GraphQL operations, links of e-mail and geo
 * campaigns through LinkStore, the adapters' daily figures equal to the sandbox's, a refused key marked
 * needs_reauth once, rights (401 before 403 before validation; "You don't have access"), messages and tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { credentialAuth } from '../../src/server/areas/connectors/credential-auth';
import { LINKED_CAMPAIGN_BASE, readLinkingRecord } from '../../src/server/areas/connectors/links';
import { providerFor } from '../../src/server/areas/connectors/providers';
import { SANDBOX_IMPACT_KEYS, sandboxImpactCampaigns } from '../../src/server/areas/connectors/impact/sandbox';
import { sandboxDay } from '../../src/server/sandbox/figures';
import {
  graphAnswer,
  restAs,
  signInCast,
  startConnectorServer,
  type ConnectorTestServer,
  type GraphAnswer,
} from './connector-harness';
import { ENGINES } from './harness';

const [KEY_A, KEY_B, KEY_C] = SANDBOX_IMPACT_KEYS;

describe.each(ENGINES)('Site Impact keys, campaigns and links on %s', (engine) => {
  let server: ConnectorTestServer;
  let admin: string;
  let station: string;
  let client: string;
  let other: string;
  let agencyId: number;
  let otherAgencyId: number;
  let advertiserId: number;
  let secondAdvertiserId: number;
  let otherAdvertiserId: number;

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    restAs(server, method, url, token, payload);
  const gql = (query: string, token = admin) => graphAnswer(server, token, query);
  const refusal = (answer: GraphAnswer) => ({
    message: answer.errors?.[0]?.message,
    status: answer.errors?.[0]?.extensions.status,
  });
  const everyAudit = async () =>
    JSON.stringify(await server.db.selectFrom('audit_log').selectAll().where('area', '=', 'connectors').execute());

  beforeAll(async () => {
    server = await startConnectorServer(engine);
    const cast = await signInCast(server);
    ({ admin, station, client, other, agencyId, otherAgencyId } = cast);
    [advertiserId, secondAdvertiserId] = cast.advertisers as [number, number];
    otherAdvertiserId = cast.otherAdvertisers[0]!;
    expect(secondAdvertiserId).toBeDefined();
  });
  afterAll(async () => server.close());

  it('serves the Site Impact sandbox over HTTP: a known key answers its id, any other is refused', async () => {
    const good = await fetch(`${server.base}/sandbox/api/email-impact/key`, {
      headers: { 'x-api-key': KEY_A!.apiKey },
    });
    expect(await good.json()).toEqual({ keyId: KEY_A!.keyId, accountName: KEY_A!.accountName });
    const bad = await fetch(`${server.base}/sandbox/api/site-impact/key`, { headers: { 'x-api-key': 'sik_nope' } });
    expect(bad.status).toBe(401);
    const geo = (await (
      await fetch(`${server.base}/sandbox/api/site-impact/campaigns`, { headers: { 'x-api-key': KEY_A!.apiKey } })
    ).json()) as { campaigns: { CampaignType: string }[] };
    expect(new Set(geo.campaigns.map((c) => c.CampaignType))).toEqual(
      new Set(['SIMPGEOFENCE', 'SIMPOTT', 'SIMPPREROLL', 'SIMPDISPLAY']),
    );
  });

  it('answers 401 signed out, then "You don\'t have access" to station and client users, before validation', async () => {
    expect((await call('GET', `/api/getSiteImpactCredential/?id=${agencyId}`)).statusCode).toBe(401);
    for (const token of [station, client]) {
      for (const [method, url] of [
        ['GET', '/api/getSiteImpactCredential/'],
        ['POST', '/api/addSiteImpactCredential'],
        ['PATCH', '/api/editSiteImpactCredential'],
        ['DELETE', `/api/removeSiteImpactCredential/${agencyId}/x`],
        ['GET', `/api/siteimpactCampaigns/${advertiserId}/${KEY_A!.keyId}/true`],
      ] as const) {
        const response = await call(method, url, token, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 403,
          body: { error: MESSAGES.youDontHaveAccess },
        });
      }
      expect(refusal(await gql(`{ getSiteImpact(id: ${advertiserId}) { apiKey } }`, token))).toEqual({
        message: MESSAGES.notAuthorized,
        status: 403,
      });
    }
  });

  it('adds a key the vendor accepts, sealed and answered masked; refuses bad, duplicate and incomplete ones', async () => {
    const missingId = await call('GET', '/api/getSiteImpactCredential/', admin);
    expect({ status: missingId.statusCode, body: missingId.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.missingId },
    });
    const incomplete = await call('POST', '/api/addSiteImpactCredential', admin, { id: agencyId, name: 'Main' });
    expect({ status: incomplete.statusCode, body: incomplete.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.missingRequiredFields },
    });
    const refused = await call('POST', '/api/addSiteImpactCredential', admin, {
      id: agencyId,
      name: 'Main',
      apiKey: 'sik_live_wrong',
    });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.siteImpactKeyRefused },
    });
    expect((await call('GET', `/api/getSiteImpactCredential/?id=${agencyId}`, admin)).json()).toEqual([]);

    const added = await call('POST', '/api/addSiteImpactCredential', admin, {
      id: agencyId,
      name: 'Main',
      apiKey: KEY_A!.apiKey,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      id: KEY_A!.keyId,
      name: 'Main',
      apiKey: `****${KEY_A!.apiKey.slice(-4)}`,
      accountName: KEY_A!.accountName,
      healthy: true,
      isAgencyOwned: true,
      keySource: 'agency',
      keySourcePpid: null,
    });
    expect(added.body).not.toContain(KEY_A!.apiKey);
    const stored = await server.db
      .selectFrom('connector_credentials')
      .selectAll()
      .where('external_id', '=', KEY_A!.keyId)
      .executeTakeFirstOrThrow();
    expect(stored.api_key_enc).not.toContain(KEY_A!.apiKey);
    expect(server.ctx.connectors.vault.open(stored.api_key_enc!)).toBe(KEY_A!.apiKey);

    const sameName = await call('POST', '/api/addSiteImpactCredential', admin, {
      id: agencyId,
      name: 'Main',
      apiKey: KEY_B!.apiKey,
    });
    expect({ status: sameName.statusCode, body: sameName.json() }).toEqual({
      status: 409,
      body: { error: MESSAGES.siteImpactNameTaken },
    });
    const sameKey = await call('POST', '/api/addSiteImpactCredential', admin, {
      id: agencyId,
      name: 'Again',
      apiKey: KEY_A!.apiKey,
    });
    expect(sameKey.json()).toEqual({ error: MESSAGES.siteImpactKeyTaken });

    // The advertiser's own key (001 §3 IsAgencyOwned false, KeySourcePpid).
    const own = await call('POST', '/api/addSiteImpactCredential', admin, {
      id: agencyId,
      name: 'Own',
      apiKey: KEY_C!.apiKey,
      advertiserId,
    });
    expect(own.json()).toMatchObject({ id: KEY_C!.keyId, isAgencyOwned: false, keySourcePpid: advertiserId });
    const list = (await call('GET', `/api/getSiteImpactCredential/?id=${agencyId}`, admin)).json() as {
      name: string;
      apiKey: string;
    }[];
    expect(list.map((k) => [k.name, k.apiKey])).toEqual([
      ['Main', `****${KEY_A!.apiKey.slice(-4)}`],
      ['Own', `****${KEY_C!.apiKey.slice(-4)}`],
    ]);
    const audit = await everyAudit();
    for (const key of SANDBOX_IMPACT_KEYS) expect(audit).not.toContain(key.apiKey);
    expect(audit).toContain('"action":"create"');
  });

  it('keeps another agency out: 404 on our keys and advertisers, an empty list of its own', async () => {
    const peek = await call('GET', `/api/getSiteImpactCredential/?id=${agencyId}`, other);
    expect({ status: peek.statusCode, body: peek.json() }).toEqual({
      status: 404,
      body: { error: MESSAGES.agencyNotFound },
    });
    expect((await call('DELETE', `/api/removeSiteImpactCredential/${agencyId}/Main`, other)).statusCode).toBe(404);
    const edit = await call('PATCH', '/api/editSiteImpactCredential', other, {
      id: agencyId,
      name: 'Main',
      newName: 'X',
    });
    expect(edit.statusCode).toBe(404);
    expect((await call('GET', `/api/getSiteImpactCredential/?id=${otherAgencyId}`, other)).json()).toEqual([]);
    const campaigns = await call('GET', `/api/siteimpactCampaigns/${advertiserId}/${KEY_A!.keyId}/true`, other);
    expect({ status: campaigns.statusCode, body: campaigns.json() }).toEqual({
      status: 404,
      body: { error: MESSAGES.advertiserNotFound },
    });
    // Our key is not theirs to use, even for their own advertiser.
    const theirs = await call('GET', `/api/siteimpactCampaigns/${otherAdvertiserId}/${KEY_A!.keyId}/true`, other);
    expect(theirs.json()).toEqual({ error: MESSAGES.siteImpactKeyNotFound });
    expect(
      refusal(await gql(`{ getSiteImpactConnections(id: ${advertiserId}, allPossible: true) { Id } }`, other)),
    ).toEqual({ message: MESSAGES.advertiserNotFound, status: 404 });
  });

  it('lists a key’s e-mail and geo campaigns for an advertiser, checking who owns the key', async () => {
    const response = await call('GET', `/api/siteimpactCampaigns/${advertiserId}/${KEY_A!.keyId}/true`, admin);
    const campaigns = response.json() as { CampaignId: string; CampaignType: string; connected: boolean }[];
    const now = server.ctx.now();
    expect(campaigns.map((c) => c.CampaignId)).toEqual([
      ...sandboxImpactCampaigns(KEY_A!, 'email-impact', now).map((c) => c.CampaignId),
      ...sandboxImpactCampaigns(KEY_A!, 'site-impact', now).map((c) => c.CampaignId),
    ]);
    expect(campaigns.some((c) => c.connected)).toBe(false);
    const wrongOwner = await call('GET', `/api/siteimpactCampaigns/${advertiserId}/${KEY_A!.keyId}/false`, admin);
    expect({ status: wrongOwner.statusCode, body: wrongOwner.json() }).toEqual({
      status: 404,
      body: { error: MESSAGES.siteImpactKeyNotFound },
    });
    // The advertiser's own key is not another advertiser's.
    const ownElsewhere = await call(
      'GET',
      `/api/siteimpactCampaigns/${secondAdvertiserId}/${KEY_C!.keyId}/false`,
      admin,
    );
    expect(ownElsewhere.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/siteimpactCampaigns/${advertiserId}/${KEY_C!.keyId}/false`, admin)).statusCode,
    ).toBe(200);
  });

  it('answers the e-mail impact GraphQL lookups: connections by owner, campaigns with From and Subject lines', async () => {
    const connections = async (args: string) =>
      (
        (
          await gql(
            `{ getSiteImpactConnections(${args}) { Id Name ApiKey IsAgencyOwned KeySource KeySourcePpid Healthy Enabled } }`,
          )
        ).data!.getSiteImpactConnections as { Id: string }[]
      ).map((c) => c.Id);
    expect(await connections(`id: ${advertiserId}`)).toEqual([KEY_C!.keyId]);
    expect(await connections(`id: ${advertiserId}, isAgency: true`)).toEqual([KEY_A!.keyId]);
    expect(await connections(`id: ${advertiserId}, allPossible: true`)).toEqual([KEY_A!.keyId, KEY_C!.keyId]);
    expect(await connections(`id: ${secondAdvertiserId}, allPossible: true`)).toEqual([KEY_A!.keyId]);
    const full = await gql(
      `{ getSiteImpactConnections(id: ${advertiserId}) { ApiKey IsAgencyOwned KeySource KeySourcePpid Name } }`,
    );
    expect(full.data!.getSiteImpactConnections).toEqual([
      {
        ApiKey: `****${KEY_C!.apiKey.slice(-4)}`,
        IsAgencyOwned: false,
        KeySource: 'advertiser',
        KeySourcePpid: advertiserId,
        Name: 'Own',
      },
    ]);
    expect(refusal(await gql('{ getSiteImpactConnections { Id } }'))).toEqual({
      message: MESSAGES.missingId,
      status: 400,
    });

    const campaigns = await gql(
      `{ getSiteImpactCampaigns(id: ${advertiserId}, keyId: "${KEY_A!.keyId}", isAgency: true) { CampaignId CampaignName FromLine SubjectLine } }`,
    );
    expect(campaigns.data!.getSiteImpactCampaigns).toEqual(
      sandboxImpactCampaigns(KEY_A!, 'email-impact', server.ctx.now()).map((c) => ({
        CampaignId: c.CampaignId,
        CampaignName: c.CampaignName,
        FromLine: c.FromLine,
        SubjectLine: c.SubjectLine,
      })),
    );
    expect(refusal(await gql(`{ getSiteImpactCampaigns(id: ${advertiserId}) { CampaignId } }`))).toEqual({
      message: MESSAGES.missingId,
      status: 400,
    });
    const accounts = await gql(`{ getSiteImpact(id: ${advertiserId}) { apiKey accountName } }`);
    expect(accounts.data!.getSiteImpact).toEqual([
      { apiKey: `****${KEY_A!.apiKey.slice(-4)}`, accountName: 'Main' },
      { apiKey: `****${KEY_C!.apiKey.slice(-4)}`, accountName: 'Own' },
    ]);
    const body = JSON.stringify([full, campaigns, accounts]);
    for (const key of SANDBOX_IMPACT_KEYS) expect(body).not.toContain(key.apiKey);
  });

  it('links exactly the campaigns asked (e-mail and geo) through LinkStore, and unlinks the rest', async () => {
    const now = server.ctx.now();
    const email = sandboxImpactCampaigns(KEY_A!, 'email-impact', now)[0]!;
    const geo = sandboxImpactCampaigns(KEY_A!, 'site-impact', now)[0]!;
    const own = sandboxImpactCampaigns(KEY_C!, 'email-impact', now)[1]!;
    const set = (ids: string) =>
      gql(`mutation { addSiteImpactConnector(id: ${advertiserId}, campaignIds: [${ids}]) { created deleted } }`);

    expect(refusal(await gql(`mutation { addSiteImpactConnector(id: ${advertiserId}) { created } }`))).toEqual({
      message: MESSAGES.missingId,
      status: 400,
    });
    expect(refusal(await set(`"${email.CampaignId}", "999999"`))).toEqual({
      message: messageText('siteImpactUnknownCampaign', { id: '999999' }),
      status: 400,
    });
    expect(await server.db.selectFrom('connector_links').select('id').execute()).toEqual([]);

    const first = await set(`"${email.CampaignId}", "${geo.CampaignId}", "${own.CampaignId}"`);
    expect(first.data!.addSiteImpactConnector).toEqual({
      created: [email.CampaignId, own.CampaignId, geo.CampaignId].sort((a, b) => a.localeCompare(b)),
      deleted: [],
    });
    const links = await server.db
      .selectFrom('connector_links')
      .selectAll()
      .where('advertiser_id', '=', advertiserId)
      .orderBy('external_id')
      .execute();
    expect(links.map((l) => [l.source, l.external_id, l.campaign_type, l.account_id])).toEqual(
      [
        ['email-impact', email.CampaignId, 'EMAILMARKETING', KEY_A!.keyId],
        ['site-impact', geo.CampaignId, geo.CampaignType, KEY_A!.keyId],
        ['email-impact', own.CampaignId, 'EMAILMARKETING', KEY_C!.keyId],
      ].sort((a, b) => a[1]!.localeCompare(b[1]!)),
    );
    expect(links.every((l) => l.campaign_id === LINKED_CAMPAIGN_BASE + l.id)).toBe(true);
    const queued = await server.db.selectFrom('connector_syncs').select(['source', 'status', 'kind']).execute();
    expect(queued).toHaveLength(3);
    expect((await readLinkingRecord(server.db, advertiserId)).record.SiteImpact).toMatchObject({ Enabled: true });

    const connector = await gql(
      `{ getSiteImpactConnector(id: ${advertiserId}) { id name accountName enabled connection_date } }`,
    );
    const rows = connector.data!.getSiteImpactConnector as { id: string; accountName: string; enabled: boolean }[];
    expect(rows.map((r) => [r.id, r.accountName, r.enabled]).sort()).toEqual(
      [
        [email.CampaignId, 'Main', true],
        [geo.CampaignId, 'Main', true],
        [own.CampaignId, 'Own', true],
      ].sort(),
    );
    const enabled = await gql(`{ getSiteImpactConnections(id: ${advertiserId}, allPossible: true) { Id Enabled } }`);
    expect(enabled.data!.getSiteImpactConnections).toEqual([
      { Id: KEY_A!.keyId, Enabled: true },
      { Id: KEY_C!.keyId, Enabled: true },
    ]);
    const marked = (
      await call('GET', `/api/siteimpactCampaigns/${advertiserId}/${KEY_A!.keyId}/true`, admin)
    ).json() as { CampaignId: string; connected: boolean }[];
    expect(marked.filter((c) => c.connected).map((c) => c.CampaignId)).toEqual([email.CampaignId, geo.CampaignId]);

    const second = await set(`"${email.CampaignId}"`);
    expect(second.data!.addSiteImpactConnector).toEqual({
      created: [],
      deleted: expect.arrayContaining([geo.CampaignId, own.CampaignId]),
    });
    const none = await set('');
    expect(none.data!.addSiteImpactConnector).toEqual({ created: [], deleted: [email.CampaignId] });
    expect((await readLinkingRecord(server.db, advertiserId)).record.SiteImpact).toMatchObject({ Enabled: false });
    // Relinking revives the same link (and campaign).
    await set(`"${email.CampaignId}"`);
    const revived = await server.db
      .selectFrom('connector_links')
      .select(['id', 'campaign_id'])
      .where('external_id', '=', email.CampaignId)
      .where('removed_at', 'is', null)
      .execute();
    expect(revived).toHaveLength(1);
    const audit = await everyAudit();
    expect(audit).toContain('"action":"link"');
    expect(audit).toContain('"action":"unlink"');
  });

  it('fetches daily figures through both adapters equal to the sandbox’s', async () => {
    const credential = await server.db
      .selectFrom('connector_credentials')
      .select('id')
      .where('external_id', '=', KEY_A!.keyId)
      .executeTakeFirstOrThrow();
    const auth = await credentialAuth(server.db, server.ctx.connectors.vault, credential.id);
    expect(auth.apiKey).toBe(KEY_A!.apiKey);
    const days = ['2026-06-01', '2026-06-02'];
    for (const source of ['email-impact', 'site-impact'] as const) {
      const campaign = sandboxImpactCampaigns(KEY_A!, source, server.ctx.now())[1]!;
      const provider = providerFor(source, server.ctx.connectors.endpoints);
      const figures = await provider.fetchDaily(
        auth,
        { externalId: campaign.CampaignId, accountId: KEY_A!.keyId, campaignType: campaign.CampaignType },
        days[0]!,
        days[1]!,
      );
      expect(figures).toEqual(
        days.map((day) => sandboxDay(`${source}:${campaign.CampaignId}`, campaign.CampaignType, day)),
      );
      const nodes = await provider.listNodes(auth, { kind: 'campaigns', limit: 2 });
      expect(nodes.items).toHaveLength(2);
      expect(nodes.items[1]).toMatchObject({ id: campaign.CampaignId, campaignType: campaign.CampaignType });
    }
  });

  it('renames and replaces a key, refusing a key the vendor does not accept', async () => {
    const refused = await call('PATCH', '/api/editSiteImpactCredential', admin, {
      id: agencyId,
      name: 'Main',
      apiKey: 'sik_live_wrong',
    });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { error: MESSAGES.siteImpactKeyRefused },
    });
    const empty = await call('PATCH', '/api/editSiteImpactCredential', admin, { id: agencyId, name: 'Main' });
    expect(empty.json()).toEqual({ error: MESSAGES.missingRequiredFields });
    const unknown = await call('PATCH', '/api/editSiteImpactCredential', admin, {
      id: agencyId,
      name: 'Nobody',
      newName: 'X',
    });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { error: MESSAGES.siteImpactKeyNotFound },
    });
    const edited = await call('PATCH', '/api/editSiteImpactCredential', admin, {
      id: agencyId,
      name: 'Main',
      newName: 'Agency key',
      apiKey: KEY_B!.apiKey,
    });
    expect(edited.json()).toMatchObject({
      id: KEY_B!.keyId,
      name: 'Agency key',
      apiKey: `****${KEY_B!.apiKey.slice(-4)}`,
      accountName: KEY_B!.accountName,
    });
    expect(edited.body).not.toContain(KEY_B!.apiKey);
    // The campaigns linked through the old key are not the new key's: they wait for a key.
    const waiting = await server.db
      .selectFrom('connector_links')
      .select('credential_id')
      .where('account_id', '=', KEY_A!.keyId)
      .execute();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((l) => l.credential_id === null)).toBe(true);
    const audit = await everyAudit();
    for (const key of SANDBOX_IMPACT_KEYS) expect(audit).not.toContain(key.apiKey);
    expect(audit).toContain('"action":"update"');
  });

  it('marks a key the vendor refuses as needing a new key, once, and stops calling the vendor', async () => {
    const id = await server.seedCredential({
      agencyId,
      provider: 'siteimpact',
      externalId: 'SIK-9999',
      name: 'Revoked',
      createdBy: 1,
      apiKey: 'sik_live_revoked_0000',
    });
    await server.db.updateTable('connector_credentials').set({ key_source: 'agency' }).where('id', '=', id).execute();
    const ask = () => gql(`{ getSiteImpactCampaigns(id: ${advertiserId}, keyId: "SIK-9999") { CampaignId } }`);
    expect(refusal(await ask())).toEqual({ message: MESSAGES.siteImpactKeyRefused, status: 409 });
    expect(refusal(await ask())).toEqual({ message: MESSAGES.siteImpactKeyRefused, status: 409 });
    const row = await server.db
      .selectFrom('connector_credentials')
      .select(['status', 'status_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('needs_reauth');
    const marks = await server.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'needs_reauth')
      .where('object_id', '=', String(id))
      .execute();
    expect(marks).toHaveLength(1);
    const listed = (await call('GET', `/api/getSiteImpactCredential/?id=${agencyId}`, admin)).json() as {
      name: string;
      healthy: boolean;
    }[];
    expect(listed.find((k) => k.name === 'Revoked')).toMatchObject({ healthy: false });
  });

  it('removes a key; its links stay, waiting for a key', async () => {
    const removed = await call('DELETE', `/api/removeSiteImpactCredential/${agencyId}/Agency%20key`, admin);
    expect(removed.json()).toMatchObject({ id: KEY_B!.keyId, name: 'Agency key' });
    const unknown = await call('DELETE', `/api/removeSiteImpactCredential/${agencyId}/Agency%20key`, admin);
    expect(unknown.json()).toEqual({ error: MESSAGES.siteImpactKeyNotFound });
    const connector = await gql(`{ getSiteImpactConnector(id: ${advertiserId}) { id accountName enabled } }`);
    expect(connector.data!.getSiteImpactConnector).toEqual([
      expect.objectContaining({ accountName: '', enabled: false }),
    ]);
  });
});
