/**
 * Web analytics and search console (issue 26, helper B) against the sandbox over HTTP: the GraphQL operations and
 * REST calls with 001 §5's messages, 401 before 403 before validation, tenancy (another agency: 404 / nothing of
 * agency A's grants), links through LinkStore (GA campaign, queued backfill, audit), a refused grant marked
 * needs_reauth, and the adapters' daily figures equal to the sandbox's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../connectors';
import { analyticsTree } from '../../connectors/analytics/server/sandbox';
import { searchConsoleDay, searchConsoleSites } from '../../connectors/search-console/server/sandbox';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { providerFor } from '../../src/server/areas/connectors/providers';
import { ProviderAuthError } from '../../src/server/areas/connectors/provider';
import { LINKED_CAMPAIGN_BASE } from '../../src/server/areas/connectors/links';
import { sandboxDay } from '../../src/server/sandbox/figures';
import type { OutgoingMail } from '../../src/server/mail/transport';
import {
  ADMIN,
  advertisersOf,
  agencyOf,
  CLIENT,
  grantGoogle,
  graphByEmail,
  OTHER,
  restAs,
  STAFF,
  startConnectorServer,
  STATION,
  type ConnectorTestServer,
} from './connector-harness';
import { ENGINES } from './harness';

const GOOGLE_USER = 'g-100001';
const SCOPES = [...new Set([...CONNECTORS.analytics.scopes, ...CONNECTORS['search-console'].scopes])];

describe.each(ENGINES)('web analytics and search console on %s', (engine) => {
  let server: ConnectorTestServer;
  let advertiserA: number;
  let advertiserB: number;
  let agencyA: number;
  let credentialId: number;
  const tree = analyticsTree(GOOGLE_USER);
  const delivered: OutgoingMail[] = [];

  const { token, data, refusal } = graphByEmail(() => server);
  const rest = async (email: string | null, method: 'PATCH' | 'POST', url: string, payload?: unknown) => {
    const response = await restAs(server, method, url, email && (await token(email)), payload);
    return { status: response.statusCode, body: response.json() };
  };
  const auditCount = async (action: string) =>
    Number(
      (
        await server.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('area', '=', 'connectors')
          .where('action', '=', action)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startConnectorServer(engine, {
      mail: {
        transport: {
          send: async (mail) => {
            delivered.push(mail);
            return { messageId: `test-${delivered.length}` };
          },
          close: () => undefined,
        },
      },
    });
    const admin = await agencyOf(server, ADMIN);
    agencyA = admin.agencyId;
    advertiserA = (await advertisersOf(server, agencyA))[0]!;
    advertiserB = (await advertisersOf(server, (await agencyOf(server, OTHER)).agencyId))[0]!;
    ({ credentialId } = await grantGoogle(server, {
      subject: GOOGLE_USER,
      scopes: SCOPES,
      agencyId: agencyA,
      createdBy: admin.userId,
      name: 'Grace Google',
      email: 'grace@google.example',
    }));
  });
  afterAll(async () => {
    await server?.close();
  });

  const STATUS = `query S($id: Int) { getGoogleAnalyticsStatus(id: $id) { Connected Email GrantedScopes RequiredScopes
    RerequestScope Healthy ViewStatus Name Scopes { Granted Required Scope }
    Selection { Account { Id Name } Profile { Id Name } WebProperty { Id Name } GA4Property { Id Name } } } }`;
  const ACCOUNTS = `query A($id: Int) { getGaAvailableAccount(id: $id) { Id Name Permissions } }`;
  const PROPERTIES = `query P($id: Int, $accountId: String) { getGaAvailableProperty(id: $id, accountId: $accountId) {
    AccountId Id Kind Name Permissions Vertical WebsiteUrl IsGA4 } }`;
  const PROPERTIES_OLD = `query P($id: Int, $accountId: String) { getGoogleAnalyticsAvailableProperties(id: $id, accountId: $accountId) { Id IsGA4 } }`;
  const VIEWS = `query V($id: Int, $accountId: String, $propertyId: String) { getGaAvailablePropertyView(id: $id, accountId: $accountId, propertyId: $propertyId) {
    AccountId BotFilteringEnabled Id Kind Name Permissions Type Vertical WebsiteUrl } }`;
  const PROFILES = `query V($id: Int, $accountId: String, $profile: String) { getGoogleAnalyticsAvailableProfiles(id: $id, accountId: $accountId, profile: $profile) { Id Name } }`;
  const CONNECTORS_Q = `query C($id: Int) { getGaConnector(id: $id) { id primaryId additional ViewStatus RequestScope Healthy Email ConnectionDate } }`;
  const ADD = `mutation A($id: Int, $accountId: String, $propertyId: String, $connectorId: String) {
    addGaConnector(id: $id, accountId: $accountId, propertyId: $propertyId, connectorId: $connectorId) { created { id primaryId Healthy ViewStatus } } }`;
  const DELETE = `mutation D($id: Int, $accountId: String, $propertyId: String, $connectorId: String) {
    deleteGaConnector(id: $id, accountId: $accountId, propertyId: $propertyId, connectorId: $connectorId) { deleted { id } } }`;
  const ADD_TOKEN = `mutation T($id: Int, $token: String) { addGaToken(id: $id, token: $token) { Connected Email ViewStatus } }`;
  const DELETE_TOKEN = `mutation T($id: Int, $token: String) { deleteGaToken(id: $id, token: $token) { Connected ViewStatus } }`;
  const SEARCH_CONSOLE = `query G($id: Int) { getGoogleSearchConsole(id: $id) { Email names PictureUrl Properties { id url urlType } Source UserId UserSource name } }`;

  const oldProperty = tree.properties.find((p) => !p.isGA4)!;
  const ga4Property = tree.properties.find((p) => p.isGA4)!;
  const view = tree.views.find((v) => v.propertyId === oldProperty.id)!;

  it('answers 401 without a caller, 403 outside the account-linking rule, both before validation', async () => {
    expect(await refusal(null, STATUS, {})).toEqual({ status: 401, message: MESSAGES.notAuthenticated });
    for (const email of [STAFF, STATION, CLIENT]) {
      expect(await refusal(email, STATUS, {})).toEqual({ status: 403, message: MESSAGES.notAuthorized });
      expect(await refusal(email, ADD, { id: advertiserA })).toEqual({ status: 403, message: MESSAGES.notAuthorized });
    }
    expect((await rest(null, 'PATCH', `/api/advertiser/${advertiserA}/ga-status`, {})).status).toBe(401);
    expect(await rest(STAFF, 'PATCH', `/api/advertiser/${advertiserA}/ga-status`, { bogus: 1 })).toEqual({
      status: 403,
      body: { error: MESSAGES.noAccess },
    });
    expect((await rest(CLIENT, 'POST', `/api/sendGAEmailDataAPI/${advertiserA}`)).status).toBe(403);
  });

  it("gives 001 §5's messages for missing values", async () => {
    const missing = (message: string) => ({ status: 400, message });
    expect(await refusal(ADMIN, STATUS, {})).toEqual(missing('Missing advertiser ID'));
    expect(await refusal(ADMIN, ACCOUNTS, {})).toEqual(missing('Missing advertiser ID'));
    expect(await refusal(ADMIN, CONNECTORS_Q, {})).toEqual(missing('Missing advertiser ID'));
    expect(await refusal(ADMIN, PROPERTIES_OLD, { id: advertiserA })).toEqual(missing('Missing client ID or account'));
    expect(await refusal(ADMIN, PROPERTIES_OLD, { accountId: '1' })).toEqual(missing('Missing client ID or account'));
    expect(await refusal(ADMIN, PROPERTIES, { id: advertiserA, accountId: '' })).toEqual(
      missing('Missing client ID or account'),
    );
    expect(await refusal(ADMIN, PROFILES, { id: advertiserA, accountId: '1' })).toEqual(
      missing('Missing client ID, account, or profile'),
    );
    expect(await refusal(ADMIN, VIEWS, { id: advertiserA, accountId: '1' })).toEqual(
      missing('Missing client ID, account, or profile'),
    );
    expect(await refusal(ADMIN, ADD, { id: advertiserA })).toEqual(missing('Missing ID'));
    expect(await refusal(ADMIN, ADD, { accountId: '1' })).toEqual(missing('Missing ID'));
    expect(await refusal(ADMIN, DELETE, { id: advertiserA })).toEqual(missing('Missing ID'));
    expect(await refusal(ADMIN, ADD_TOKEN, { id: advertiserA })).toEqual(missing('Missing required fields'));
    expect(await refusal(ADMIN, SEARCH_CONSOLE, {})).toEqual(missing('Missing client id'));
    expect(await rest(ADMIN, 'PATCH', `/api/advertiser/${advertiserA}/ga-status`, {})).toEqual({
      status: 400,
      body: { error: 'Missing required fields' },
    });
    expect(await rest(ADMIN, 'PATCH', `/api/advertiser//ga-status`, { gaStatus: true })).toEqual({
      status: 400,
      body: { error: 'Missing advertiser ID' },
    });
    expect((await rest(ADMIN, 'PATCH', `/api/advertiser/abc/ga-status`, { gaStatus: true })).status).toBe(400);
    expect((await rest(ADMIN, 'POST', `/api/updateGoogleAnalyticsConfig/${advertiserA}`, {})).body).toEqual({
      error: 'Missing required fields',
    });
  });

  it("keeps another agency out: 404 for agency A's advertiser, none of agency A's grants for its own", async () => {
    const notFound = { status: 404, message: MESSAGES.advertiserNotFound };
    expect(await refusal(OTHER, STATUS, { id: advertiserA })).toEqual(notFound);
    expect(await refusal(OTHER, ACCOUNTS, { id: advertiserA })).toEqual(notFound);
    expect(await refusal(OTHER, ADD, { id: advertiserA, accountId: tree.accounts[0]!.id })).toEqual(notFound);
    expect(await refusal(OTHER, SEARCH_CONSOLE, { id: advertiserA })).toEqual(notFound);
    expect((await data(OTHER, SEARCH_CONSOLE, { id: advertiserB })).getGoogleSearchConsole).toEqual([]);
    expect((await data(OTHER, ACCOUNTS, { id: advertiserB })).getGaAvailableAccount).toEqual([]);
    expect((await data(OTHER, STATUS, { id: advertiserB })).getGoogleAnalyticsStatus).toMatchObject({
      Connected: false,
      ViewStatus: 'not_connected',
    });
    expect(await rest(OTHER, 'PATCH', `/api/advertiser/${advertiserA}/ga-status`, { gaStatus: true })).toEqual({
      status: 404,
      body: { error: MESSAGES.advertiserNotFound },
    });
    expect((await rest(OTHER, 'POST', `/api/sendGAEmailDataAPI/${advertiserA}`)).status).toBe(404);
  });

  it("reads the grant's analytics tree from the sandbox over HTTP: accounts, old and GA4 properties, views", async () => {
    const status = (await data(ADMIN, STATUS, { id: advertiserA })).getGoogleAnalyticsStatus;
    expect(status).toMatchObject({
      Connected: true,
      Email: 'grace@google.example',
      Healthy: true,
      RerequestScope: false,
      ViewStatus: 'no_view',
      Name: 'Grace Google',
      RequiredScopes: CONNECTORS.analytics.scopes,
    });
    const accounts = (await data(ADMIN, ACCOUNTS, { id: advertiserA })).getGaAvailableAccount;
    expect(accounts.map((a: { Id: string }) => a.Id)).toEqual(tree.accounts.map((a) => a.id));
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    const properties = (await data(ADMIN, PROPERTIES, { id: advertiserA, accountId: oldProperty.accountId }))
      .getGaAvailableProperty;
    expect(properties).toEqual(
      tree.properties
        .filter((p) => p.accountId === oldProperty.accountId)
        .map((p) => ({
          AccountId: p.accountId,
          Id: p.id,
          Kind: p.kind,
          Name: p.name,
          Permissions: p.permissions,
          Vertical: p.vertical,
          WebsiteUrl: p.websiteUrl,
          IsGA4: p.isGA4,
        })),
    );
    expect(properties.some((p: { IsGA4: boolean }) => p.IsGA4)).toBe(true);
    expect(properties.some((p: { IsGA4: boolean }) => !p.IsGA4)).toBe(true);
    const views = (
      await data(ADMIN, VIEWS, { id: advertiserA, accountId: oldProperty.accountId, propertyId: oldProperty.id })
    ).getGaAvailablePropertyView;
    expect(views.map((v: { Id: string }) => v.Id)).toEqual(
      tree.views.filter((v) => v.propertyId === oldProperty.id).map((v) => v.id),
    );
    expect(views[0]).toMatchObject({ Kind: 'analytics#profile', Type: 'WEB', AccountId: oldProperty.accountId });
    const profiles = (
      await data(ADMIN, PROFILES, { id: advertiserA, accountId: ga4Property.accountId, profile: ga4Property.id })
    ).getGoogleAnalyticsAvailableProfiles;
    expect(profiles).toEqual([]);
    expect(await refusal(ADMIN, PROPERTIES, { id: advertiserA, accountId: '999' })).toEqual({
      status: 404,
      message: messageText('analyticsNotAtSource'),
    });
  });

  it('links a view and a GA4 property through LinkStore: GA campaigns, queued backfills, audited; unlinks', async () => {
    const before = await auditCount('link');
    const added = (await data(ADMIN, ADD, { id: advertiserA, connectorId: view.id })).addGaConnector;
    expect(added.created).toEqual([{ id: view.id, primaryId: view.accountId, Healthy: true, ViewStatus: 'ok' }]);
    // Adding again creates nothing new.
    expect((await data(ADMIN, ADD, { id: advertiserA, connectorId: view.id })).addGaConnector.created).toEqual([]);
    await data(ADMIN, ADD, { id: advertiserA, propertyId: ga4Property.id });
    expect(await auditCount('link')).toBe(before + 2);
    const links = await server.db
      .selectFrom('connector_links')
      .selectAll()
      .where('advertiser_id', '=', advertiserA)
      .where('source', '=', 'analytics')
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(links.map((l) => [l.external_id, l.object_kind, l.campaign_type, l.credential_id])).toEqual([
      [view.id, 'views', 'GA', credentialId],
      [ga4Property.id, 'properties', 'GA', credentialId],
    ]);
    for (const link of links) {
      expect(link.campaign_id).toBe(LINKED_CAMPAIGN_BASE + link.id);
      const campaign = await server.db
        .selectFrom('campaigns')
        .select(['advertiser_id', 'campaign_type'])
        .where('id', '=', link.campaign_id!)
        .executeTakeFirstOrThrow();
      expect(campaign).toEqual({ advertiser_id: advertiserA, campaign_type: 'GA' });
      const sync = await server.db
        .selectFrom('connector_syncs')
        .select(['kind', 'status'])
        .where('link_id', '=', link.id)
        .executeTakeFirstOrThrow();
      expect(sync).toEqual({ kind: 'backfill', status: 'queued' });
    }
    const connectors = (await data(ADMIN, CONNECTORS_Q, { id: advertiserA })).getGaConnector;
    expect(connectors.map((c: { id: string }) => c.id)).toEqual([view.id, ga4Property.id]);
    expect(connectors[0]).toMatchObject({ ViewStatus: 'ok', RequestScope: false, Email: 'grace@google.example' });
    const status = (await data(ADMIN, STATUS, { id: advertiserA })).getGoogleAnalyticsStatus;
    expect(status.ViewStatus).toBe('ok');
    expect(status.Selection).toEqual({
      Account: { Id: view.accountId, Name: expect.any(String) },
      Profile: { Id: view.id, Name: view.name },
      WebProperty: { Id: oldProperty.id, Name: expect.any(String) },
      GA4Property: { Id: ga4Property.id, Name: ga4Property.name },
    });
    // An object the grant does not reach: 404, nothing linked.
    expect(await refusal(ADMIN, ADD, { id: advertiserA, connectorId: '123' })).toEqual({
      status: 404,
      message: messageText('analyticsNotAtSource'),
    });
    const deleted = (await data(ADMIN, DELETE, { id: advertiserA, propertyId: ga4Property.id })).deleteGaConnector;
    expect(deleted).toEqual({ deleted: [{ id: ga4Property.id }] });
    expect(await auditCount('unlink')).toBeGreaterThanOrEqual(1);
    expect(
      (await data(ADMIN, CONNECTORS_Q, { id: advertiserA })).getGaConnector.map((c: { id: string }) => c.id),
    ).toEqual([view.id]);
    expect((await data(ADMIN, STATUS, { id: advertiserA })).getGoogleAnalyticsStatus.Selection.GA4Property).toBeNull();
    // Removing the view forgets its property too; the account stays chosen.
    await data(ADMIN, DELETE, { id: advertiserA, connectorId: view.id });
    const selection = (await data(ADMIN, STATUS, { id: advertiserA })).getGoogleAnalyticsStatus.Selection;
    expect(selection).toMatchObject({ Profile: null, WebProperty: null, Account: { Id: view.accountId } });
    // Linked again for the tests below.
    expect((await data(ADMIN, ADD, { id: advertiserA, connectorId: view.id })).addGaConnector.created).toHaveLength(1);
  });

  it('chooses and forgets the Google grant serving the analytics (links stay, waiting for a grant)', async () => {
    expect(await refusal(ADMIN, ADD_TOKEN, { id: advertiserA, token: 'g-unknown' })).toEqual({
      status: 404,
      message: messageText('analyticsGrantNotFound'),
    });
    const forgotten = (await data(ADMIN, DELETE_TOKEN, { id: advertiserA })).deleteGaToken;
    expect(forgotten).toEqual({ Connected: false, ViewStatus: 'not_connected' });
    const orphaned = await server.db
      .selectFrom('connector_links')
      .select('credential_id')
      .where('advertiser_id', '=', advertiserA)
      .where('source', '=', 'analytics')
      .where('removed_at', 'is', null)
      .execute();
    expect(orphaned.length).toBeGreaterThan(0);
    expect(orphaned.every((l) => l.credential_id === null)).toBe(true);
    expect((await data(ADMIN, ACCOUNTS, { id: advertiserA })).getGaAvailableAccount).toEqual([]);
    const chosen = (await data(ADMIN, ADD_TOKEN, { id: advertiserA, token: GOOGLE_USER })).addGaToken;
    expect(chosen).toEqual({ Connected: true, Email: 'grace@google.example', ViewStatus: 'ok' });
    const relinked = await server.db
      .selectFrom('connector_links')
      .select('credential_id')
      .where('advertiser_id', '=', advertiserA)
      .where('source', '=', 'analytics')
      .where('removed_at', 'is', null)
      .execute();
    expect(relinked.every((l) => l.credential_id === credentialId)).toBe(true);
    expect(await auditCount('forget-grant')).toBe(1);
    expect(await auditCount('choose-grant')).toBe(1);
  });

  it("lists the agency's search-console grants with their sites", async () => {
    const accounts = (await data(ADMIN, SEARCH_CONSOLE, { id: advertiserA })).getGoogleSearchConsole;
    expect(accounts).toEqual([
      {
        Email: 'grace@google.example',
        names: [],
        PictureUrl: null,
        Properties: searchConsoleSites(GOOGLE_USER).map((s) => ({ id: s.siteUrl, url: s.siteUrl, urlType: s.urlType })),
        Source: 'google',
        UserId: GOOGLE_USER,
        UserSource: 'GoogleSearchConsole',
        name: 'Grace Google',
      },
    ]);
    expect(accounts[0].Properties.map((p: { urlType: string }) => p.urlType)).toContain('DOMAIN');
    expect(accounts[0].Properties.map((p: { urlType: string }) => p.urlType)).toContain('URL_PREFIX');
  });

  it("serves daily figures over HTTP equal to the sandbox's, and refuses a bad token as an auth error", async () => {
    const grant = await server.ctx.connectors.sandbox!.issue({
      provider: 'google',
      subject: GOOGLE_USER,
      scopes: SCOPES,
    });
    const auth = { accessToken: grant.accessToken, apiKey: null, accountId: null };
    const analytics = providerFor('analytics', server.ctx.connectors.endpoints);
    const rows = await analytics.fetchDaily(
      auth,
      { externalId: view.id, accountId: null, campaignType: 'GA' },
      '2026-06-01',
      '2026-06-03',
    );
    expect(rows).toEqual(
      ['2026-06-01', '2026-06-02', '2026-06-03'].map((d) => sandboxDay(`analytics:${view.id}`, 'GA', d)),
    );
    expect(rows[0]!.measures.sessions).toBeGreaterThan(0);
    const site = searchConsoleSites(GOOGLE_USER)[0]!.siteUrl;
    const sites = providerFor('search-console', server.ctx.connectors.endpoints);
    const days = await sites.fetchDaily(
      auth,
      { externalId: site, accountId: null, campaignType: 'GA' },
      '2026-06-01',
      '2026-06-02',
    );
    expect(days).toEqual([searchConsoleDay(site, '2026-06-01'), searchConsoleDay(site, '2026-06-02')]);
    const day = days[0]!;
    expect(day.measures.impressions).toBe(
      sandboxDay(`search-console:${site}`, 'GOOGLESEARCH', '2026-06-01').measures.impressions,
    );
    expect(day.breakdown.every((b) => b.dimension === 'keyword')).toBe(true);
    expect(day.breakdown.reduce((s, b) => s + (b.measures.impressions ?? 0), 0)).toBe(day.measures.impressions);
    expect(day.breakdown.reduce((s, b) => s + (b.measures.clicks ?? 0), 0)).toBe(day.measures.clicks);
    const bad = { accessToken: 'sba_nothing', apiKey: null, accountId: null };
    await expect(analytics.listNodes(bad, { kind: 'accounts' })).rejects.toBeInstanceOf(ProviderAuthError);
    await expect(sites.listNodes(bad, { kind: 'sites' })).rejects.toBeInstanceOf(ProviderAuthError);
    // A token without the analytics scope is refused too.
    const narrow = await server.ctx.connectors.sandbox!.issue({ provider: 'google', subject: GOOGLE_USER, scopes: [] });
    await expect(
      analytics.listNodes({ accessToken: narrow.accessToken, apiKey: null, accountId: null }, { kind: 'accounts' }),
    ).rejects.toBeInstanceOf(ProviderAuthError);
  });

  it('changes the GA status and configuration (audited, ViewId as text) and e-mails the connection details', async () => {
    const first = await rest(ADMIN, 'PATCH', `/api/advertiser/${advertiserA}/ga-status`, { gaStatus: false });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ advertiserId: advertiserA, gaStatus: false });
    const second = await rest(ADMIN, 'PATCH', `/api/advertiser/${advertiserA}/ga-status`, { gaStatus: 'enabled' });
    expect(second.body).toEqual({ advertiserId: advertiserA, gaStatus: true, Version: first.body.Version + 1 });
    expect(await auditCount('ga-status')).toBe(2);
    const config = await rest(ADMIN, 'POST', `/api/updateGoogleAnalyticsConfig/${advertiserA}`, {
      config: { ViewId: 987654321, WebPropertyId: oldProperty.id },
    });
    expect(config.status).toBe(200);
    expect(config.body.GoogleAnalytics).toMatchObject({
      Enabled: true,
      ViewId: '987654321',
      WebPropertyId: oldProperty.id,
    });
    expect(config.body.GoogleAnalytics.GoogleUserId).toBeUndefined();
    const stored = await server.db
      .selectFrom('account_links')
      .select('record')
      .where('advertiser_id', '=', advertiserA)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.record).GoogleAnalytics.ViewId).toBe('987654321');

    const sent = await rest(ADMIN, 'POST', `/api/sendGAEmailDataAPI/${advertiserA}`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sent: true, to: ADMIN });
    const mail = await server.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'status', 'agency_id', 'template'])
      .where('id', '=', sent.body.mailId)
      .executeTakeFirstOrThrow();
    const advertiser = await server.db
      .selectFrom('advertisers')
      .select('name')
      .where('id', '=', advertiserA)
      .executeTakeFirstOrThrow();
    const subject = messageText('analyticsMailSubject', { advertiser: advertiser.name });
    expect(mail).toEqual({
      to_address: ADMIN,
      subject,
      status: 'sent',
      agency_id: agencyA,
      template: 'analyticsConnection',
    });
    const message = delivered.find((m) => m.subject === subject)!;
    expect(message.to).toBe(ADMIN);
    expect(message.text).toContain('grace@google.example');
    expect(message.text).toContain(view.id);
    expect(message.text).toContain(`/linking/${advertiserA}`);
    expect(message.html).toContain(view.name);
    expect(`${message.text}${message.html}`).not.toMatch(/sba_|sbr_/);
  });

  it('marks a grant the source refuses as needs_reauth once, and stops using it', async () => {
    await server.ctx.connectors.sandbox!.revokeSubject('google', GOOGLE_USER);
    const needsReauth = { status: 409, message: messageText('analyticsGrantNeedsReauth') };
    expect(await refusal(ADMIN, ACCOUNTS, { id: advertiserA })).toEqual(needsReauth);
    const credential = await server.db
      .selectFrom('connector_credentials')
      .select(['status', 'status_reason'])
      .where('id', '=', credentialId)
      .executeTakeFirstOrThrow();
    expect(credential.status).toBe('needs_reauth');
    expect(await refusal(ADMIN, ACCOUNTS, { id: advertiserA })).toEqual(needsReauth);
    expect(await auditCount('needs_reauth')).toBe(1);
    const status = (await data(ADMIN, STATUS, { id: advertiserA })).getGoogleAnalyticsStatus;
    expect(status).toMatchObject({ Connected: true, Healthy: false, ViewStatus: 'needs_reauth' });
    // The search-console list shows the grant without sites rather than failing.
    const accounts = (await data(ADMIN, SEARCH_CONSOLE, { id: advertiserA })).getGoogleSearchConsole;
    expect(accounts[0].Properties).toEqual([]);
    // Nothing in any answer or audit entry carries a token.
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('area', '=', 'connectors')
      .execute();
    expect(JSON.stringify(audit)).not.toMatch(/sba_|sbr_/);
  });
});
