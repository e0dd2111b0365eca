/**
 * Campaign impact preview, history and undo (issue 23, helper S3). The actions themselves (hide, move, ...) are the
 * other helpers' calls, so these tests imitate an action the way the contract says every action works: the state
 * change and one audit entry (area 'campaigns', object type = the facet, object id = the campaign) in one
 * transaction. Where a facet's real revert handler is not registered in this build, the test registers a stand-in
 * through `app.campaignReverts` (the app's dispatcher, decorated on the app by the history area); once the real
 * handler is there, the real one runs and the assertions (state put back, a 'revert' entry) hold the same.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../../src/domain/messages';
import { CAMPAIGN_FACETS } from '../../src/server/areas/campaigns/facets';
import type { Db } from '../../src/server/db/database';
import { ENGINES, startServerAt, TEST_NOON, type TestServer } from './harness';
import { RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

const ADMIN = 'agency.admin@sightline.test';
const DASH_ADMIN = 'dash.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const OTHER_ADMIN = 'other.agency@sightline.test';
const DAY = 24 * 60 * 60 * 1000;

interface HistoryRow {
  id: number;
  at: string;
  actorEmail: string;
  facet: string;
  action: string;
  before: unknown;
  after: unknown;
  reverts: number | null;
  undoable: boolean;
  undoReason: string | null;
}

/** Whole-flight sums over the campaigns every read counts for an advertiser, computed independently. */
async function flight(db: Db, advertiserId: number, without: number[] = [], plus: number[] = []) {
  const { rows } = await sql<Record<string, unknown>>`
    select coalesce(sum(f.impressions), 0) as impressions, coalesce(sum(f.clicks), 0) as clicks,
      coalesce(sum(f.cost), 0) as cost, coalesce(sum(f.conversions), 0) as conversions
    from fact_daily f
    where f.campaign_id in (select c.id from campaigns c where c.hidden_at is null and c.archived_at is null
        and (c.advertiser_id = ${advertiserId} or c.id in (${sql.join([-1, ...plus])}))
        and c.id not in (${sql.join([-1, ...without])}))`.execute(db);
  const row = rows[0]!;
  return {
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    cost: Math.round(Number(row.cost) * 100) / 100,
    conversions: Number(row.conversions),
  };
}

