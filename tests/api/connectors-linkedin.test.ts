import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../connectors';
import { linkedinWorld } from '../../connectors/linkedin/server/tree';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { providerFor } from '../../src/server/areas/connectors/providers';
import { sandboxDay } from '../../src/server/sandbox/figures';
import { restAs, seedGrant, signInCast, startConnectorServer, type ConnectorTestServer } from './connector-harness';
import { ENGINES } from './harness';

/** A sandbox user whose grant reaches three ad accounts. */
const USER = 'li-300003';

interface Available {
  campaigns: { id: string; name: string; accountId: string; accountName: string; connected: boolean }[];
  total: number;
  search: string;
  limit: number;
  offset: number;
}

describe.each(ENGINES)('LinkedIn accounts and connectors on %s', (engine) => {
  let server: ConnectorTestServer;
  let admin: string;
  let staff: string;
  let client: string;
  let other: string;
  let agencyId: number;
  let otherAgencyId: number;
  let advertiserId: number;
  let credentialId: number;
  let refreshToken: string;
  const world = linkedinWorld(USER, Date.now());
  const scopes = CONNECTORS.linkedin.scopes;
  const accounts = `/api/credential/linkedin/agency`;

  const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, token = admin) =>
    restAs(server, method, url, token, body);
  const audits = (objectType: string) =>
    server.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('area', '=', 'connectors')
      .where('object_type', '=', objectType)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await startConnectorServer(engine);
    const cast = await signInCast(server);
    ({ admin, staff, client, other, agencyId, otherAgencyId } = cast);
    advertiserId = cast.advertisers[0]!;
    ({ credentialId, refreshToken } = await seedGrant(server, {
      provider: 'linkedin',
      subject: USER,
      scopes,
      agencyId,
      createdBy: cast.adminId,
      name: 'Lee LinkedIn',
    }));
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves accounts, searched and paged campaigns and daily analytics over HTTP to a live grant only', async () => {
    const { accessToken } = await server.ctx.connectors.sandbox!.issue({ provider: 'linkedin', subject: USER, scopes });
    const refused = await fetch(`${server.base}/sandbox/api/linkedin/adAccounts`, {
      headers: { authorization: 'Bearer forged' },
    });
    expect(refused.status).toBe(401);
    const provider = providerFor('linkedin', server.ctx.connectors.endpoints);
    const auth = { accessToken, apiKey: null, accountId: null };
    const listed = await provider.listNodes(auth, { kind: 'accounts' });
    expect(listed.items.map((a) => a.id)).toEqual(world.map((a) => a.id));
    const account = world[0]!;
    const page = await provider.listNodes(auth, { kind: 'campaigns', parentId: account.id, limit: 5, offset: 5 });
    expect(page.total).toBe(account.campaigns.length);
    expect(page.items.map((c) => c.id)).toEqual(account.campaigns.slice(5, 10).map((c) => c.id));
    const campaign = account.campaigns[0]!;
    const days = await provider.fetchDaily(
      auth,
      { externalId: campaign.id, accountId: account.id, campaignType: 'LINKEDIN' },
      '2026-02-27',
      '2026-03-01',
    );
    expect(days).toEqual(
      ['2026-02-27', '2026-02-28', '2026-03-01'].map((d) => sandboxDay(`linkedin:${campaign.id}`, 'LINKEDIN', d)),
    );
    const reportingless = await server.ctx.connectors.sandbox!.issue({
      provider: 'linkedin',
      subject: USER,
      scopes: ['r_ads'],
    });
    await expect(
      provider.fetchDaily(
        { accessToken: reportingless.accessToken, apiKey: null, accountId: null },
        { externalId: campaign.id, accountId: account.id, campaignType: 'LINKEDIN' },
        '2026-03-01',
        '2026-03-01',
      ),
    ).rejects.toThrow(/403/);
  });

  it('agency accounts: 401, then 403, then the catalogue messages, and 404 for another agency', async () => {
    const url = `${accounts}/${agencyId}/account`;
    expect((await request('GET', url, undefined, '')).statusCode).toBe(401);
    for (const token of [staff, client]) {
      const refused = await request('POST', url, { bogus: 1 }, token);
      expect([refused.statusCode, refused.json()]).toEqual([403, { error: MESSAGES.noAccess }]);
    }
    for (const blank of ['', '%20']) {
      const noAgency = await request('GET', `${accounts}/${blank}/account`);
      expect([noAgency.statusCode, noAgency.json()]).toEqual([400, { error: MESSAGES.missingAgencyId }]);
    }
    for (const body of [{}, { accountId: world[0]!.id }, { name: 'Main' }]) {
      const missing = await request('POST', url, body);
      expect([missing.statusCode, missing.json()]).toEqual([400, { error: MESSAGES.missingRequiredFields }]);
    }
    const blank = await request('POST', url, { accountId: ' ', name: 'Main' });
    expect([blank.statusCode, blank.json()]).toEqual([400, { error: MESSAGES.missingRequiredFields }]);
    const noNewName = await request('PATCH', `${url}/Main`, { accountId: world[0]!.id });
    expect([noNewName.statusCode, noNewName.json()]).toEqual([400, { error: MESSAGES.missingRequiredFields }]);
    const noName = await request('DELETE', `${url}/%20`);
    expect([noName.statusCode, noName.json()]).toEqual([400, { error: MESSAGES.missingRequiredFields }]);
    const hidden = await request('GET', url, undefined, other);
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { error: MESSAGES.agencyNotFound }]);
    const foreignAdd = await request('POST', url, { accountId: world[0]!.id, name: 'Sneaky' }, other);
    expect(foreignAdd.statusCode).toBe(404);
    expect((await request('GET', `${accounts}/abc/account`)).statusCode).toBe(404);
  });

  it('adds an account only when the agency grant reaches it; names and ids are unique; audited', async () => {
    const url = `${accounts}/${agencyId}/account`;
    const stranger = linkedinWorld('li-999', Date.now())[0]!.id;
    const unreachable = await request('POST', url, { accountId: stranger, name: 'Stranger' });
    expect([unreachable.statusCode, unreachable.json()]).toEqual([
      400,
      { error: messageText('linkedinAccountUnreachable', { id: stranger }) },
    ]);
    const added = await request('POST', url, { accountId: world[0]!.id, name: 'Main' });
    expect([added.statusCode, added.json()]).toEqual([
      200,
      { accountId: world[0]!.id, name: 'Main', userId: USER, healthy: true },
    ]);
    const sameName = await request('POST', url, { accountId: world[1]!.id, name: 'Main' });
    expect([sameName.statusCode, sameName.json()]).toEqual([
      409,
      { error: messageText('linkedinAccountNameTaken', { name: 'Main' }) },
    ]);
    const sameId = await request('POST', url, { accountId: world[0]!.id, name: 'Again' });
    expect(sameId.statusCode).toBe(409);
    expect((await request('POST', url, { accountId: world[1]!.id, name: 'Second' })).statusCode).toBe(200);
    const listed = await request('GET', url);
    expect(listed.json()).toEqual([
      { accountId: world[0]!.id, name: 'Main', userId: USER, healthy: true },
      { accountId: world[1]!.id, name: 'Second', userId: USER, healthy: true },
    ]);
    expect((await request('GET', `${accounts}/${otherAgencyId}/account`, undefined, other)).json()).toEqual([]);
    expect((await audits('linkedinAccount')).map((a) => a.action)).toEqual(['create', 'create']);
  });

  it('renames and removes accounts by name (404 for an unknown name), each change audited with before and after', async () => {
    const url = `${accounts}/${agencyId}/account`;
    const unknown = await request('PATCH', `${url}/Nope`, { accountId: world[1]!.id, newName: 'X' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: MESSAGES.linkedinAccountNotFound }]);
    const renamed = await request('PATCH', `${url}/Second`, { accountId: world[1]!.id, newName: 'Secondary' });
    expect(renamed.json()).toEqual({ accountId: world[1]!.id, name: 'Secondary', userId: USER, healthy: true });
    const clash = await request('PATCH', `${url}/Secondary`, { accountId: world[1]!.id, newName: 'Main' });
    expect(clash.statusCode).toBe(409);
    expect((await request('POST', url, { accountId: world[2]!.id, name: 'Temp' })).statusCode).toBe(200);
    const gone = await request('DELETE', `${url}/Temp`);
    expect([gone.statusCode, gone.json()]).toEqual([200, { deleted: 'Temp' }]);
    expect((await request('DELETE', `${url}/Temp`)).statusCode).toBe(404);
    expect((await audits('linkedinAccount')).at(-1)!.action).toBe('delete');
    const entries = await audits('linkedinAccount');
    const update = entries.find((e) => e.action === 'update')!;
    expect(JSON.parse(update.before!)).toMatchObject({ name: 'Second' });
    expect(JSON.parse(update.after!)).toMatchObject({ name: 'Secondary' });
  });

  it("lists the agency accounts' campaigns with search, limit 100 and offset 0 by default", async () => {
    const url = `/api/connectors/linkedin/campaigns/available/${advertiserId}`;
    const all = [...world[0]!.campaigns, ...world[1]!.campaigns].sort(
      (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
    const first = (await request('GET', url)).json() as Available;
    expect([first.total, first.limit, first.offset, first.search]).toEqual([all.length, 100, 0, '']);
    expect(first.campaigns.map((c) => c.id)).toEqual(all.slice(0, 100).map((c) => c.id));
    expect(first.campaigns[0]!.connected).toBe(false);
    const paged = (await request('GET', `${url}?limit=7&offset=14`)).json() as Available;
    expect(paged.campaigns.map((c) => c.id)).toEqual(all.slice(14, 21).map((c) => c.id));
    const searched = (await request('GET', `${url}?search=webinar`)).json() as Available;
    const webinars = all.filter((c) => c.name.toLowerCase().includes('webinar'));
    expect(searched.total).toBe(webinars.length);
    expect(searched.campaigns.map((c) => c.id)).toEqual(webinars.map((c) => c.id));
    expect((await request('GET', `${url}?limit=abc`)).statusCode).toBe(400);
    const missing = await request('GET', '/api/connectors/linkedin/campaigns/available/%20');
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: MESSAGES.missingAdvertiserId }]);
    expect((await request('GET', url, undefined, staff)).statusCode).toBe(403);
    expect((await request('GET', url, undefined, other)).statusCode).toBe(404);
  });

  it('connects exactly the campaign ids sent (LINKEDIN campaigns, backfills, audit) and lists them as connected', async () => {
    const url = `/api/connectors/linkedin/advertiser/connect/${advertiserId}`;
    const missing = await request('POST', url, {});
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: MESSAGES.missingId }]);
    const noId = await request('POST', '/api/connectors/linkedin/advertiser/connect/%20', { campaignIds: [] });
    expect([noId.statusCode, noId.json()]).toEqual([400, { error: MESSAGES.missingId }]);
    const foreign = linkedinWorld('li-999', Date.now())[0]!.campaigns[0]!.id;
    const refused = await request('POST', url, { campaignIds: [foreign] });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { error: messageText('linkedinCampaignUnavailable', { id: foreign }) },
    ]);
    // Running campaigns: one that ended over a backfill budget ago has nothing left to backfill.
    const [a, b] = world[0]!.campaigns.filter((c) => c.runSchedule.end === null);
    const connected = await request('POST', url, { campaignIds: [a!.id, b!.id] });
    expect([connected.statusCode, connected.json()]).toEqual([
      200,
      { advertiserId, created: [a!.id, b!.id], deleted: [] },
    ]);
    const list = (await request('GET', `/api/connectors/linkedin/connected/${advertiserId}`)).json() as {
      id: string;
      name: string;
      accountId: string;
      campaignId: number;
      connected_by: string;
    }[];
    expect(list.map((c) => [c.id, c.name, c.accountId, c.connected_by])).toEqual([
      [a!.id, a!.name, world[0]!.id, 'agency.admin@sightline.test'],
      [b!.id, b!.name, world[0]!.id, 'agency.admin@sightline.test'],
    ]);
    const campaigns = await server.db
      .selectFrom('campaigns')
      .select(['campaign_type', 'advertiser_id'])
      .where(
        'id',
        'in',
        list.map((c) => c.campaignId),
      )
      .execute();
    expect(campaigns).toEqual(Array(2).fill({ campaign_type: 'LINKEDIN', advertiser_id: advertiserId }));
    const links = await server.db
      .selectFrom('connector_links')
      .select(['id', 'credential_id'])
      .where('source', '=', 'linkedin')
      .where('advertiser_id', '=', advertiserId)
      .execute();
    expect(links.map((l) => l.credential_id)).toEqual([credentialId, credentialId]);
    const syncs = await server.db
      .selectFrom('connector_syncs')
      .select(['kind', 'status'])
      .where(
        'link_id',
        'in',
        links.map((l) => l.id),
      )
      .execute();
    expect(syncs).toEqual(Array(2).fill({ kind: 'backfill', status: 'queued' }));
    const available = (
      await request('GET', `/api/connectors/linkedin/campaigns/available/${advertiserId}?limit=1000`)
    ).json() as Available;
    expect(
      available.campaigns
        .filter((c) => c.connected)
        .map((c) => c.id)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());

    const narrowed = await request('POST', url, { campaignIds: [b!.id] });
    expect(narrowed.json()).toEqual({ advertiserId, created: [], deleted: [a!.id] });
    const after = (await request('GET', `/api/connectors/linkedin/connected/${advertiserId}`)).json() as {
      id: string;
    }[];
    expect(after.map((c) => c.id)).toEqual([b!.id]);
    expect((await audits('link')).map((e) => e.action)).toEqual(['link', 'unlink']);
  });

  it('connected and connect are refused outside the rule and the tenant', async () => {
    const connected = `/api/connectors/linkedin/connected/${advertiserId}`;
    expect((await request('GET', connected, undefined, '')).statusCode).toBe(401);
    const refused = await request('GET', connected, undefined, client);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: MESSAGES.noAccess }]);
    const hidden = await request('GET', connected, undefined, other);
    expect([hidden.statusCode, hidden.json()]).toEqual([404, { error: MESSAGES.advertiserNotFound }]);
    const missing = await request('GET', '/api/connectors/linkedin/connected/%20');
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: MESSAGES.missingAdvertiserId }]);
    const foreign = await request(
      'POST',
      `/api/connectors/linkedin/advertiser/connect/${advertiserId}`,
      { campaignIds: [] },
      other,
    );
    expect(foreign.statusCode).toBe(404);
    const still = (await request('GET', connected)).json() as unknown[];
    expect(still).toHaveLength(1);
  });

  it('a grant revoked at LinkedIn: its accounts show unhealthy, their campaigns drop out, links stay', async () => {
    await server.ctx.connectors.sandbox!.revoke(refreshToken);
    const available = await request('GET', `/api/connectors/linkedin/campaigns/available/${advertiserId}`);
    expect([available.statusCode, (available.json() as Available).total]).toEqual([200, 0]);
    const credential = await server.db
      .selectFrom('connector_credentials')
      .select('status')
      .where('id', '=', credentialId)
      .executeTakeFirstOrThrow();
    expect(credential.status).toBe('needs_reauth');
    const listed = (await request('GET', `${accounts}/${agencyId}/account`)).json() as { healthy: boolean }[];
    expect(listed.map((a) => a.healthy)).toEqual([false, false]);
    const added = await request('POST', `${accounts}/${agencyId}/account`, { accountId: world[2]!.id, name: 'Late' });
    expect(added.statusCode).toBe(400);
    expect((await audits('credential')).map((a) => a.action)).toEqual(['needs_reauth']);
    const connected = (await request('GET', `/api/connectors/linkedin/connected/${advertiserId}`)).json() as unknown[];
    expect(connected).toHaveLength(1);
  });

  it('after the revoked grant is removed and granted again, the accounts serve their campaigns again', async () => {
    await server.db.deleteFrom('connector_credentials').where('id', '=', credentialId).execute();
    const grant = await server.ctx.connectors.sandbox!.issue({ provider: 'linkedin', subject: USER, scopes });
    await server.seedCredential({
      agencyId,
      provider: 'linkedin',
      externalId: USER,
      name: 'Lee LinkedIn',
      createdBy: 1,
      accessToken: grant.accessToken,
      scopes,
    });
    const available = (
      await request('GET', `/api/connectors/linkedin/campaigns/available/${advertiserId}?limit=1000`)
    ).json() as Available;
    expect(available.total).toBe(world[0]!.campaigns.length + world[1]!.campaigns.length);
  });
});
