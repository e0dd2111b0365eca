/**
 * Archive and restore of issue 23 (helper S1) on every engine: one campaign, a tactic and a year as batches, the
 * archive list, restore, their messages and audit rows, the archived campaigns leaving the picker, and the revert
 * of archive and restore through the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { RIVERSIDE } from './performance-helpers';

const SUPER = 'super@sightline.test';
const ADMIN = 'agency.admin@sightline.test';
const DASH = 'dash.admin@sightline.test';
const OTHER = 'other.agency@sightline.test';

type Method = 'GET' | 'POST';
type Listed = { CampaignId: number; Archived: boolean; ArchivedBy: string | null };

describe.each(ENGINES)('campaign archive on %s', (engine) => {
  let server: TestServer;
  let advertiserId: number;
  let own: { id: number; type: string; end: string }[];
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string): Promise<string> => {
    if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    return tokens.get(email)!;
  };
  const send = async (email: string | null, method: Method, url: string, body?: unknown) => {
    const response = await server.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: email ? { ahauth: `Bearer ${await tokenOf(email)}` } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  const archive = (email: string, body: Record<string, unknown>) =>
    send(email, 'POST', '/api/archiveCampaign', { advertiserId, ...body });
  const auditRows = (campaignId: number) =>
    server.db
      .selectFrom('audit_log')
      .select(['id', 'action', 'before', 'after'])
      .where('area', '=', 'campaigns')
      .where('object_type', '=', 'campaign.archive')
      .where('object_id', '=', String(campaignId))
      .orderBy('id')
      .execute();
  const pickerIds = async () =>
    (await send(ADMIN, 'GET', `/api/campaign/search?advertiserId=${advertiserId}&limit=1000`)).body.campaigns.map(
      (c: { id: number }) => c.id,
    ) as number[];
  const archivedNow = async () =>
    (
      await server.db
        .selectFrom('campaigns')
        .select('id')
        .where('advertiser_id', '=', advertiserId)
        .where('archived_at', 'is not', null)
        .orderBy('id')
        .execute()
    ).map((row) => Number(row.id));

  beforeAll(async () => {
    server = await startTestServer(engine);
    // The agency A advertiser with the most campaigns (not Riverside, not the demo advertiser).
    const [top] = await server.db
      .selectFrom('campaigns')
      .innerJoin('advertisers', 'advertisers.id', 'campaigns.advertiser_id')
      .select(['campaigns.advertiser_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('advertisers.agency_id', '=', 1)
      .where('campaigns.advertiser_id', 'not in', [RIVERSIDE, 88888888])
      .groupBy('campaigns.advertiser_id')
      .orderBy('n', 'desc')
      .orderBy('campaigns.advertiser_id')
      .execute();
    advertiserId = Number(top!.advertiser_id);
    own = (
      await server.db
        .selectFrom('campaigns')
        .select(['id', 'campaign_type', 'end_date'])
        .where('advertiser_id', '=', advertiserId)
        .orderBy('id')
        .execute()
    ).map((row) => ({ id: Number(row.id), type: row.campaign_type, end: row.end_date }));
  }, 120_000);
  afterAll(async () => server?.close());

  it('archives one campaign as a batch: out of the picker, in the archive list, audited; 409 twice', async () => {
    expect(own.length).toBeGreaterThanOrEqual(3);
    const id = own[0]!.id;
    expect(await pickerIds()).toContain(id);
    const single = await archive(ADMIN, { scope: 'campaign', campaignId: id });
    expect(single.status).toBe(200);
    expect(single.body).toMatchObject({ success: true, batch: expect.any(String), auditIds: [expect.any(Number)] });
    expect(single.body.archived.map((c: Listed) => [c.CampaignId, c.Archived, c.ArchivedBy])).toEqual([
      [id, true, ADMIN],
    ]);
    expect(await pickerIds()).not.toContain(id);
    const listed = await send(ADMIN, 'GET', `/api/admin/campaigns/archive?advertiserId=${advertiserId}`);
    expect(listed.body).toMatchObject({ total: 1, campaigns: [{ CampaignId: id, Archived: true }] });
    expect((await send(OTHER, 'GET', '/api/admin/campaigns/archive')).body).toEqual({ campaigns: [], total: 0 });
    expect(await archive(ADMIN, { scope: 'campaign', campaignId: id })).toEqual({
      status: 409,
      body: { error: 'Nothing to archive: no active campaign matches.' },
    });
    const [entry] = await auditRows(id);
    expect([entry!.id, entry!.action, JSON.parse(entry!.before!), JSON.parse(entry!.after!)]).toEqual([
      single.body.auditIds[0],
      'archive',
      { archived: false, batch: null },
      { archived: true, batch: single.body.batch },
    ]);
  });

  it('archives a tactic and a year; asks for what the scope needs; 404 outside the scope', async () => {
    const type = own[1]!.type;
    const ofType = own.filter((c, i) => i > 0 && c.type === type).map((c) => c.id);
    const tactic = await archive(DASH, { scope: 'tactic', campaignType: type.toLowerCase() });
    expect(tactic.status).toBe(200);
    expect(tactic.body.archived.map((c: Listed) => c.CampaignId)).toEqual(ofType);
    expect(new Set(tactic.body.archived.map(() => tactic.body.batch)).size).toBe(1);
    expect(tactic.body.auditIds).toHaveLength(ofType.length);

    const left = own.filter((c) => c.id !== own[0]!.id && !ofType.includes(c.id));
    expect(left.length).toBeGreaterThan(0);
    const year = Number(left[0]!.end.slice(0, 4));
    const inYear = left.filter((c) => c.end.startsWith(`${year}-`)).map((c) => c.id);
    const byYear = await archive(ADMIN, { scope: 'year', year });
    expect(byYear.status).toBe(200);
    expect(byYear.body.archived.map((c: Listed) => c.CampaignId)).toEqual(inYear);
    expect(await archivedNow()).toEqual([own[0]!.id, ...ofType, ...inYear].sort((a, b) => a - b));
    const listed = await send(ADMIN, 'GET', `/api/admin/campaigns/archive?advertiserId=${advertiserId}&limit=1`);
    expect(listed.body.total).toBe(1 + ofType.length + inYear.length);
    expect(listed.body.campaigns).toHaveLength(1);

    expect((await archive(ADMIN, { scope: 'year', year: 1999 })).status).toBe(409);
    const needs: [Record<string, unknown>, string][] = [
      [{ scope: 'campaign' }, MESSAGES.campaignArchiveNeedsCampaign],
      [{ scope: 'tactic' }, MESSAGES.campaignArchiveNeedsType],
      [{ scope: 'year' }, MESSAGES.campaignArchiveNeedsYear],
    ];
    for (const [body, error] of needs) expect(await archive(ADMIN, body)).toEqual({ status: 400, body: { error } });
    expect((await archive(ADMIN, { scope: 'galaxy' })).status).toBe(400);
    expect((await archive(OTHER, { scope: 'year', year })).status).toBe(404);
  });

  it('restores campaigns, 409 when one is not archived; the audit log reverts a restore and an archive', async () => {
    const id = own[0]!.id;
    const before = await archivedNow();
    const restored = await send(ADMIN, 'POST', '/api/admin/campaigns/restore', { advertiserId, campaignIds: [id] });
    expect(restored.status).toBe(200);
    expect(restored.body.restored.map((c: Listed) => [c.CampaignId, c.Archived, c.ArchivedBy])).toEqual([
      [id, false, null],
    ]);
    expect(restored.body.auditIds).toHaveLength(1);
    expect(await pickerIds()).toContain(id);
    expect(await send(ADMIN, 'POST', '/api/admin/campaigns/restore', { advertiserId, campaignIds: [id] })).toEqual({
      status: 409,
      body: { error: `Campaign ${id} is not archived.` },
    });
    const unknown = await send(ADMIN, 'POST', '/api/admin/campaigns/restore', {
      advertiserId,
      campaignIds: [RIVERSIDE],
    });
    expect(unknown).toEqual({ status: 404, body: { error: MESSAGES.campaignNotFound } });
    expect(await archivedNow()).toEqual(before.filter((x) => x !== id));

    const restoreEntry = (await auditRows(id)).find((row) => row.action === 'restore')!;
    const again = await send(SUPER, 'POST', `/api/admin/audit/${restoreEntry.id}/revert`, {});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      reverts: restoreEntry.id,
      before: { archived: false, batch: null },
      after: { archived: true, batch: JSON.parse(restoreEntry.before!).batch },
    });
    expect(await pickerIds()).not.toContain(id);

    const other = before.find((x) => x !== id)!;
    const [archiveEntry] = await auditRows(other);
    const back = await send(SUPER, 'POST', `/api/admin/audit/${archiveEntry!.id}/revert`, {});
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ before: { archived: true }, after: { archived: false, batch: null } });
    expect(await pickerIds()).toContain(other);
    expect(await archivedNow()).toEqual(before.filter((x) => x !== other));
  });
});
