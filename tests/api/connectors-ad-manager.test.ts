import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS } from '../../connectors';
import { sandboxOrders } from '../../connectors/ad-manager/server/sandbox';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { routeTable } from '../../src/server/kernel/route-table';
import {
  ADMIN,
  grantGoogle,
  graphAnswer,
  signInCast,
  startConnectorServer,
  type ConnectorTestServer,
} from './connector-harness';
import { ENGINES } from './harness';

const SUBJECT = 'g-100002';

describe.each(ENGINES)('ad-server order connector on %s', (engine) => {
  let server: ConnectorTestServer;
  let admin: string;
  let staff: string;
  let superuser: string;
  let other: string;
  let advertiserId: number;
  let otherAdvertiser: number;

  const graph = (query: string, variables: Record<string, unknown>, token = admin) =>
    graphAnswer(server, token, query, variables);
  const failure = async (query: string, variables: Record<string, unknown>, token = admin) => {
    const answer = await graph(query, variables, token);
    return [answer.status, answer.errors?.[0]?.message];
  };
  const RESULTS = `query($advertiserId: Int, $search: String) { getGoogleAdManagerResults(advertiserId: $advertiserId,
    search: $search) { OrderId OrderName CampaignsList { CampaignId CampaignName } } }`;
  const LINKED = `query($advertiserId: Int) { getGoogleAdManagerLinked(advertiserId: $advertiserId) { OrderId OrderName
    CampaignsList { CampaignId CampaignName } } }`;
  const SAVE = `mutation($advertiserId: Int, $list: [AdServerOrderInput!]) { saveGoogleAdManager(advertiserId: $advertiserId,
    CampaignsList: $list) { OrderId CampaignsList { CampaignId } } }`;
  const GAM = `query($search: String) { getGAM(search: $search) { order_id order_name
    campaigns { id name connection_date connected_by } } }`;
  const CONNECTOR = `query($id: Int) { getGamConnector(id: $id) { order_id order_name
    campaigns { id name connection_date connected_by } } }`;
  const ADD = `mutation($id: Int, $ids: [String!]) { addGamConnector(id: $id, campaign_ids: $ids) {
    advertiserId created deleted } }`;
  const orders = () => sandboxOrders(SUBJECT, server.ctx.now());

  beforeAll(async () => {
    server = await startConnectorServer(engine);
    const cast = await signInCast(server);
    ({ admin, staff, superuser, other } = cast);
    advertiserId = cast.advertisers[0]!;
    otherAdvertiser = cast.otherAdvertisers[0]!;
    await grantGoogle(server, {
      subject: SUBJECT,
      scopes: CONNECTORS['ad-manager'].scopes,
      agencyId: cast.agencyId,
      createdBy: cast.adminId,
      name: 'orders@example.com',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses 401 then 403 before validating, and answers the spec messages (001 §5)', async () => {
    expect(await failure(RESULTS, {}, '')).toEqual([401, MESSAGES.notAuthenticated]);
    expect(await failure(RESULTS, {}, staff)).toEqual([403, MESSAGES.notAuthorized]);
    expect(await failure(ADD, {}, staff)).toEqual([403, MESSAGES.notAuthorized]);
    expect(await failure(RESULTS, { advertiserId })).toEqual([400, MESSAGES.missingSearch]);
    expect(await failure(RESULTS, { advertiserId, search: '  ' })).toEqual([400, MESSAGES.missingSearch]);
    expect(await failure(RESULTS, { search: 'a' })).toEqual([400, MESSAGES.missingAdvertiserId]);
    expect(await failure(SAVE, { list: [] })).toEqual([400, MESSAGES.missingAdvertiserIdLower]);
    expect(await failure(SAVE, { advertiserId })).toEqual([400, MESSAGES.missingListOfCampaigns]);
    expect(await failure(SAVE, { advertiserId, list: [{ OrderId: '1', CampaignsList: [] }] })).toEqual([
      400,
      MESSAGES.missingListOfCampaigns,
    ]);
    expect(await failure(ADD, { ids: [] })).toEqual([400, MESSAGES.missingId]);
    expect(await failure(ADD, { id: advertiserId })).toEqual([400, MESSAGES.missingId]);
    expect(await failure(LINKED, {})).toEqual([400, MESSAGES.missingAdvertiserId]);
    expect(await failure(GAM, {})).toEqual([400, MESSAGES.missingSearch]);
  });

  it("hides another agency's advertiser (404) and finds nothing through another agency's grant", async () => {
    expect(await failure(RESULTS, { advertiserId: otherAdvertiser, search: 'a' })).toEqual([
      404,
      MESSAGES.advertiserNotFound,
    ]);
    expect(await failure(ADD, { id: otherAdvertiser, ids: [] })).toEqual([404, MESSAGES.advertiserNotFound]);
    expect(await failure(`query($id: Int) { getCampaigns(id: $id) { id } }`, { id: otherAdvertiser })).toEqual([
      404,
      MESSAGES.advertiserNotFound,
    ]);
    expect(await failure(GAM, { search: 'a' }, other)).toEqual([
      409,
      messageText('connectorNoCredential', { provider: 'Google' }),
    ]);
  });

  it('searches orders by part of the name or the id, with their campaigns', async () => {
    const order = orders()[2]!;
    const byId = await graph(RESULTS, { advertiserId, search: order.id });
    expect(byId.data!.getGoogleAdManagerResults).toEqual([
      {
        OrderId: order.id,
        OrderName: order.name,
        CampaignsList: order.lineItems.map((l) => ({ CampaignId: l.id, CampaignName: l.name })),
      },
    ]);
    const word = order.name.split(' ')[0]!.toUpperCase();
    const byName = (await graph(RESULTS, { advertiserId, search: word })).data!.getGoogleAdManagerResults as {
      OrderId: string;
    }[];
    expect(byName.map((o) => o.OrderId)).toEqual(
      orders()
        .filter((o) => o.name.toUpperCase().includes(word))
        .map((o) => o.id),
    );
  });

  it('saves orders’ campaigns (campaigns, backfills, section, audit) and lists them linked', async () => {
    const [a, b] = orders().filter((o) => o.lineItems.length >= 2);
    const list = [
      { OrderId: a!.id, CampaignsList: [{ CampaignId: a!.lineItems[0]!.id }] },
      { OrderId: b!.id, CampaignsList: b!.lineItems.map((l) => ({ CampaignId: l.id })) },
    ];
    const saved = await graph(SAVE, { advertiserId, list });
    expect(saved.errors).toBeUndefined();
    const linked = (await graph(LINKED, { advertiserId })).data!.getGoogleAdManagerLinked;
    expect(linked).toEqual([
      {
        OrderId: a!.id,
        OrderName: a!.name,
        CampaignsList: [{ CampaignId: a!.lineItems[0]!.id, CampaignName: a!.lineItems[0]!.name }],
      },
      {
        OrderId: b!.id,
        OrderName: b!.name,
        CampaignsList: b!.lineItems.map((l) => ({ CampaignId: l.id, CampaignName: l.name })),
      },
    ]);
    const rows = await server.db
      .selectFrom('connector_links')
      .innerJoin('campaigns', 'campaigns.id', 'connector_links.campaign_id')
      .select(['connector_links.external_id', 'campaigns.campaign_type', 'campaigns.start_date', 'campaigns.end_date'])
      .where('connector_links.advertiser_id', '=', advertiserId)
      .where('connector_links.source', '=', 'ad-manager')
      .execute();
    const item = a!.lineItems[0]!;
    expect(rows.find((r) => r.external_id === item.id)).toEqual({
      external_id: item.id,
      campaign_type: item.lineItemType === 'VIDEO' ? 'GAMVIDEO' : 'GAMDISPLAY',
      start_date: item.startDate,
      end_date: item.endDate,
    });
    const record = await server.db
      .selectFrom('account_links')
      .select('record')
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(record.record).GoogleAdManager).toEqual({ Enabled: true });
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['action', 'object_id'])
      .where('area', '=', 'connectors')
      .execute();
    expect(audit.filter((e) => e.object_id === `${advertiserId}:ad-manager` && e.action === 'link')).toHaveLength(2);
    // The advertiser's campaigns now include the linked ones (getCampaigns).
    const campaigns = await graph(`query($id: Int) { getCampaigns(id: $id) { id name CampaignType StartDate } }`, {
      id: advertiserId,
    });
    const names = (campaigns.data!.getCampaigns as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining([item.name]));
  });

  it('refuses an order or a campaign the grants do not reach (404), saving nothing', async () => {
    const before = (await server.db.selectFrom('connector_links').select('id').execute()).length;
    expect(
      await failure(SAVE, { advertiserId, list: [{ OrderId: '42', CampaignsList: [{ CampaignId: '1' }] }] }),
    ).toEqual([404, messageText('adServerOrderNotFound', { id: '42' })]);
    const order = orders()[0]!;
    expect(
      await failure(SAVE, { advertiserId, list: [{ OrderId: order.id, CampaignsList: [{ CampaignId: '7' }] }] }),
    ).toEqual([404, messageText('adServerCampaignNotFound', { id: '7' })]);
    expect(await failure(ADD, { id: advertiserId, ids: ['7'] })).toEqual([
      404,
      messageText('adServerCampaignNotFound', { id: '7' }),
    ]);
    expect((await server.db.selectFrom('connector_links').select('id').execute()).length).toBe(before);
  });

  it('sets exactly the campaign_ids (created, deleted, advertiserId) and shows the connector shape', async () => {
    const linked = (await graph(CONNECTOR, { id: advertiserId })).data!.getGamConnector as {
      order_id: string;
      campaigns: { id: string; connection_date: string; connected_by: string }[];
    }[];
    expect(linked[0]!.campaigns[0]).toMatchObject({ connected_by: ADMIN, connection_date: expect.any(String) });
    const [keep, drop] = linked;
    const fresh = orders().find((o) => !linked.some((l) => l.order_id === o.id))!;
    const ids = [...keep!.campaigns.map((c) => c.id), fresh.lineItems[0]!.id];
    const change = await graph(ADD, { id: advertiserId, ids });
    expect(change.data!.addGamConnector).toEqual({
      advertiserId,
      created: [fresh.lineItems[0]!.id],
      deleted: drop!.campaigns.map((c) => c.id),
    });
    const after = (await graph(CONNECTOR, { id: advertiserId })).data!.getGamConnector as { order_id: string }[];
    // The order whose campaigns all went is unlinked with them.
    expect(after.map((o) => o.order_id).sort()).toEqual([keep!.order_id, fresh.id].sort());
    // getGAM marks the linked campaign with its connection, the others null.
    const gam = (await graph(GAM, { search: fresh.id })).data!.getGAM as AdServer[];
    expect(gam[0]!.campaigns[0]).toMatchObject({ id: fresh.lineItems[0]!.id, connected_by: ADMIN });
    expect(gam[0]!.campaigns.slice(1).every((c) => c.connection_date === null)).toBe(true);
    // An empty list unlinks everything and turns the section off.
    const cleared = await graph(ADD, { id: advertiserId, ids: [] });
    expect((cleared.data!.addGamConnector as { created: string[] }).created).toEqual([]);
    expect((await graph(CONNECTOR, { id: advertiserId })).data!.getGamConnector).toEqual([]);
    const record = await server.db
      .selectFrom('account_links')
      .select('record')
      .where('advertiser_id', '=', advertiserId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(record.record).GoogleAdManager).toEqual({ Enabled: false });
  });

  it('answers getAgencies by caller (superuser all, an agency admin its own) and has associateOrderWithCampaign', async () => {
    const AGENCIES = '{ getAgencies { id name } }';
    const all = (await graph(AGENCIES, {}, superuser)).data!.getAgencies as { id: number }[];
    const count = await server.db.selectFrom('agencies').select('id').execute();
    expect(all).toHaveLength(count.length);
    const mine = (await graph(AGENCIES, {}, admin)).data!.getAgencies as { id: number }[];
    const login = await server.login(ADMIN);
    expect(mine.map((a) => a.id)).toEqual(
      (login.user.AvailableAgencies as { id: number }[]).map((a) => a.id).sort((x, y) => x - y),
    );
    expect(await failure(AGENCIES, {}, staff)).toEqual([403, MESSAGES.notAuthorized]);
    const routes = routeTable(server.app).map((r) => `${r.method} ${r.url}`);
    expect(routes).toContain('POST /api/associateOrderWithCampaign');
  });
});

interface AdServer {
  order_id: string;
  campaigns: { id: string; connection_date: string | null; connected_by: string | null }[];
}
