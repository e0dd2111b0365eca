import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../connectors';
import { sandboxAdsAccounts, sandboxAdsCampaigns } from '../../connectors/ads/server/sandbox';
import { sandboxTvCampaigns } from '../../connectors/youtube-tv/server/sandbox';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { LINKED_CAMPAIGN_BASE } from '../../src/server/areas/connectors/links';
import { sandboxDay } from '../../src/server/sandbox/figures';
import {
  ADMIN,
  grantGoogle,
  graphAnswer,
  signInCast,
  startConnectorServer,
  type ConnectorTestServer,
} from './connector-harness';
import { ENGINES } from './harness';

const SUBJECT = 'g-100001';

describe.each(ENGINES)('ads and TV-streaming connectors on %s', (engine) => {
  let server: ConnectorTestServer;
  let admin: string;
  let staff: string;
  let station: string;
  let other: string;
  let adminId: number;
  let advertiserId: number;
  let secondAdvertiser: number;
  let otherAdvertiser: number;
  let credentialId: number;

  const graph = (query: string, variables: Record<string, unknown>, token?: string) =>
    graphAnswer(server, token, query, variables);
  const TREE = `query($id: Int) { getGoogleAdData(id: $id) { AccountId CustomerId name IsLeaf IsLinkable IsRootOn
    IsTestAccount CanManageClients ITYPE DataSourceCode ParentIds ParentChains PropertyId
    children { AccountId name IsLeaf IsLinkable IsTestAccount ParentIds ParentChains PropertyId
      children { AccountId name IsLeaf IsLinkable ParentIds ParentChains PropertyId children { AccountId } } } } }`;
  const UPDATE = `mutation($advertiserId: Int, $accountIds: String) {
    updateGoogleAdsAccountsForAdvertiser(advertiserId: $advertiserId, accountIds: $accountIds) {
      advertiserId accountIds created deleted } }`;
  const post = (url: string, body: unknown, token = admin) => server.post(url, body, token);

  beforeAll(async () => {
    server = await startConnectorServer(engine);
    const cast = await signInCast(server);
    ({ admin, staff, station, other, adminId } = cast);
    [advertiserId, secondAdvertiser] = cast.advertisers as [number, number];
    otherAdvertiser = cast.otherAdvertisers[0]!;
    ({ credentialId } = await grantGoogle(server, {
      subject: SUBJECT,
      scopes: [...CONNECTORS.ads.scopes, ...CONNECTORS['youtube-tv'].scopes],
      agencyId: cast.agencyId,
      createdBy: adminId,
      name: 'grant@example.com',
    }));
  });
  afterAll(async () => {
    await server.close();
  });

  const tree = sandboxAdsAccounts(SUBJECT);
  const leaves = tree.filter((a) => !a.manager);
  const managers = tree.filter((a) => a.manager);

  it('answers 401, then 403 (agency staff without the right, station user), before validating', async () => {
    const anonymous = await graph(TREE, {});
    expect([anonymous.status, anonymous.errors?.[0]?.message]).toEqual([401, MESSAGES.notAuthenticated]);
    for (const token of [staff, station]) {
      const refused = await graph(UPDATE, {}, token);
      expect([refused.status, refused.errors?.[0]?.message]).toEqual([403, MESSAGES.notAuthorized]);
    }
    for (const url of [
      `/api/connectors/google/campaigns/available/${advertiserId}`,
      `/api/connectors/youtubetv/campaigns/available?search=x`,
      `/api/connectors/youtubetv/connected/${advertiserId}`,
    ]) {
      expect((await server.get(url)).statusCode).toBe(401);
      expect((await server.get(url, staff)).statusCode).toBe(403);
    }
    expect((await post(`/api/connectors/youtubetv/advertiser/connect/${advertiserId}`, {}, station)).statusCode).toBe(
      403,
    );
  });

  it('gives the spec messages for missing arguments (001 §5)', async () => {
    const error = async (query: string, variables: Record<string, unknown>) => {
      const answer = await graph(query, variables, admin);
      return [answer.status, answer.errors?.[0]?.message];
    };
    expect(await error(TREE, {})).toEqual([400, MESSAGES.missingClientIdLower]);
    expect(await error(UPDATE, { accountIds: '1' })).toEqual([400, MESSAGES.missingAdvertiserIdLower]);
    expect(await error(UPDATE, { advertiserId })).toEqual([400, MESSAGES.missingListOfAccounts]);
    expect(await error(UPDATE, { advertiserId, accountIds: ' , ' })).toEqual([400, MESSAGES.missingListOfAccounts]);
    const connect = await post(`/api/connectors/youtubetv/advertiser/connect/${advertiserId}`, {});
    expect([connect.statusCode, connect.json()]).toEqual([400, { error: MESSAGES.missingId }]);
    const empty = await server.app.inject({
      method: 'POST',
      url: `/api/connectors/youtubetv/advertiser/connect/${advertiserId}`,
      headers: { ahauth: `Bearer ${admin}` },
    });
    expect([empty.statusCode, empty.json()]).toEqual([400, { error: MESSAGES.missingId }]);
    const notArray = await post(`/api/connectors/youtubetv/advertiser/connect/${advertiserId}`, { campaignIds: 'a' });
    expect([notArray.statusCode, notArray.json()]).toEqual([400, { error: MESSAGES.missingId }]);
    const list = await server.get('/api/connectors/youtubetv/campaigns/available?search=x', admin);
    expect([list.statusCode, list.json()]).toEqual([400, { error: MESSAGES.missingAdvertiserId }]);
    const accounts = await post(`/api/connectors/google/account/search/${advertiserId}`, { accounts: 'x' });
    expect([accounts.statusCode, accounts.json()]).toEqual([400, { error: MESSAGES.missingListOfAccounts }]);
    const badType = await server.get(`/api/connectors/google/account/display/${advertiserId}`, admin);
    expect(badType.statusCode).toBe(400);
    const badId = await server.get('/api/connectors/youtubetv/connected/abc', admin);
    expect(badId.statusCode).toBe(400);
    const badPostId = await post('/api/connectors/youtubetv/advertiser/connect/abc', { campaignIds: ['1'] });
    expect([badPostId.statusCode, badPostId.json().error]).toEqual([
      400,
      messageText('invalidField', { where: 'params', field: 'id', reason: 'must be integer' }),
    ]);
  });

  it("hides another agency's advertiser (404) and answers 409 when an agency has no Google grant", async () => {
    const foreign = await graph(TREE, { id: otherAdvertiser }, admin);
    expect([foreign.status, foreign.errors?.[0]?.message]).toEqual([404, MESSAGES.advertiserNotFound]);
    const rest = await server.get(`/api/connectors/youtubetv/connected/${otherAdvertiser}`, admin);
    expect([rest.statusCode, rest.json()]).toEqual([404, { error: MESSAGES.advertiserNotFound }]);
    // Agency B's admin asks for its own advertiser: agency A's grant is invisible to it.
    const none = await graph(TREE, { id: otherAdvertiser }, other);
    expect([none.status, none.errors?.[0]?.message]).toEqual([
      409,
      messageText('connectorNoCredential', { provider: 'Google' }),
    ]);
    const mine = await graph(TREE, { id: advertiserId }, other);
    expect(mine.status).toBe(404);
  });

  it('answers the account tree of the grant over HTTP, nested, managers not linkable', async () => {
    const answer = await graph(TREE, { id: advertiserId }, admin);
    expect(answer.errors).toBeUndefined();
    const roots = answer.data!.getGoogleAdData as {
      AccountId: string;
      IsRootOn: boolean;
      CanManageClients: boolean;
      children: { AccountId: string; ParentIds: string[]; IsTestAccount: boolean; children: unknown[] }[];
    }[];
    expect(roots).toHaveLength(1);
    const root = roots[0]!;
    expect(root).toMatchObject({
      AccountId: tree[0]!.id,
      IsRootOn: true,
      CanManageClients: true,
      IsLinkable: false,
      ITYPE: 'MANAGER',
      ParentIds: [],
      PropertyId: null,
    });
    expect(root.children.map((c) => c.AccountId).sort()).toEqual(
      tree
        .filter((a) => a.parentId === root.AccountId)
        .map((a) => a.id)
        .sort(),
    );
    const sub = root.children.find((c) => c.children.length > 0)!;
    expect(sub.children.every((leaf) => (leaf as { ParentIds: string[] }).ParentIds.length === 2)).toBe(true);
    expect((sub.children[0] as { ParentChains: string[] }).ParentChains[0]).toMatch(/^Agency Manager g-100001 > /);
    expect(root.children.filter((c) => c.IsTestAccount)).toHaveLength(1);
    expect(managers.length).toBe(3);
  });

  it('links exactly the accounts sent (joined by commas): campaigns, backfills, section, audit', async () => {
    const [first, second] = leaves;
    const answer = await graph(UPDATE, { advertiserId, accountIds: `${first!.id}, ${second!.id}` }, admin);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.updateGoogleAdsAccountsForAdvertiser).toEqual({
      advertiserId,
      accountIds: [first!.id, second!.id],
      created: [first!.id, second!.id],
      deleted: [],
    });
    const links = await server.db
      .selectFrom('connector_links')
      .selectAll()
      .where('advertiser_id', '=', advertiserId)
      .where('source', '=', 'ads')
      .where('removed_at', 'is', null)
      .execute();
    const expected = [first!, second!].flatMap((a) => sandboxAdsCampaigns(a, server.ctx.now()));
    expect(
      links
        .filter((l) => l.object_kind === 'campaigns')
        .map((l) => l.external_id)
        .sort(),
    ).toEqual(expected.map((c) => c.id).sort());
    const campaignLinks = links.filter((l) => l.object_kind === 'campaigns');
    expect(campaignLinks.every((l) => l.credential_id === credentialId)).toBe(true);
    expect(campaignLinks.every((l) => l.campaign_id === LINKED_CAMPAIGN_BASE + l.id)).toBe(true);
    expect(new Set(campaignLinks.map((l) => l.campaign_type))).toEqual(new Set(['GOOGLESEARCH', 'GOOGLEVIDEO']));
    const syncs = await server.db
      .selectFrom('connector_syncs')
      .select(['link_id', 'status', 'kind'])
      .where(
        'link_id',
        'in',
        campaignLinks.map((l) => l.id),
      )
      .execute();
    // A backfill for each campaign that has started (flights are relative to the clock: some start later).
    const today = new Date(server.ctx.now()).toISOString().slice(0, 10);
    const started = expected.filter((c) => c.startDate < today);
    expect(started.length).toBeGreaterThan(0);
    expect(syncs).toHaveLength(started.length);
    expect(syncs.every((s) => s.status === 'queued' && s.kind === 'backfill')).toBe(true);
    const record = await server.db
      .selectFrom('account_links')
      .select('record')
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(record.record)).toMatchObject({
      GoogleAds: { Enabled: true },
      GoogleAdsVideo: { Enabled: true },
    });
    const audits = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'connectors')
      .where('object_id', '=', `${advertiserId}:ads`)
      .execute();
    expect(audits.length).toBe(2);
    expect(JSON.stringify(audits)).not.toMatch(/sba_|sbr_/);

    // The tree marks them linked to this advertiser.
    const flat = (nodes: { AccountId: string; PropertyId: number | null; children?: unknown[] }[]): unknown[] =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    const marked = flat(
      (await graph(TREE, { id: advertiserId }, admin)).data!.getGoogleAdData as Parameters<typeof flat>[0],
    ) as { AccountId: string; PropertyId: number | null }[];
    expect(marked.filter((n) => n.PropertyId !== null).map((n) => [n.AccountId, n.PropertyId])).toEqual(
      expect.arrayContaining([
        [first!.id, advertiserId],
        [second!.id, advertiserId],
      ]),
    );

    // Sending only the second unlinks the first with its campaigns (removed_at kept, audited).
    const again = await graph(UPDATE, { advertiserId, accountIds: second!.id }, admin);
    expect(again.data!.updateGoogleAdsAccountsForAdvertiser).toMatchObject({ created: [], deleted: [first!.id] });
    const live = await server.db
      .selectFrom('connector_links')
      .select(['external_id', 'account_id'])
      .where('advertiser_id', '=', advertiserId)
      .where('source', '=', 'ads')
      .where('removed_at', 'is', null)
      .execute();
    expect(live.every((l) => l.account_id === second!.id)).toBe(true);
  });

  it('refuses a manager account (400) and an account the grants do not reach (404), linking nothing', async () => {
    const before = await server.db.selectFrom('connector_links').select('id').execute();
    const manager = await graph(UPDATE, { advertiserId: secondAdvertiser, accountIds: managers[0]!.id }, admin);
    expect([manager.status, manager.errors?.[0]?.message]).toEqual([
      400,
      messageText('adsAccountNotLinkable', { id: managers[0]!.id }),
    ]);
    const unknown = await graph(UPDATE, { advertiserId: secondAdvertiser, accountIds: '9999999999' }, admin);
    expect([unknown.status, unknown.errors?.[0]?.message]).toEqual([
      404,
      messageText('adsAccountNotFound', { id: '9999999999' }),
    ]);
    expect(await server.db.selectFrom('connector_links').select('id').execute()).toHaveLength(before.length);
  });

  it('lists and sets accounts per type, and the available campaigns of linked accounts (REST)', async () => {
    const leaf = leaves[2]!;
    const campaigns = sandboxAdsCampaigns(leaf, server.ctx.now());
    const set = await post(`/api/connectors/google/account/video/${secondAdvertiser}`, { accounts: [leaf.id] });
    expect(set.statusCode, set.body).toBe(200);
    const videos = campaigns.filter((c) => c.channelType === 'VIDEO').map((c) => c.id);
    expect(set.json().created.sort()).toEqual([...videos].sort());
    expect(set.json().accounts).toEqual([
      expect.objectContaining({ AccountId: leaf.id, name: leaf.descriptiveName, campaigns: expect.any(Array) }),
    ]);
    const search = await server.get(`/api/connectors/google/account/search/${secondAdvertiser}`, admin);
    expect(search.json()).toEqual({ advertiserId: secondAdvertiser, type: 'search', accounts: [] });
    const available = await server.get(`/api/connectors/google/campaigns/available/${secondAdvertiser}`, admin);
    expect(available.statusCode).toBe(200);
    const rows = available.json().campaigns as { id: string; connected: boolean; CampaignType: string }[];
    expect(rows.map((r) => r.id).sort()).toEqual(campaigns.map((c) => c.id).sort());
    expect(rows.filter((r) => r.connected).every((r) => r.CampaignType === 'GOOGLEVIDEO')).toBe(true);
    // Nothing of the type left: the account goes too.
    const cleared = await post(`/api/connectors/google/account/video/${secondAdvertiser}`, { accounts: [] });
    expect(cleared.json()).toMatchObject({ accounts: [], created: [], deleted: expect.arrayContaining(videos) });
    const live = await server.db
      .selectFrom('connector_links')
      .select('id')
      .where('advertiser_id', '=', secondAdvertiser)
      .where('removed_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
  });

  it('serves backfill figures equal to sandboxDay through the adapter', async () => {
    const { providerFor } = await import('../../src/server/areas/connectors/providers');
    const { credentialAuth } = await import('../../src/server/areas/connectors/credential-auth');
    const leaf = leaves[1]!;
    const campaign = sandboxAdsCampaigns(leaf, server.ctx.now())[0]!;
    const provider = providerFor('ads', server.ctx.connectors.endpoints);
    const auth = await credentialAuth(server.db, server.ctx.connectors.vault, credentialId);
    const days = await provider.fetchDaily(
      auth,
      { externalId: campaign.id, accountId: leaf.id, campaignType: 'GOOGLESEARCH' },
      campaign.startDate,
      campaign.startDate,
    );
    expect(days).toEqual([sandboxDay(`ads:${campaign.id}`, 'GOOGLESEARCH', campaign.startDate)]);
  });

  describe('TV streaming', () => {
    const all = () => sandboxTvCampaigns(SUBJECT, server.ctx.now());

    it('pages and searches the available campaigns (limit 100, offset 0 by default) in both variants', async () => {
      const first = await server.get(`/api/connectors/youtubetv/campaigns/available/${advertiserId}`, admin);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ limit: 100, offset: 0, total: all().length, search: '' });
      expect(first.json().campaigns).toHaveLength(all().length);
      const page = await server.get(
        `/api/connectors/youtubetv/campaigns/available/${advertiserId}?limit=5&offset=10`,
        admin,
      );
      expect(page.json().campaigns.map((c: { id: string }) => c.id)).toEqual(
        all()
          .slice(10, 15)
          .map((c) => c.id),
      );
      const word = all()[3]!.name.split(' ')[0]!;
      const searched = await server.get(
        `/api/connectors/youtubetv/campaigns/available?advertiserId=${advertiserId}&search=${encodeURIComponent(word)}`,
        admin,
      );
      const expected = all().filter((c) => c.name.toLowerCase().includes(word.toLowerCase()));
      expect(searched.json().campaigns.map((c: { id: string }) => c.id)).toEqual(expected.map((c) => c.id));
      const foreign = await server.get(`/api/connectors/youtubetv/campaigns/available/${otherAdvertiser}`, admin);
      expect(foreign.statusCode).toBe(404);
    });

    it('connects exactly the campaigns sent, lists them connected, and refuses unknown ones', async () => {
      const [a, b, c] = all();
      const url = `/api/connectors/youtubetv/advertiser/connect/${advertiserId}`;
      const first = await post(url, { campaignIds: [a!.id, b!.id] });
      expect(first.json()).toEqual({ advertiserId, created: [a!.id, b!.id], deleted: [] });
      const second = await post(url, { campaignIds: [b!.id, c!.id] });
      expect(second.json()).toEqual({ advertiserId, created: [c!.id], deleted: [a!.id] });
      const connected = await server.get(`/api/connectors/youtubetv/connected/${advertiserId}`, admin);
      expect(connected.json().campaigns.map((x: { id: string }) => x.id)).toEqual([b!.id, c!.id]);
      expect(connected.json().campaigns[0]).toMatchObject({ CampaignType: 'YOUTUBETV', connected_by: ADMIN });
      const available = await server.get(`/api/connectors/youtubetv/campaigns/available/${advertiserId}`, admin);
      const flags = available.json().campaigns.filter((x: { connected: boolean }) => x.connected);
      expect(flags.map((x: { id: string }) => x.id).sort()).toEqual([b!.id, c!.id].sort());
      const unknown = await post(url, { campaignIds: ['ytv-1'] });
      expect([unknown.statusCode, unknown.json()]).toEqual([
        404,
        { error: messageText('youtubeTvCampaignNotFound', { id: 'ytv-1' }) },
      ]);
      // The grant revoked at the source: the credential needs re-authorisation, no 500.
      await server.ctx.connectors.sandbox!.revokeSubject('google', SUBJECT);
      const revoked = await server.get(`/api/connectors/youtubetv/campaigns/available/${advertiserId}`, admin);
      expect([revoked.statusCode, revoked.json()]).toEqual([
        409,
        { error: messageText('connectorGrantNeedsReauth', { provider: 'Google' }) },
      ]);
      const row = await server.db
        .selectFrom('connector_credentials')
        .select(['status'])
        .where('id', '=', credentialId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('needs_reauth');
    });
  });
});
