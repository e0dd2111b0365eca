import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MISSING_LAYOUTS } from '../../src/domain/messages';
import type { LayoutScopeKind } from '../../src/server/db/schema';
import { ENGINES, startTestServer, type TestServer } from './harness';

/** Riverside Auto Group and Harbor Dental Care: agency A, the advertiser user's two advertisers. */
const RIVERSIDE = 10000001;
const HARBOR = 10000002;

const LAYOUT_QUERY = `query Layout($tactic: String!, $advertiserId: Int) {
  layout(tactic: $tactic, advertiserId: $advertiserId) { tactic source document Version }
}`;

/** Marks a stored document the test's validator rejects. */
const INVALID_MARK = { invalid: true };

const doc = (title: string) => ({ title, components: [{ type: 'section', modules: [] }] });

describe.each(ENGINES)('GraphQL layout query on %s', (engine) => {
  let server: TestServer;
  let layoutsDir: string;
  const tokens = new Map<string, string>();
  const validated: unknown[] = [];
  let otherAgencyAdvertisers: number[];

  const token = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    return tokens.get(email)!;
  };
  const layout = async (email: string | null, variables: { tactic: string; advertiserId?: number }) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query: LAYOUT_QUERY, variables },
      headers: email ? { authorization: `Bearer ${await token(email)}` } : {},
    });
    return response;
  };
  const resolved = async (email: string, variables: { tactic: string; advertiserId?: number }) => {
    const response = await layout(email, variables);
    const body = response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data.layout as { tactic: string; source: string; document: unknown; Version: number };
  };
  const missing = async (email: string, variables: { tactic: string; advertiserId?: number }) => {
    const response = await layout(email, variables);
    const body = response.json();
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toBe(MISSING_LAYOUTS);
    expect(response.statusCode).toBe(404);
    expect(body.errors[0].extensions).toEqual({ status: 404, code: 'missingLayouts' });
    return response;
  };
  const customise = async (kind: LayoutScopeKind, scopeId: number, tactic: string, document: unknown, version = 1) =>
    server.db
      .insertInto('layout_customizations')
      .values({
        scope_kind: kind,
        scope_id: scopeId,
        tactic,
        document: typeof document === 'string' ? document : JSON.stringify(document),
        version,
        modified_at: '2026-06-15T12:00:00.000Z',
        modified_by: 'agency.admin@sightline.test',
      })
      .execute();

  beforeAll(async () => {
    layoutsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-layouts-'));
    fs.writeFileSync(path.join(layoutsDir, 'summary.json'), JSON.stringify(doc('default summary')));
    fs.writeFileSync(path.join(layoutsDir, 'ott.json'), JSON.stringify(doc('default ott')));
    server = await startTestServer(engine, {
      config: { layoutsDir },
      validateLayout: (document) => {
        validated.push(document);
        if (typeof document === 'object' && document !== null && 'throws' in document) throw new Error('boom');
        return !(typeof document === 'object' && document !== null && 'invalid' in document);
      },
    });
    otherAgencyAdvertisers = (
      await server.db.selectFrom('advertisers').select('id').where('agency_id', '=', 2).orderBy('id').execute()
    ).map((row) => row.id);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(layoutsDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await server.db.deleteFrom('layout_customizations').execute();
    validated.length = 0;
  });

  it('serves the default file of the tab, version 0, for an agency and for one of its advertisers', async () => {
    expect(await resolved('agency.admin@sightline.test', { tactic: 'summary' })).toEqual({
      tactic: 'summary',
      source: 'DEFAULT',
      document: doc('default summary'),
      Version: 0,
    });
    expect(await resolved('advertiser@sightline.test', { tactic: 'ott', advertiserId: RIVERSIDE })).toEqual({
      tactic: 'ott',
      source: 'DEFAULT',
      document: doc('default ott'),
      Version: 0,
    });
  });

  it('reads each default file once per app instance', async () => {
    await resolved('agency.admin@sightline.test', { tactic: 'summary' });
    fs.writeFileSync(path.join(layoutsDir, 'summary.json'), JSON.stringify(doc('changed on disk')));
    try {
      const again = await resolved('agency.admin@sightline.test', { tactic: 'summary' });
      expect(again.document).toEqual(doc('default summary'));
    } finally {
      fs.writeFileSync(path.join(layoutsDir, 'summary.json'), JSON.stringify(doc('default summary')));
    }
  });

  it('an agency customisation beats the default, with its version', async () => {
    await customise('agency', 1, 'summary', doc('agency A summary'), 3);
    expect(await resolved('agency.admin@sightline.test', { tactic: 'summary' })).toEqual({
      tactic: 'summary',
      source: 'AGENCY',
      document: doc('agency A summary'),
      Version: 3,
    });
    // Through one of the agency's advertisers without a customisation of its own, the agency's layout applies.
    const forAdvertiser = await resolved('advertiser@sightline.test', { tactic: 'summary', advertiserId: HARBOR });
    expect(forAdvertiser).toMatchObject({ source: 'AGENCY', Version: 3 });
    // Another agency does not get it.
    expect(await resolved('other.agency@sightline.test', { tactic: 'summary' })).toMatchObject({
      source: 'DEFAULT',
      document: doc('default summary'),
    });
  });

  it('an agency customisation applies without any default file', async () => {
    await customise('agency', 1, 'display', doc('agency A display'), 2);
    expect(await resolved('agency.admin@sightline.test', { tactic: 'display' })).toMatchObject({
      source: 'AGENCY',
      Version: 2,
    });
    await missing('other.agency@sightline.test', { tactic: 'display' });
  });

  it('an advertiser customisation beats the agency one, for that advertiser only', async () => {
    await customise('agency', 1, 'summary', doc('agency A summary'), 3);
    await customise('advertiser', RIVERSIDE, 'summary', doc('riverside summary'), 7);
    expect(await resolved('agency.admin@sightline.test', { tactic: 'summary', advertiserId: RIVERSIDE })).toEqual({
      tactic: 'summary',
      source: 'ADVERTISER',
      document: doc('riverside summary'),
      Version: 7,
    });
    expect(await resolved('advertiser@sightline.test', { tactic: 'summary', advertiserId: RIVERSIDE })).toMatchObject({
      source: 'ADVERTISER',
    });
    // Without an advertiser, or for a sibling advertiser, the agency's layout.
    expect(await resolved('agency.admin@sightline.test', { tactic: 'summary' })).toMatchObject({ source: 'AGENCY' });
    expect(await resolved('agency.admin@sightline.test', { tactic: 'summary', advertiserId: HARBOR })).toMatchObject({
      source: 'AGENCY',
      document: doc('agency A summary'),
    });
  });

  it("another agency's advertiser customisation is never used for a different advertiser", async () => {
    const [theirs, other] = otherAgencyAdvertisers;
    expect(other).toBeDefined();
    await customise('advertiser', theirs!, 'summary', doc('agency B advertiser'), 5);
    await customise('agency', 2, 'summary', doc('agency B summary'), 4);
    const own = await resolved('other.agency@sightline.test', { tactic: 'summary', advertiserId: theirs! });
    expect(own).toMatchObject({ source: 'ADVERTISER', document: doc('agency B advertiser') });
    const sibling = await resolved('other.agency@sightline.test', { tactic: 'summary', advertiserId: other! });
    expect(sibling).toMatchObject({ source: 'AGENCY', document: doc('agency B summary') });
    for (const advertiserId of [RIVERSIDE, HARBOR]) {
      const agencyA = await resolved('agency.admin@sightline.test', { tactic: 'summary', advertiserId });
      expect(agencyA).toMatchObject({ source: 'DEFAULT', document: doc('default summary') });
    }
  });

  it("an advertiser of another agency answers 'Missing layouts for this user', like no layout at all", async () => {
    const theirs = otherAgencyAdvertisers[0]!;
    await customise('advertiser', theirs, 'summary', doc('agency B advertiser'), 5);
    const outside = await missing('agency.admin@sightline.test', { tactic: 'summary', advertiserId: theirs });
    const nothing = await missing('agency.admin@sightline.test', { tactic: 'no-such-tab' });
    expect(outside.statusCode).toBe(nothing.statusCode);
    expect(outside.json()).toEqual(nothing.json());
    expect(outside.body).not.toContain('agency B advertiser');
    // A client user sees only the advertisers granted to them, even inside their own agency.
    const ungranted = (
      await server.db
        .selectFrom('advertisers')
        .select('id')
        .where('agency_id', '=', 1)
        .where('id', 'not in', [RIVERSIDE, HARBOR])
        .executeTakeFirstOrThrow()
    ).id;
    await missing('advertiser@sightline.test', { tactic: 'summary', advertiserId: ungranted });
    // An advertiser id that does not exist at all looks the same.
    await missing('agency.admin@sightline.test', { tactic: 'summary', advertiserId: 99999999 });
  });

  it("an unknown tab without a default answers 'Missing layouts for this user'", async () => {
    await missing('agency.admin@sightline.test', { tactic: 'nothing-here' });
    await missing('agency.admin@sightline.test', { tactic: 'nothing-here', advertiserId: RIVERSIDE });
    // A tab name is never a path.
    await missing('agency.admin@sightline.test', { tactic: '../summary' });
    await missing('agency.admin@sightline.test', { tactic: 'summary.json' });
  });

  it('skips a stored customisation the validator rejects, and one that is not JSON, falling back a level', async () => {
    await customise('agency', 1, 'summary', doc('agency A summary'), 3);
    await customise('advertiser', RIVERSIDE, 'summary', { ...doc('broken'), ...INVALID_MARK }, 9);
    const result = await resolved('agency.admin@sightline.test', { tactic: 'summary', advertiserId: RIVERSIDE });
    expect(result).toMatchObject({ source: 'AGENCY', document: doc('agency A summary'), Version: 3 });
    expect(validated).toContainEqual({ ...doc('broken'), ...INVALID_MARK });

    await server.db.deleteFrom('layout_customizations').where('scope_kind', '=', 'agency').execute();
    await customise('agency', 1, 'summary', '{ not json', 4);
    const fallback = await resolved('agency.admin@sightline.test', { tactic: 'summary', advertiserId: RIVERSIDE });
    expect(fallback).toMatchObject({ source: 'DEFAULT', Version: 0, document: doc('default summary') });

    // A validator that throws rejects the document too; the caller still gets a layout.
    await server.db.deleteFrom('layout_customizations').execute();
    await customise('advertiser', RIVERSIDE, 'summary', { ...doc('throws'), throws: true }, 2);
    const afterThrow = await resolved('agency.admin@sightline.test', { tactic: 'summary', advertiserId: RIVERSIDE });
    expect(afterThrow).toMatchObject({ source: 'DEFAULT', Version: 0 });
  });

  it('a superuser resolves any advertiser; without an active agency only the default applies', async () => {
    const theirs = otherAgencyAdvertisers[0]!;
    await customise('advertiser', theirs, 'summary', doc('agency B advertiser'), 5);
    await customise('agency', 1, 'summary', doc('agency A summary'), 3);
    expect(await resolved('super@sightline.test', { tactic: 'summary', advertiserId: theirs })).toMatchObject({
      source: 'ADVERTISER',
    });
    const { user } = await server.login('super@sightline.test');
    const expected = user.active_agency_id === 1 ? 'AGENCY' : 'DEFAULT';
    expect(await resolved('super@sightline.test', { tactic: 'summary' })).toMatchObject({ source: expected });
  });

  it('is refused without a bearer token, like me', async () => {
    const response = await layout(null, { tactic: 'summary' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toMatchObject({ message: 'Not authenticated' });
    expect(response.json().data).toBeNull();
  });
});
