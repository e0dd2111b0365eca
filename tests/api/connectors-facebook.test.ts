import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../connectors';
import { facebookWorld } from '../../connectors/facebook/server/tree';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { LINKED_CAMPAIGN_BASE } from '../../src/server/areas/connectors/links';
import { providerFor } from '../../src/server/areas/connectors/providers';
import { sandboxDay } from '../../src/server/sandbox/figures';
import { graphAs, seedGrant, signInCast, startConnectorServer, type ConnectorTestServer } from './connector-harness';
import { ENGINES } from './harness';

const DAY = 86_400_000;
const USER = 'fb-200001';
const SECOND_USER = 'fb-200002';

interface AdAccount {
  user_id: string;
  account_id: string;
  name: string;
  campaigns: { campaign_id: string; name: string; connected: boolean }[];
}

describe.each(ENGINES)('Facebook links on %s', (engine) => {
  let server: ConnectorTestServer;
  let admin: string;
  let staff: string;
  let client: string;
  let other: string;
  let agencyId: number;
  let advertiserId: number;
  let otherAdvertiserId: number;
  let credentialId: number;
  let refreshToken: string;
  const world = facebookWorld(USER, Date.now());
  /** The first account's campaigns that have started (flights are relative to the clock; a later one has no backfill). */
  const started = world.accounts[0]!.campaigns.filter((c) => c.start_time < new Date().toISOString().slice(0, 10));
  const scopes = CONNECTORS.facebook.scopes;

  const get = (url: string, token = admin) => server.get(url, token);
  const post = (url: string, body: unknown, token = admin) => server.post(url, body, token);
  const gql = async (query: string, variables: Record<string, unknown>, token = admin) =>
    (await graphAs(server, token, query, variables)).body as {
      data: Record<string, unknown> | null;
      errors?: { message: string; extensions: { status: number } }[];
    };
  const liveLinks = () =>
    server.db
      .selectFrom('connector_links')
      .selectAll()
      .where('advertiser_id', '=', advertiserId)
      .where('source', '=', 'facebook')
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await startConnectorServer(engine);
    const cast = await signInCast(server);
    ({ admin, staff, client, other, agencyId } = cast);
    advertiserId = cast.advertisers[0]!;
    otherAdvertiserId = cast.otherAdvertisers[0]!;
    ({ credentialId, refreshToken } = await seedGrant(server, {
      provider: 'facebook',
      subject: USER,
      scopes,
      agencyId,
      createdBy: cast.adminId,
      name: 'Fiona Facebook',
      grantExpiresAt: server.ctx.now() + 10 * DAY,
    }));
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the sandbox API over HTTP to a live bearer token only', async () => {
    const { accessToken } = await server.ctx.connectors.sandbox!.issue({ provider: 'facebook', subject: USER, scopes });
    const url = `${server.base}/sandbox/api/facebook/me/adaccounts`;
    const refused = await fetch(url, { headers: { authorization: 'Bearer nope' } });
    expect(refused.status).toBe(401);
    const google = await server.ctx.connectors.sandbox!.issue({ provider: 'google', subject: USER, scopes });
    expect((await fetch(url, { headers: { authorization: `Bearer ${google.accessToken}` } })).status).toBe(401);
    const narrow = await server.ctx.connectors.sandbox!.issue({
      provider: 'facebook',
      subject: USER,
      scopes: ['ads_read'],
    });
    const pages = await fetch(`${server.base}/sandbox/api/facebook/me/accounts`, {
      headers: { authorization: `Bearer ${narrow.accessToken}` },
    });
    expect(pages.status).toBe(403);
    const answer = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { id: string }[]; paging: { total: number } };
    expect(body.data.map((a) => a.id)).toEqual(world.accounts.map((a) => a.id));
    expect(body.paging.total).toBe(world.accounts.length);
  });

  it("fetches a campaign's and a page's daily figures exactly as the sandbox serves them", async () => {
    const { accessToken } = await server.ctx.connectors.sandbox!.issue({ provider: 'facebook', subject: USER, scopes });
    const provider = providerFor('facebook', server.ctx.connectors.endpoints);
    const auth = { accessToken, apiKey: null, accountId: null };
    const campaign = world.accounts[0]!.campaigns[0]!;
    const days = await provider.fetchDaily(
      auth,
      { externalId: campaign.id, accountId: campaign.account_id, campaignType: 'SOCIAL' },
      '2026-03-01',
      '2026-03-03',
    );
    expect(days).toEqual(
      ['2026-03-01', '2026-03-02', '2026-03-03'].map((d) => sandboxDay(`facebook:${campaign.id}`, 'SOCIAL', d)),
    );
    const page = world.pages[0]!;
    const pageDays = await provider.fetchDaily(
      auth,
      { externalId: page.id, accountId: null, campaignType: 'FBINSIGHTS' },
      '2026-03-01',
      '2026-03-01',
    );
    expect(pageDays).toEqual([sandboxDay(`facebook:${page.id}`, 'FBINSIGHTS', '2026-03-01')]);
    expect(pageDays[0]!.measures.cost).toBe(0);
  });

  it('lists the ad accounts and campaigns the agency grants reach, none connected yet', async () => {
    const response = await get(`/api/getFacebookAvailableCampaigns/${advertiserId}`);
    expect(response.statusCode).toBe(200);
    const accounts = response.json() as AdAccount[];
    expect(accounts.map((a) => [a.user_id, a.account_id, a.name])).toEqual(
      world.accounts.map((a) => [USER, a.id, a.name]),
    );
    expect(accounts[0]!.campaigns.map((c) => c.campaign_id)).toEqual(world.accounts[0]!.campaigns.map((c) => c.id));
    expect(accounts.flatMap((a) => a.campaigns).some((c) => c.connected)).toBe(false);
  });

  it('answers 401, then 403, then the missing-field message, and 404 outside the tenant', async () => {
    const url = `/api/getFacebookAvailableCampaigns/${advertiserId}`;
    expect((await server.get(url)).statusCode).toBe(401);
    for (const token of [staff, client]) {
      const refused = await get(url, token);
      expect([refused.statusCode, refused.json()]).toEqual([403, { error: MESSAGES.noAccess }]);
    }
    const save = await post('/api/saveFacebookConnector/x', { bogus: 1 }, staff);
    expect([save.statusCode, save.json()]).toEqual([403, { error: MESSAGES.noAccess }]);
    for (const blank of ['', '%20']) {
      const empty = await get(`/api/getFacebookConnector/${blank}`);
      expect([empty.statusCode, empty.json()]).toEqual([400, { error: MESSAGES.missingAdvertiserId }]);
    }
    expect((await get('/api/getFacebookConnector/abc')).statusCode).toBe(404);
    const missing = await post(`/api/saveFacebookConnector/${advertiserId}`, {});
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: MESSAGES.missingListOfCampaigns }]);
    expect((await post(`/api/saveFacebookConnector/${advertiserId}`, { campaigns: 'x' })).statusCode).toBe(400);
    for (const path of ['getFacebookAvailableCampaigns', 'getFacebookConnector']) {
      const hidden = await get(`/api/${path}/${advertiserId}`, other);
      expect([hidden.statusCode, hidden.json()]).toEqual([404, { error: MESSAGES.advertiserNotFound }]);
    }
    const foreign = await post(`/api/saveFacebookConnector/${advertiserId}`, { campaigns: [] }, other);
    expect(foreign.statusCode).toBe(404);
    // Another agency's advertiser shows nothing of agency A's grants.
    expect((await get(`/api/getFacebookAvailableCampaigns/${otherAdvertiserId}`, other)).json()).toEqual([]);
  });

  it('refuses a pair whose grant is unknown or does not reach the campaign, and writes nothing', async () => {
    const unknown = await post(`/api/saveFacebookConnector/${advertiserId}`, {
      campaigns: [{ user_id: 'fb-999', campaign_id: world.accounts[0]!.campaigns[0]!.id }],
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { error: messageText('facebookGrantUnknown', { id: 'fb-999' }) },
    ]);
    const stranger = facebookWorld('fb-777', Date.now()).accounts[0]!.campaigns[0]!.id;
    const unreachable = await post(`/api/saveFacebookConnector/${advertiserId}`, {
      campaigns: [{ user_id: USER, campaign_id: stranger }],
    });
    expect([unreachable.statusCode, unreachable.json()]).toEqual([
      400,
      { error: messageText('facebookCampaignUnreachable', { id: stranger, user: USER }) },
    ]);
    expect(await liveLinks()).toEqual([]);
  });

  it('saves exactly the pairs sent: campaigns as SOCIAL, pages as FBINSIGHTS, with backfills, sections and audit', async () => {
    const [c1, c2] = started;
    const page = world.pages[0]!;
    const saved = await post(`/api/saveFacebookConnector/${advertiserId}`, {
      campaigns: [
        { user_id: USER, campaign_id: c1!.id },
        { user_id: USER, campaign_id: c2!.id },
      ],
      pages: [{ user_id: USER, page_id: page.id }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ advertiserId, created: [c1!.id, c2!.id, page.id], deleted: [] });
    const links = await liveLinks();
    expect(links.map((l) => [l.external_id, l.object_kind, l.campaign_type, l.credential_id])).toEqual([
      [c1!.id, 'campaigns', 'SOCIAL', credentialId],
      [c2!.id, 'campaigns', 'SOCIAL', credentialId],
      [page.id, 'pages', 'FBINSIGHTS', credentialId],
    ]);
    const campaigns = await server.db
      .selectFrom('campaigns')
      .select(['id', 'campaign_type', 'name', 'start_date'])
      .where(
        'id',
        'in',
        links.map((l) => LINKED_CAMPAIGN_BASE + l.id),
      )
      .orderBy('id')
      .execute();
    expect(campaigns.map((c) => [c.campaign_type, c.name])).toEqual([
      ['SOCIAL', c1!.name],
      ['SOCIAL', c2!.name],
      ['FBINSIGHTS', page.name],
    ]);
    // A page has no flight: its campaign runs from the first day its backfill loads.
    const firstDay = new Date(server.ctx.now() - CONNECTORS.facebook.budget.backfillDays * 86_400_000);
    expect(campaigns[2]!.start_date).toBe(firstDay.toISOString().slice(0, 10));
    const syncs = await server.db
      .selectFrom('connector_syncs')
      .select(['link_id', 'kind', 'status'])
      .where(
        'link_id',
        'in',
        links.map((l) => l.id),
      )
      .execute();
    expect(syncs.map((s) => [s.kind, s.status])).toEqual(Array(3).fill(['backfill', 'queued']));
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'object_id', 'actor_email'])
      .where('area', '=', 'connectors')
      .where('object_id', '=', `${advertiserId}:facebook`)
      .execute();
    // One grant, one link entry naming every object linked.
    expect(audit).toEqual([
      { action: 'link', object_id: `${advertiserId}:facebook`, actor_email: 'agency.admin@sightline.test' },
    ]);
    const stored = await server.db
      .selectFrom('account_links')
      .select('record')
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirstOrThrow();
    const sections = JSON.parse(stored.record) as Record<string, { Enabled: boolean }>;
    expect([sections.FacebookAds!.Enabled, sections.FacebookInsights!.Enabled]).toEqual([true, true]);

    const connector = (await get(`/api/getFacebookConnector/${advertiserId}`)).json() as {
      user_id: string;
      accounts: { account_id: string; campaigns: { campaign_id: string; connected_by: string }[] }[];
      pages: { page_id: string }[];
    }[];
    expect(connector.map((c) => c.user_id)).toEqual([USER]);
    expect(connector[0]!.accounts).toEqual([
      {
        account_id: world.accounts[0]!.id,
        campaigns: [c1, c2].map((c) => ({
          campaign_id: c!.id,
          name: c!.name,
          connection_date: expect.any(String),
          connected_by: 'agency.admin@sightline.test',
        })),
      },
    ]);
    expect(connector[0]!.pages.map((p) => p.page_id)).toEqual([page.id]);
    const available = (await get(`/api/getFacebookAvailableCampaigns/${advertiserId}`)).json() as AdAccount[];
    const connected = available.flatMap((a) => a.campaigns.filter((c) => c.connected).map((c) => c.campaign_id));
    expect(connected).toEqual([c1!.id, c2!.id]);
  });

  it('saving fewer pairs unlinks the rest; pages stay unless sent; the insights section follows the pages', async () => {
    const [c1, c2] = started;
    const page = world.pages[0]!;
    const kept = await post(`/api/saveFacebookConnector/${advertiserId}`, {
      campaigns: [{ user_id: USER, campaign_id: c1!.id }],
    });
    expect(kept.json()).toEqual({ advertiserId, created: [], deleted: [c2!.id] });
    expect((await liveLinks()).map((l) => l.external_id)).toEqual([c1!.id, page.id]);
    const noPages = await post(`/api/saveFacebookConnector/${advertiserId}`, {
      campaigns: [{ user_id: USER, campaign_id: c1!.id }],
      pages: [],
    });
    expect(noPages.json()).toEqual({ advertiserId, created: [], deleted: [page.id] });
    const stored = await server.db
      .selectFrom('account_links')
      .select('record')
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirstOrThrow();
    const sections = JSON.parse(stored.record) as Record<string, { Enabled: boolean }>;
    expect([sections.FacebookAds!.Enabled, sections.FacebookInsights!.Enabled]).toEqual([true, false]);
    const unlinks = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('area', '=', 'connectors')
      .where('object_id', '=', `${advertiserId}:facebook`)
      .where('action', '=', 'unlink')
      .execute();
    expect(unlinks).toHaveLength(2);
  });

  it('GraphQL getFacebookData and getFacebookPages mark what the advertiser has linked', async () => {
    const data = await gql(
      'query ($id: Int, $ppid: Int) { getFacebookData(id: $id, ppid: $ppid) { user_id account_id name campaigns { campaign_id connected } } }',
      { id: agencyId, ppid: advertiserId },
    );
    expect(data.errors).toBeUndefined();
    const accounts = data.data!.getFacebookData as AdAccount[];
    expect(accounts.map((a) => a.account_id)).toEqual(world.accounts.map((a) => a.id));
    expect(accounts.flatMap((a) => a.campaigns.filter((c) => c.connected).map((c) => c.campaign_id))).toEqual([
      started[0]!.id,
    ]);
    const pages = await gql('query ($id: Int) { getFacebookPages(id: $id) { id name user_id connected } }', {
      id: advertiserId,
    });
    expect(pages.data!.getFacebookPages).toEqual(
      world.pages.map((p) => ({ id: p.id, name: p.name, user_id: USER, connected: false })),
    );
    const missing = await gql('{ getFacebookData { account_id } }', {});
    expect([missing.errors![0]!.message, missing.errors![0]!.extensions.status]).toEqual([
      MESSAGES.missingClientIdLower,
      400,
    ]);
    const wrongAgency = await gql('query ($ppid: Int) { getFacebookData(id: 999999, ppid: $ppid) { account_id } }', {
      ppid: advertiserId,
    });
    expect(wrongAgency.errors![0]!.extensions.status).toBe(404);
    const denied = await gql('query ($id: Int) { getFacebookPages(id: $id) { id } }', { id: advertiserId }, staff);
    expect([denied.errors![0]!.message, denied.errors![0]!.extensions.status]).toEqual([MESSAGES.notAuthorized, 403]);
    const hidden = await gql('query ($id: Int) { getFacebookPages(id: $id) { id } }', { id: advertiserId }, other);
    expect([hidden.errors![0]!.message, hidden.errors![0]!.extensions.status]).toEqual([
      MESSAGES.advertiserNotFound,
      404,
    ]);
  });

  it("getFacebookCredentialConnections: the advertiser's grants, or all the agency's; 403 is \"You don't have access\"", async () => {
    const second = await server.ctx.connectors.sandbox!.issue({ provider: 'facebook', subject: SECOND_USER, scopes });
    await server.seedCredential({
      agencyId,
      provider: 'facebook',
      externalId: SECOND_USER,
      name: 'Second Grant',
      createdBy: 1,
      accessToken: second.accessToken,
      scopes,
      grantExpiresAt: server.ctx.now() + 2 * DAY,
    });
    const query =
      'query ($id: Int, $isAgency: Boolean, $allPossible: Boolean) { getFacebookCredentialConnections(id: $id, isAgency: $isAgency, allPossible: $allPossible) { id name status expiryFlag isAgency connectionDate } }';
    const used = await gql(query, { id: advertiserId });
    expect(used.data!.getFacebookCredentialConnections).toEqual([
      {
        id: USER,
        name: 'Fiona Facebook',
        status: 'healthy',
        expiryFlag: 'soon',
        isAgency: true,
        connectionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    for (const flags of [{ isAgency: true }, { allPossible: true }]) {
      const all = await gql(query, { id: advertiserId, ...flags });
      const grants = all.data!.getFacebookCredentialConnections as { id: string; expiryFlag: string }[];
      expect(grants.map((g) => [g.id, g.expiryFlag])).toEqual([
        [USER, 'soon'],
        [SECOND_USER, 'urgent'],
      ]);
    }
    const denied = await gql(query, { id: advertiserId }, staff);
    expect([denied.errors![0]!.message, denied.errors![0]!.extensions.status]).toEqual([
      MESSAGES.youDontHaveAccess,
      403,
    ]);
    expect(MESSAGES.youDontHaveAccess).toBe("You don't have access");
    const clientDenied = await gql(query, { id: advertiserId }, client);
    expect(clientDenied.errors![0]!.message).toBe(MESSAGES.youDontHaveAccess);
    const missing = await gql(query, {});
    expect(missing.errors![0]!.message).toBe(MESSAGES.missingClientIdLower);
    const hidden = await gql(query, { id: advertiserId, isAgency: true }, other);
    expect(hidden.errors![0]!.extensions.status).toBe(404);
    const anonymous = await server.app.inject({ method: 'POST', url: '/graph', payload: { query, variables: {} } });
    expect((anonymous.json() as { errors: { extensions: { status: number } }[] }).errors[0]!.extensions.status).toBe(
      401,
    );
  });

  it('a source that does not answer is a 502 with our text, never a 500, and the grant stays healthy', async () => {
    server.ctx.connectors.endpoints.setBase('http://127.0.0.1:1');
    try {
      const response = await get(`/api/getFacebookAvailableCampaigns/${advertiserId}`);
      expect([response.statusCode, response.json()]).toEqual([502, { error: MESSAGES.facebookUnavailable }]);
    } finally {
      server.ctx.connectors.endpoints.setBase(server.base);
    }
    const row = await server.db
      .selectFrom('connector_credentials')
      .select('status')
      .where('id', '=', credentialId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('healthy');
  });

  it('a grant revoked at Facebook is marked needs re-authorisation once and skipped, with no retry storm', async () => {
    await server.ctx.connectors.sandbox!.revoke(refreshToken);
    await server.db.deleteFrom('connector_credentials').where('external_id', '=', SECOND_USER).execute();
    const response = await get(`/api/getFacebookAvailableCampaigns/${advertiserId}`);
    expect([response.statusCode, response.json()]).toEqual([200, []]);
    const row = await server.db
      .selectFrom('connector_credentials')
      .select(['status', 'status_reason'])
      .where('id', '=', credentialId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('needs_reauth');
    await get(`/api/getFacebookAvailableCampaigns/${advertiserId}`);
    const marks = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'credential')
      .where('object_id', '=', String(credentialId))
      .execute();
    expect(marks).toEqual([{ action: 'needs_reauth' }]);
    // The linked campaign stays linked and shows its grant needing re-authorisation.
    const connector = (await get(`/api/getFacebookConnector/${advertiserId}`)).json() as { status: string }[];
    expect(connector.map((c) => c.status)).toEqual(['needs_reauth']);
    const audits = await server.db.selectFrom('audit_log').select(['before', 'after']).execute();
    const text = JSON.stringify(audits);
    expect(text).not.toContain('sba_');
    expect(text).not.toContain('sbr_');
  });
});