describe.each(ENGINES)('campaign impact, history and undo on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let dashAdmin: string;
  let staff: string;
  let otherAdmin: string;
  let agencyA: number;
  let campaigns: { id: number; type: string; name: string }[];
  let sibling: number;
  let otherAgencyAdvertiser: number;

  const get = (url: string, token?: string) => server.get(url, token);
  const undo = (entryId: number, token?: string) =>
    server.post(`/api/admin/campaigns/history/${entryId}/undo`, {}, token);
  const history = async (campaignId: number, token = admin) => {
    const response = await get(`/api/admin/campaigns/${campaignId}/history`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { entries: HistoryRow[]; total: number };
  };

  /** An action as the contract writes it: the change and its entry in one transaction; `ageDays` back-dates it. */
  async function hideDirect(campaignId: number, ageDays = 0): Promise<number> {
    return server.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('campaigns')
        .set({ hidden_at: Date.now(), hidden_by: ADMIN })
        .where('id', '=', campaignId)
        .execute();
      const row = await trx
        .insertInto('audit_log')
        .values({
          at: new Date(Date.now() - ageDays * DAY).toISOString(),
          actor_id: null,
          actor_email: ADMIN,
          agency_id: agencyA,
          area: 'campaigns',
          object_type: CAMPAIGN_FACETS.visibility,
          object_id: String(campaignId),
          object_label: 'imitated hide',
          action: 'hide',
          before: JSON.stringify({ hidden: false }),
          after: JSON.stringify({ hidden: true }),
          reverts: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    });
  }

  async function hiddenAt(campaignId: number) {
    const row = await server.db
      .selectFrom('campaigns')
      .select('hidden_at')
      .where('id', '=', campaignId)
      .executeTakeFirstOrThrow();
    return row.hidden_at;
  }

  async function unhideDirect(campaignId: number) {
    await server.db
      .updateTable('campaigns')
      .set({ hidden_at: null, hidden_by: null })
      .where('id', '=', campaignId)
      .execute();
  }

  beforeAll(async () => {
    server = await startServerAt(engine);
    admin = await tokenOf(server, ADMIN);
    dashAdmin = await tokenOf(server, DASH_ADMIN);
    staff = await tokenOf(server, STAFF);
    otherAdmin = await tokenOf(server, OTHER_ADMIN);
    const riverside = await server.db
      .selectFrom('advertisers')
      .select('agency_id')
      .where('id', '=', RIVERSIDE)
      .executeTakeFirstOrThrow();
    agencyA = riverside.agency_id;
    campaigns = (
      await server.db
        .selectFrom('campaigns')
        .select(['id', 'campaign_type', 'name'])
        .where('advertiser_id', '=', RIVERSIDE)
        .orderBy('id')
        .execute()
    ).map((c) => ({ id: Number(c.id), type: c.campaign_type, name: c.name }));
    const siblingRow = await server.db
      .selectFrom('advertisers')
      .select('id')
      .where('agency_id', '=', agencyA)
      .where('id', '!=', RIVERSIDE)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    sibling = Number(siblingRow.id);
    const other = await server.db
      .selectFrom('advertisers')
      .select('id')
      .where('agency_id', '!=', agencyA)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherAgencyAdvertiser = Number(other.id);
    // A stand-in for the visibility facet's handler while the hide action's own is not in this build.
    const reverts = server.app.campaignReverts;
    if (!reverts.has(CAMPAIGN_FACETS.visibility)) {
      reverts.register(CAMPAIGN_FACETS.visibility, async (entry, trx, actor) => {
        const hidden = (entry.before as { hidden: boolean }).hidden;
        await trx
          .updateTable('campaigns')
          .set({ hidden_at: hidden ? Date.now() : null, hidden_by: hidden ? actor.email : null })
          .where('id', '=', Number(entry.objectId))
          .execute();
        return { before: entry.after, after: entry.before };
      });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('is for campaign admins: 401 without a session, 403 for agency staff, before validation', async () => {
    const urls = [
      `/api/admin/campaigns/${campaigns[0]!.id}/impact?advertiserId=${RIVERSIDE}&action=hide`,
      `/api/admin/campaigns/archive-impact?advertiserId=${RIVERSIDE}&scope=year&year=2026`,
      `/api/admin/campaigns/${campaigns[0]!.id}/history`,
      '/api/admin/campaigns/x/impact',
    ];
    for (const url of urls) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, staff)).statusCode, url).toBe(403);
    }
    expect((await undo(1)).statusCode).toBe(401);
    expect((await undo(1, staff)).statusCode).toBe(403);
    // Past the guard, validation names the field.
    const missing = await get(`/api/admin/campaigns/${campaigns[0]!.id}/impact?action=hide`, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('advertiserId');
  });

  it('previews a hide: share links, layouts, notes, plug points and the figures before and after', async () => {
    const [first, second] = campaigns;
    // Share links: one with both campaigns, one with the first only, one of the second only, one revoked.
    const share = async (ids: number[]) => {
      const response = await server.post(
        '/api/getShareDashboardLink',
        { advertiserId: RIVERSIDE, tab: 'summary', campaignIds: ids, ...RANGE },
        staff,
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: number; shortId: string };
    };
    const both = await share([first!.id, second!.id]);
    const only = await share([first!.id]);
    await share([second!.id]);
    const revoked = await share([first!.id]);
    await server.db.updateTable('share_links').set({ revoked_at: Date.now() }).where('id', '=', revoked.id).execute();
    const expired = await share([first!.id]);
    await server.db
      .updateTable('share_links')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', expired.id)
      .execute();
    // Layouts of the campaign's tab: the advertiser's, the agency's, another advertiser's (not shown), a reset one.
    const tab = first!.type.toLowerCase();
    const layout = (scope_kind: 'agency' | 'advertiser', scope_id: number, tactic: string, active = 1) => ({
      scope_kind,
      scope_id,
      tactic,
      document: '{}',
      modified_at: new Date().toISOString(),
      modified_by: ADMIN,
      active,
    });
    await server.db
      .insertInto('layout_customizations')
      .values([
        layout('advertiser', RIVERSIDE, tab),
        layout('agency', agencyA, tab),
        layout('advertiser', sibling, tab),
        layout('advertiser', RIVERSIDE, tab === 'display' ? 'sem' : 'display', 1),
      ])
      .execute();
    const before = await server.db
      .selectFrom('campaign_notes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('campaign_id', '=', first!.id)
      .executeTakeFirstOrThrow();
    const note = {
      campaign_id: first!.id,
      advertiser_id: RIVERSIDE,
      note_date: '2026-06-01',
      title: 'Impact',
      body: 'A note',
      created_at: new Date().toISOString(),
      created_by_id: 1,
      created_by_name: 'Test',
      last_modified_at: new Date().toISOString(),
      last_modified_by_id: 1,
      last_modified_by_name: 'Test',
    };
    await server.db.insertInto('campaign_notes').values(note).execute();

    const response = await get(`/api/admin/campaigns/${first!.id}/impact?advertiserId=${RIVERSIDE}&action=hide`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const impact = response.json();
    expect(impact.campaigns).toEqual([
      expect.objectContaining({ CampaignId: first!.id, CampaignName: first!.name, CampaignType: first!.type }),
    ]);
    const linkIds = (impact.shareLinks.links as { id: number }[]).map((l) => l.id).sort((a, b) => a - b);
    expect(linkIds).toEqual([both.id, only.id].sort((a, b) => a - b));
    expect(impact.shareLinks.count).toBe(2);
    const byId = new Map((impact.shareLinks.links as { id: number }[]).map((l) => [l.id, l]));
    expect(byId.get(both.id)).toMatchObject({
      shortId: both.shortId,
      campaignCount: 2,
      onlyThese: false,
      tab: 'summary',
    });
    expect(byId.get(only.id)).toMatchObject({ campaignCount: 1, onlyThese: true });
    expect(impact.layouts).toEqual([
      { scope: 'advertiser', tab },
      { scope: 'agency', tab },
    ]);
    expect(impact.notes).toBe(Number(before.n) + 1);
    expect(impact.scheduledReports).toEqual({ available: true, count: 0 });
    expect(impact.alerts).toEqual({ available: false, count: 0 });
    expect(impact.figures.advertiser.id).toBe(RIVERSIDE);
    expect(impact.figures.advertiser.before).toEqual(await flight(server.db, RIVERSIDE));
    expect(impact.figures.advertiser.after).toEqual(await flight(server.db, RIVERSIDE, [first!.id]));
    expect(impact.figures.advertiser.after.impressions).toBeLessThan(impact.figures.advertiser.before.impressions);
    expect(impact.figures.target).toBeUndefined();
    expect(impact.tabs).toBeUndefined();
  });

  it('previews a move with both advertisers figures, and a product move with the tabs', async () => {
    const first = campaigns[0]!;
    const move = await get(
      `/api/admin/campaigns/${first.id}/impact?advertiserId=${RIVERSIDE}&action=move&targetAdvertiserId=${sibling}`,
      admin,
    );
    expect(move.statusCode, move.body).toBe(200);
    const { figures } = move.json();
    expect(figures.advertiser.after).toEqual(await flight(server.db, RIVERSIDE, [first.id]));
    expect(figures.target.id).toBe(sibling);
    expect(figures.target.before).toEqual(await flight(server.db, sibling));
    expect(figures.target.after).toEqual(await flight(server.db, sibling, [], [first.id]));
    // No target, or a target of another agency (never revealed), or a campaign of another advertiser.
    const noTarget = await get(`/api/admin/campaigns/${first.id}/impact?advertiserId=${RIVERSIDE}&action=move`, admin);
    expect(noTarget.statusCode).toBe(400);
    expect(noTarget.json().error).toBe(messageText('campaignImpactNeedsTarget'));
    const superToken = await tokenOf(server, 'super@sightline.test');
    const foreign = await get(
      `/api/admin/campaigns/${first.id}/impact?advertiserId=${RIVERSIDE}&action=move&targetAdvertiserId=${otherAgencyAdvertiser}`,
      superToken,
    );
    expect(foreign.statusCode).toBe(404);
    const wrongAdvertiser = await get(
      `/api/admin/campaigns/${first.id}/impact?advertiserId=${sibling}&action=hide`,
      admin,
    );
    expect(wrongAdvertiser.statusCode).toBe(404);
    expect(wrongAdvertiser.json().error).toBe(messageText('campaignNotFound'));

    const types = [...new Set(campaigns.map((c) => c.type.toLowerCase()))].sort();
    const lonely = campaigns.find((c) => campaigns.filter((o) => o.type === c.type).length === 1)!;
    const product = await get(
      `/api/admin/campaigns/${lonely.id}/impact?advertiserId=${RIVERSIDE}&action=moveProduct&newProduct=zzztest`,
      admin,
    );
    expect(product.statusCode, product.body).toBe(200);
    const { tabs, figures: same } = product.json();
    expect(tabs.before).toEqual(types);
    expect(tabs.after).toEqual([...types.filter((t) => t !== lonely.type.toLowerCase()), 'zzztest'].sort());
    expect(same.advertiser.after).toEqual(same.advertiser.before);
  });

  it('previews archiving a tactic or a year, and scopes every preview (404 for another agency)', async () => {
    const type = campaigns[0]!.type;
    const ofType = campaigns.filter((c) => c.type === type).map((c) => c.id);
    const tactic = await get(
      `/api/admin/campaigns/archive-impact?advertiserId=${RIVERSIDE}&scope=tactic&campaignType=${type}`,
      dashAdmin,
    );
    expect(tactic.statusCode, tactic.body).toBe(200);
    const body = tactic.json();
    expect((body.campaigns as { CampaignId: number }[]).map((c) => c.CampaignId)).toEqual(ofType);
    expect(body.figures.advertiser.after).toEqual(await flight(server.db, RIVERSIDE, ofType));
    const needsType = await get(`/api/admin/campaigns/archive-impact?advertiserId=${RIVERSIDE}&scope=tactic`, admin);
    expect(needsType.statusCode).toBe(400);
    expect(needsType.json().error).toBe(messageText('campaignImpactNeedsType'));
    const year = await get(`/api/admin/campaigns/archive-impact?advertiserId=${RIVERSIDE}&scope=year&year=1999`, admin);
    expect(year.statusCode).toBe(200);
    expect(year.json().campaigns).toEqual([]);
    expect(year.json().figures.advertiser.after).toEqual(year.json().figures.advertiser.before);
    // Agency B's admin sees none of agency A.
    for (const url of [
      `/api/admin/campaigns/${campaigns[0]!.id}/impact?advertiserId=${RIVERSIDE}&action=hide`,
      `/api/admin/campaigns/archive-impact?advertiserId=${RIVERSIDE}&scope=year&year=2026`,
      `/api/admin/campaigns/${campaigns[0]!.id}/history`,
    ]) {
      expect((await get(url, otherAdmin)).statusCode, url).toBe(404);
    }
  });

  it('lists the history newest first and undoes the latest change of a facet, writing a revert entry', async () => {
    const campaign = campaigns[1]!;
    const first = await hideDirect(campaign.id);
    await unhideDirect(campaign.id);
    const second = await hideDirect(campaign.id);
    const listed = await history(campaign.id);
    expect(listed.entries.map((e) => e.id).slice(0, 2)).toEqual([second, first]);
    expect(listed.entries[0]).toMatchObject({
      facet: CAMPAIGN_FACETS.visibility,
      action: 'hide',
      actorEmail: ADMIN,
      before: { hidden: false },
      after: { hidden: true },
      reverts: null,
      undoable: true,
      undoReason: null,
    });
    expect(listed.entries[1]).toMatchObject({ undoable: false, undoReason: messageText('campaignUndoLaterChange') });
    // Paging.
    const paged = await get(`/api/admin/campaigns/${campaign.id}/history?limit=1&offset=1`, admin);
    expect(paged.json()).toMatchObject({ total: listed.total, entries: [{ id: first }] });

    // The older one is refused: a later change of the facet comes first.
    const refused = await undo(first, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain(ADMIN);

    const response = await undo(second, dashAdmin);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.success).toBe(true);
    expect(answer.entry).toMatchObject({
      facet: CAMPAIGN_FACETS.visibility,
      action: 'revert',
      reverts: second,
      actorEmail: DASH_ADMIN,
      undoable: true,
    });
    expect(answer.campaign).toMatchObject({ CampaignId: campaign.id, AdvertiserId: RIVERSIDE, Hidden: false });
    expect(await hiddenAt(campaign.id)).toBeNull();
    const stored = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '=', answer.entry.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ area: 'campaigns', object_id: String(campaign.id), reverts: second });
    const after = await history(campaign.id);
    expect(after.entries[0]!.id).toBe(answer.entry.id);
    expect(after.entries.find((e) => e.id === second)).toMatchObject({ undoable: false });
    // Undoing the same entry again: the revert entry is a later change.
    expect((await undo(second, admin)).statusCode).toBe(409);
  });

  it('refuses an undo past 30 days, outside the scope, of a non-campaign entry, or of a facet without a handler', async () => {
    const campaign = campaigns[2]!;
    const old = await hideDirect(campaign.id, 31);
    const listed = await history(campaign.id);
    expect(listed.entries.find((e) => e.id === old)).toMatchObject({
      undoable: false,
      undoReason: messageText('campaignUndoTooOld', { days: 30 }),
    });
    const tooOld = await undo(old, admin);
    expect(tooOld.statusCode).toBe(409);
    expect(tooOld.json().error).toBe('This change is older than 30 days and can no longer be undone.');
    expect(await hiddenAt(campaign.id)).not.toBeNull();
    await unhideDirect(campaign.id);

    const recent = await hideDirect(campaign.id, 29);
    expect((await undo(recent, otherAdmin)).statusCode).toBe(404);
    expect(await hiddenAt(campaign.id)).not.toBeNull();

    const layoutEntry = await server.ctx.audit.write(server.db, {
      actor: { id: null, email: ADMIN },
      agencyId: agencyA,
      area: 'layouts',
      objectType: 'layout',
      objectId: String(campaign.id),
      action: 'save',
      after: {},
    });
    const notCampaign = await undo(layoutEntry, admin);
    expect(notCampaign.statusCode).toBe(404);
    expect(notCampaign.json().error).toBe(messageText('campaignHistoryEntryNotFound'));
    expect((await undo(987654321, admin)).statusCode).toBe(404);

    expect((await undo(recent, admin)).statusCode).toBe(200);
    expect(await hiddenAt(campaign.id)).toBeNull();

    // A facet nobody registered a handler for yet (once every part is merged, every facet has one).
    const missing = Object.values(CAMPAIGN_FACETS).find((facet) => !server.app.campaignReverts.has(facet));
    if (missing) {
      const entryId = await server.ctx.audit.write(server.db, {
        actor: { id: null, email: ADMIN },
        agencyId: agencyA,
        area: 'campaigns',
        objectType: missing,
        objectId: String(campaign.id),
        action: 'change',
        before: {},
        after: {},
      });
      const row = (await history(campaign.id)).entries.find((e) => e.id === entryId);
      expect(row).toMatchObject({ undoable: false, undoReason: messageText('campaignUndoNoHandler') });
      const refused = await undo(entryId, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(messageText('auditNotRevertible', { area: missing }));
    }
  });

  it("shows a clone's entry in its source campaign's history", async () => {
    const source = campaigns[3]!;
    const cloneId = 987650001;
    await server.db
      .insertInto('campaigns')
      .expression((eb) =>
        eb
          .selectFrom('campaigns')
          .select((s) => [
            s.val(cloneId).as('id'),
            'advertiser_id',
            'order_id',
            s.val('Clone of test').as('name'),
            'friendly_name',
            'campaign_type',
            'analytics_type',
            'feed_source',
            'impression_goal',
            'hide_spend',
            'start_date',
            'end_date',
            'status',
            'spend_type',
            'spend_rate',
            'created_at',
          ])
          .where('id', '=', source.id),
      )
      .columns([
        'id',
        'advertiser_id',
        'order_id',
        'name',
        'friendly_name',
        'campaign_type',
        'analytics_type',
        'feed_source',
        'impression_goal',
        'hide_spend',
        'start_date',
        'end_date',
        'status',
        'spend_type',
        'spend_rate',
        'created_at',
      ])
      .execute();
    const entryId = await server.ctx.audit.write(server.db, {
      actor: { id: null, email: ADMIN },
      agencyId: agencyA,
      area: 'campaigns',
      objectType: CAMPAIGN_FACETS.clone,
      objectId: String(cloneId),
      action: 'clone',
      after: { name: 'Clone of test', sourceCampaignId: source.id, withHistory: false },
    });
    // A clone of another campaign whose id starts with the same digits is not listed.
    await server.ctx.audit.write(server.db, {
      actor: { id: null, email: ADMIN },
      agencyId: agencyA,
      area: 'campaigns',
      objectType: CAMPAIGN_FACETS.clone,
      objectId: String(cloneId + 1),
      action: 'clone',
      after: { sourceCampaignId: Number(`${source.id}9`), withHistory: false },
    });
    const listed = await history(source.id);
    expect(listed.entries.filter((e) => e.facet === CAMPAIGN_FACETS.clone).map((e) => e.id)).toEqual([entryId]);
    expect((await history(cloneId)).entries.map((e) => e.id)).toContain(entryId);
  });

  it('answers 404 for a campaign that does not exist', async () => {
    const response = await get('/api/admin/campaigns/987659999/history', admin);
    expect(response.statusCode).toBe(404);
    expect(TEST_NOON).toBeGreaterThan(0);
  });
});
