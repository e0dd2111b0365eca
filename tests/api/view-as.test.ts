import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ID } from '../../src/domain/constants';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { USER_STATUS } from '../../src/domain/rights';
import { VIEW_AS_SECONDS } from '../../src/domain/view-as';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { RANGE } from './performance-helpers';
import { ADMIN_A, ADMIN_B, auditOf, caller, CLIENT, DASH, STAFF, SUPER, userId } from './users-helpers';

const RIVERSIDE = 10000001;
const ADD_NOTE = `mutation ($input: AddCampaignNoteInput!) { addCampaignNote(input: $input) { noteId } }`;
const LIST_NOTES = `query ($advertiserId: Int!, $campaignIds: [Int!]!) {
  campaignNotes(advertiserId: $advertiserId, campaignIds: $campaignIds) { noteId }
}`;

interface Visit {
  auth: true;
  user: { user_id: number; email: string; accessToken: string; refreshToken: string; active_agency_id: number };
  viewAs: { byEmail: string; byName: string; startedAt: string; endsAt: string };
}

/** View as (issue 21 §4): an admin looks at the portal as a user they may edit, read-only, audited start and end. */
describe.each(ENGINES)('view as on %s', (engine) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let adminA: string;
  let agencyA: number;
  let clientId: number;

  const putPages = (token: string, payload: unknown) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/user/recent-pages',
      payload: payload as object,
      headers: { ahauth: `Bearer ${token}` },
    });
  const start = (id: number, token?: string) => call('POST', `/api/admin/users/${id}/view-as`, token);
  const graph = (token: string, query: string, variables: Record<string, unknown>) =>
    server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
  const advertisersOf = async (token: string) =>
    (
      (await server.get(`/api/getAgencyAdvertisers/?agency=${agencyA}`, token)).json() as {
        advertisers: { id: number }[];
      }
    ).advertisers
      .map((a) => a.id)
      .sort();
  const viewAsAudit = async (id: number) =>
    (await auditOf(server, id)).filter((row) => row.action.startsWith('viewAs'));

  beforeAll(async () => {
    server = await startTestServer(engine);
    call = caller(server);
    const admin = await server.login(ADMIN_A);
    adminA = admin.accessToken;
    agencyA = admin.user.active_agency_id!;
    clientId = await userId(server, CLIENT);
  });
  afterAll(async () => {
    await server.close();
  });

  it('is refused signed out (401), without the right (403), outside the tenancy (404), by the edit-user rule and for yourself (403)', async () => {
    expect((await start(clientId)).statusCode).toBe(401);
    const staff = await start(clientId, (await server.login(STAFF)).accessToken);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ error: MESSAGES.noAccess });
    expect((await start(await userId(server, ADMIN_B), adminA)).statusCode).toBe(404);
    expect((await start(await userId(server, SUPER), adminA)).statusCode).toBe(404);
    const dash = await start(await userId(server, DASH), adminA);
    expect(dash.statusCode).toBe(403);
    expect(dash.json()).toEqual({ error: MESSAGES.userEditProtected });
    const self = await start(await userId(server, ADMIN_A), adminA);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ error: MESSAGES.viewAsSelf });
    expect(await viewAsAudit(clientId)).toEqual([]);
  });

  it('refuses a deactivated user (403)', async () => {
    const staffId = await userId(server, STAFF);
    await server.db.updateTable('users').set({ status: USER_STATUS.Deactivated }).where('id', '=', staffId).execute();
    server.ctx.users.invalidate();
    const refused = await start(staffId, adminA);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: MESSAGES.viewAsInactive });
    await server.db.updateTable('users').set({ status: USER_STATUS.Active }).where('id', '=', staffId).execute();
    server.ctx.users.invalidate();
    expect(await viewAsAudit(staffId)).toEqual([]);
  });

  it('reads as the user, refuses every write with the text, and ends audited, the admin untouched', async () => {
    const ownClient = (await server.login(CLIENT)).accessToken;
    const started = await start(clientId, adminA);
    expect(started.statusCode, started.body).toBe(200);
    const visit = started.json() as Visit;
    expect(visit.auth).toBe(true);
    expect(visit.user).toMatchObject({ user_id: clientId, email: CLIENT });
    expect(visit.viewAs).toMatchObject({ byEmail: ADMIN_A });
    expect(Date.parse(visit.viewAs.endsAt) - Date.parse(visit.viewAs.startedAt)).toBe(VIEW_AS_SECONDS * 1000);
    const token = visit.user.accessToken;
    const name = visit.user.user_id === clientId ? (visit.user as unknown as { full_name: string }).full_name : '';

    // Reads: exactly the user's advertisers, and the session says it is a visit.
    const seen = await advertisersOf(token);
    expect(seen).toEqual(await advertisersOf(ownClient));
    expect(seen).not.toEqual(await advertisersOf(adminA));
    const auth = (await server.get('/api/auth', token)).json() as { user: { email: string }; viewAs: unknown };
    expect(auth.user.email).toBe(CLIENT);
    expect(auth.viewAs).toEqual(visit.viewAs);
    expect(((await server.get('/api/auth', adminA)).json() as { viewAs?: unknown }).viewAs).toBeUndefined();
    // A dashboard read sent as POST is a read: answered as to the user.
    const summary = (as: string) =>
      server.post('/api/advertiser/performance/summary', { advertiserId: RIVERSIDE, ...RANGE }, as);
    const [asVisit, asClient] = [await summary(token), await summary(ownClient)];
    expect(asVisit.statusCode, asVisit.body).toBe(200);
    expect(asVisit.json()).toEqual(asClient.json());
    const notes = await graph(token, LIST_NOTES, { advertiserId: RIVERSIDE, campaignIds: [] });
    expect(notes.json().errors).toBeUndefined();

    // Writes: a REST write and a GraphQL mutation are refused with the text, and write nothing.
    const text = messageText('viewAsReadOnly', { name });
    const pages = { pages: [{ name: 'admin', query: {}, fullPath: '/admin', params: {}, title: 'Manage Users' }] };
    const recentBefore = await server.db.selectFrom('recent_pages').selectAll().execute();
    const put = await putPages(token, pages);
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ error: text });
    expect(await server.db.selectFrom('recent_pages').selectAll().execute()).toEqual(recentBefore);
    const patch = await call('PATCH', `/api/admin/users/${clientId}`, token, { fullName: 'X' });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toEqual({ error: text });
    const notesBefore = await server.db.selectFrom('campaign_notes').select('id').execute();
    const mutation = await graph(token, ADD_NOTE, {
      input: { advertiserId: RIVERSIDE, campaignId: 1, title: 'T', body: 'B', clientVisible: true },
    });
    expect(mutation.statusCode).toBe(403);
    expect(mutation.json()).toMatchObject({ data: null, errors: [{ message: text, extensions: { status: 403 } }] });
    expect(await server.db.selectFrom('campaign_notes').select('id').execute()).toEqual(notesBefore);
    // Switching agency is a write too; the token refresh is not, and keeps the visit.
    expect((await call('POST', '/api/ahswitchagency', token, { agency_id: agencyA })).statusCode).toBe(403);
    const refreshed = await server.post('/api/auth/token/refresh/', {
      refresh: visit.user.refreshToken,
      product_id: PRODUCT_ID,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const { access } = refreshed.json() as { access: string };
    expect((await putPages(access, pages)).statusCode).toBe(403);

    // The end: revoked, audited, the admin's own token still good.
    expect((await call('POST', '/api/view-as/end', adminA)).statusCode).toBe(403);
    const ended = await call('POST', '/api/view-as/end', access);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await server.get('/api/getAgencyAdvertisers/?agency=1', access)).statusCode).toBe(401);
    expect((await server.get('/api/getAgencyAdvertisers/?agency=1', token)).statusCode).toBe(401);
    expect(
      (await server.post('/api/auth/token/refresh/', { refresh: visit.user.refreshToken, product_id: PRODUCT_ID }))
        .statusCode,
    ).toBe(401);
    expect(await advertisersOf(adminA)).not.toEqual([]);
    expect((await server.get('/api/admin/users', adminA)).statusCode).toBe(200);
    // The client's own session never noticed.
    expect((await putPages(ownClient, pages)).statusCode).toBe(200);

    const rows = await viewAsAudit(clientId);
    expect(rows.map((r) => [r.action, r.actor_email, r.agency_id])).toEqual([
      ['viewAsStart', ADMIN_A, agencyA],
      ['viewAsEnd', ADMIN_A, agencyA],
    ]);
    expect(rows[0]!.object_label).toContain(CLIENT);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('signing out of a visit ends it, audited once', async () => {
    const before = (await viewAsAudit(clientId)).length;
    const visit = (await start(clientId, adminA)).json() as Visit;
    const token = visit.user.accessToken;
    expect((await server.get('/api/logout', token)).statusCode).toBe(200);
    expect((await server.get('/api/auth', token)).json()).toMatchObject({ auth: false });
    expect((await call('POST', '/api/view-as/end', token)).statusCode).toBe(401);
    const rows = (await viewAsAudit(clientId)).slice(before);
    expect(rows.map((r) => r.action)).toEqual(['viewAsStart', 'viewAsEnd']);
    expect((await server.get('/api/admin/users', adminA)).statusCode).toBe(200);
  });

  it('ends the visits of an admin who is deactivated meanwhile', async () => {
    const visit = (await start(clientId, adminA)).json() as Visit;
    const token = visit.user.accessToken;
    expect((await server.get('/api/auth', token)).json()).toMatchObject({ auth: true });
    const superToken = (await server.login(SUPER)).accessToken;
    const adminId = await userId(server, ADMIN_A);
    expect((await call('POST', `/api/admin/users/${adminId}/deactivate`, superToken)).statusCode).toBe(200);
    expect((await server.get(`/api/getAgencyAdvertisers/?agency=${agencyA}`, token)).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/users/${adminId}/reactivate`, superToken)).statusCode).toBe(200);
  });
});
