import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './harness';

/** Agency A and two of its advertisers; agency B is other.agency's. */
const AGENCY_A = 1;
const RIVERSIDE = 10000001;
const HARBOR = 10000002;

const DASH_ADMIN = 'dash.admin@sightline.test';
const AGENCY_ADMIN = 'agency.admin@sightline.test';
const STAFF = 'agency.staff@sightline.test';
const CLIENT = 'advertiser@sightline.test';
const OTHER_AGENCY_ADMIN = 'other.agency@sightline.test';

const FIELDS = `kind scopeId scopeName tactic Version customized modifiedAt modifiedBy
  effective { tactic source document Version }`;
const CURRENT = `query ($scope: LayoutScopeInput!, $tactic: String!) {
  layoutCustomization(scope: $scope, tactic: $tactic) { ${FIELDS} } }`;
const SAVE = `mutation ($input: SaveLayoutInput!) { saveLayoutCustomization(input: $input) { ${FIELDS} } }`;
const RESET = `mutation ($scope: LayoutScopeInput!, $tactic: String!, $Version: Int!) {
  resetLayoutCustomization(scope: $scope, tactic: $tactic, Version: $Version) { ${FIELDS} } }`;
const RESTORE = `mutation ($scope: LayoutScopeInput!, $tactic: String!, $version: Int!, $Version: Int!) {
  restoreLayoutVersion(scope: $scope, tactic: $tactic, version: $version, Version: $Version) { ${FIELDS} } }`;
const HISTORY = `query ($scope: LayoutScopeInput!, $tactic: String!) {
  layoutHistory(scope: $scope, tactic: $tactic) { version action savedAt savedBy summary restoredFrom } }`;
const DIFF = `query ($scope: LayoutScopeInput!, $tactic: String!, $from: Int!, $to: Int!) {
  layoutDiff(scope: $scope, tactic: $tactic, from: $from, to: $to) { kind path text } }`;
const VERSION_DOCUMENT = `query ($scope: LayoutScopeInput!, $tactic: String!, $version: Int!) {
  layoutVersionDocument(scope: $scope, tactic: $tactic, version: $version) }`;
const LAYOUT = `query ($tactic: String!, $advertiserId: Int) {
  layout(tactic: $tactic, advertiserId: $advertiserId) { source document Version } }`;

type Scope = { kind: 'AGENCY' | 'ADVERTISER'; id: number };
const agencyA: Scope = { kind: 'AGENCY', id: AGENCY_A };
const riverside: Scope = { kind: 'ADVERTISER', id: RIVERSIDE };

interface LayoutDoc {
  title?: string;
  Version?: number;
  LastModifiedBy?: string;
  components: { id: string; title?: string; modules: { id: string; options?: Record<string, unknown> }[] }[];
}

const DISPLAY: LayoutDoc = JSON.parse(fs.readFileSync('layouts/display.json', 'utf8')) as LayoutDoc;

/** The display layout with the Publishers table (breakdowns section, first module) paged by `perPage`. */
function withPerPage(perPage: number, title?: string): LayoutDoc {
  const doc = structuredClone(DISPLAY);
  const breakdowns = doc.components.find((section) => section.id === 'breakdowns')!;
  const publishers = breakdowns.modules.find((module) => module.id === 'publishers')!;
  publishers.options = { ...publishers.options, perPage };
  if (title) doc.title = title;
  return doc;
}

function perPageOf(doc: unknown): unknown {
  const layout = doc as LayoutDoc;
  return layout.components.find((s) => s.id === 'breakdowns')?.modules.find((m) => m.id === 'publishers')?.options
    ?.perPage;
}

describe.each(ENGINES)('layout editor over GraphQL on %s', (engine) => {
  let server: TestServer;
  const tokens = new Map<string, string>();

  const gql = async (email: string, query: string, variables: Record<string, unknown>) => {
    if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    const response = await server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query, variables },
      headers: { authorization: `Bearer ${tokens.get(email)}` },
    });
    const body = response.json() as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
    return { status: response.statusCode, body };
  };
  const ok = async <T = Record<string, unknown>>(
    email: string,
    query: string,
    variables: Record<string, unknown>,
    field: string,
  ): Promise<T> => {
    const { status, body } = await gql(email, query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(status).toBe(200);
    return body.data![field] as T;
  };
  const save = (email: string, scope: Scope, Version: number, document: unknown, tactic = 'display') =>
    gql(email, SAVE, { input: { scope, tactic, Version, document } });
  const stored = () => server.db.selectFrom('layout_customizations').selectAll().execute();
  const logRows = () => server.db.selectFrom('configurability_log').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await server.db.deleteFrom('layout_versions').execute();
    await server.db.deleteFrom('layout_customizations').execute();
    await server.db.deleteFrom('configurability_log').execute();
  });

  it('starts from the default: Version 0, not customised, the shipped document', async () => {
    const current = await ok<{
      Version: number;
      customized: boolean;
      scopeName: string;
      effective: { source: string; document: unknown };
    }>(DASH_ADMIN, CURRENT, { scope: riverside, tactic: 'display' }, 'layoutCustomization');
    expect(current).toMatchObject({ Version: 0, customized: false, scopeName: 'Riverside Auto Group' });
    expect(current.effective.source).toBe('DEFAULT');
    expect(current.effective.document).toEqual(DISPLAY);
  });

  it('saves at agency scope: every advertiser of the agency sees it, another agency does not', async () => {
    const { status, body } = await save(DASH_ADMIN, agencyA, 0, withPerPage(25, 'Agency display'));
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(status).toBe(200);
    const saved = body.data!.saveLayoutCustomization as {
      Version: number;
      customized: boolean;
      modifiedBy: string;
      effective: { source: string; document: LayoutDoc };
    };
    expect(saved).toMatchObject({ Version: 1, customized: true, modifiedBy: DASH_ADMIN });
    expect(saved.effective.source).toBe('AGENCY');
    // The server stamps the document it keeps.
    expect(saved.effective.document).toMatchObject({ title: 'Agency display', Version: 1, LastModifiedBy: DASH_ADMIN });

    for (const advertiserId of [RIVERSIDE, HARBOR]) {
      const seen = await ok<{ source: string; document: unknown; Version: number }>(
        CLIENT,
        LAYOUT,
        { tactic: 'display', advertiserId },
        'layout',
      );
      expect(seen.source).toBe('AGENCY');
      expect(perPageOf(seen.document)).toBe(25);
      expect(seen.Version).toBe(1);
    }
    const other = await ok<{ source: string; document: unknown }>(
      OTHER_AGENCY_ADMIN,
      LAYOUT,
      { tactic: 'display' },
      'layout',
    );
    expect(other.source).toBe('DEFAULT');
    expect(perPageOf(other.document)).toBe(perPageOf(DISPLAY));
  });

  it('an advertiser customisation wins over the agency one for that advertiser only', async () => {
    expect((await save(DASH_ADMIN, agencyA, 0, withPerPage(25))).status).toBe(200);
    const { status } = await save(AGENCY_ADMIN, riverside, 0, withPerPage(50));
    expect(status).toBe(200);
    const atRiverside = await ok<{ source: string; document: unknown }>(
      STAFF,
      LAYOUT,
      { tactic: 'display', advertiserId: RIVERSIDE },
      'layout',
    );
    expect(atRiverside.source).toBe('ADVERTISER');
    expect(perPageOf(atRiverside.document)).toBe(50);
    const atHarbor = await ok<{ source: string; document: unknown }>(
      STAFF,
      LAYOUT,
      { tactic: 'display', advertiserId: HARBOR },
      'layout',
    );
    expect(atHarbor.source).toBe('AGENCY');
    expect(perPageOf(atHarbor.document)).toBe(25);
  });

  it('refuses a stale Version with a conflict naming who changed it and when, and keeps their change', async () => {
    expect((await save(DASH_ADMIN, agencyA, 0, withPerPage(25))).status).toBe(200);
    const { status, body } = await save(AGENCY_ADMIN, agencyA, 0, withPerPage(50));
    expect(status).toBe(409);
    expect(body.errors![0]!.extensions).toMatchObject({
      status: 409,
      code: 'layoutVersionConflict',
      changedBy: DASH_ADMIN,
      currentVersion: 1,
    });
    expect(body.errors![0]!.message).toMatch(
      /^Version conflict: dash\.admin@sightline\.test changed this layout on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./,
    );
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.version)).toBe(1);
    expect(perPageOf(JSON.parse(rows[0]!.document))).toBe(25);
    expect(await logRows()).toHaveLength(1);
  });

  it('of two concurrent saves from the same Version exactly one wins; the loser writes nothing', async () => {
    expect((await save(DASH_ADMIN, agencyA, 0, withPerPage(25))).status).toBe(200);
    const results = await Promise.all([
      save(DASH_ADMIN, agencyA, 1, withPerPage(40, 'first')),
      save(AGENCY_ADMIN, agencyA, 1, withPerPage(60, 'second')),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.errors![0]!.extensions).toMatchObject({ status: 409, code: 'layoutVersionConflict' });
    const winnerDoc = (winner.body.data!.saveLayoutCustomization as { effective: { document: LayoutDoc } }).effective
      .document;
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.version)).toBe(2);
    expect(JSON.parse(rows[0]!.document)).toEqual(winnerDoc);
    const versions = await server.db.selectFrom('layout_versions').select('version').orderBy('version').execute();
    expect(versions.map((v) => Number(v.version))).toEqual([1, 2]);
    expect(await logRows()).toHaveLength(2);
  });

  it('of two concurrent first saves exactly one wins', async () => {
    const results = await Promise.all([
      save(DASH_ADMIN, riverside, 0, withPerPage(40)),
      save(AGENCY_ADMIN, riverside, 0, withPerPage(60)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stored()).toHaveLength(1);
    expect(await logRows()).toHaveLength(1);
  });

  it('refuses an invalid document with path-precise problems and writes nothing', async () => {
    const bad = withPerPage(0);
    bad.components[1]!.modules.push(structuredClone(bad.components[1]!.modules[0]!));
    const { status, body } = await save(DASH_ADMIN, agencyA, 0, bad);
    expect(status).toBe(400);
    const error = body.errors![0]!;
    expect(error.extensions).toMatchObject({ status: 400, code: 'invalidLayout' });
    const issues = error.extensions!.issues as { path: string; message: string }[];
    const paths = issues.map((issue) => issue.path);
    const publishers = bad.components.findIndex((s) => s.id === 'breakdowns');
    expect(paths).toContain(`components[${publishers}].modules[0].options.perPage`);
    // The lint rules run too: the duplicated module id.
    expect(paths).toContain('components[1].modules[1].id');
    expect(error.message).toContain(`components[${publishers}].modules[0].options.perPage`);
    const notALayout = await save(DASH_ADMIN, agencyA, 0, { title: 'no sections' });
    expect(notALayout.status).toBe(400);
    expect(await stored()).toHaveLength(0);
    expect(await logRows()).toHaveLength(0);
  });

  it('refuses plain staff, clients and users of another agency, and writes nothing', async () => {
    for (const email of [STAFF, CLIENT]) {
      const { status, body } = await save(email, agencyA, 0, withPerPage(25));
      expect(status).toBe(403);
      expect(body.errors![0]).toMatchObject({
        message: 'Not authorized',
        extensions: { status: 403, code: 'notAuthorized' },
      });
      const read = await gql(email, HISTORY, { scope: agencyA, tactic: 'display' });
      expect(read.status).toBe(403);
    }
    for (const scope of [agencyA, riverside]) {
      const { status, body } = await save(OTHER_AGENCY_ADMIN, scope, 0, withPerPage(25));
      expect(status).toBe(404);
      expect(body.errors![0]).toMatchObject({
        message: 'Layout scope not found',
        extensions: { status: 404, code: 'layoutScopeNotFound' },
      });
      const read = await gql(OTHER_AGENCY_ADMIN, CURRENT, { scope, tactic: 'display' });
      expect(read.status).toBe(404);
      expect(read.body.data).toBeNull();
    }
    expect(await stored()).toHaveLength(0);
    expect(await logRows()).toHaveLength(0);
    // Their own agency is theirs to shape.
    const own = await ok<{ kind: string; scopeId: number }>(
      OTHER_AGENCY_ADMIN,
      CURRENT,
      { scope: { kind: 'AGENCY', id: 2 }, tactic: 'display' },
      'layoutCustomization',
    );
    expect(own).toMatchObject({ kind: 'AGENCY', scopeId: 2 });
  });

  it('keeps every version: history, a readable diff, restore as a new version', async () => {
    expect((await save(DASH_ADMIN, agencyA, 0, withPerPage(25))).status).toBe(200);
    expect((await save(AGENCY_ADMIN, agencyA, 1, withPerPage(50, 'Renamed display'))).status).toBe(200);

    const history = await ok<{ version: number; action: string; savedBy: string; summary: string }[]>(
      DASH_ADMIN,
      HISTORY,
      { scope: agencyA, tactic: 'display' },
      'layoutHistory',
    );
    expect(history.map((v) => [v.version, v.action, v.savedBy])).toEqual([
      [2, 'SAVE', AGENCY_ADMIN],
      [1, 'SAVE', DASH_ADMIN],
    ]);
    expect(history[0]!.summary).toMatch(/perPage/);
    expect(history[1]!.summary).toMatch(/perPage/);

    const diff = await ok<{ kind: string; path: string; text: string }[]>(
      DASH_ADMIN,
      DIFF,
      { scope: agencyA, tactic: 'display', from: 1, to: 2 },
      'layoutDiff',
    );
    const options = diff.find((change) => change.kind === 'module-options');
    expect(options?.text).toMatch(/perPage 25 → 50/);
    expect(
      diff.some((change) => change.kind === 'config' || change.kind === 'document' || /title/i.test(change.text)),
    ).toBe(true);
    // Version 0 is the inherited default.
    const fromDefault = await ok<{ text: string }[]>(
      DASH_ADMIN,
      DIFF,
      { scope: agencyA, tactic: 'display', from: 0, to: 1 },
      'layoutDiff',
    );
    expect(fromDefault.map((c) => c.text).join('\n')).toMatch(/perPage 10 → 25/);

    const first = await ok<LayoutDoc>(
      DASH_ADMIN,
      VERSION_DOCUMENT,
      { scope: agencyA, tactic: 'display', version: 1 },
      'layoutVersionDocument',
    );
    expect(perPageOf(first)).toBe(25);

    const restored = await ok<{ Version: number; effective: { document: unknown } }>(
      DASH_ADMIN,
      RESTORE,
      { scope: agencyA, tactic: 'display', version: 1, Version: 2 },
      'restoreLayoutVersion',
    );
    expect(restored.Version).toBe(3);
    expect(perPageOf(restored.effective.document)).toBe(25);
    const after = await ok<{ version: number; action: string; restoredFrom: number | null; summary: string }[]>(
      DASH_ADMIN,
      HISTORY,
      { scope: agencyA, tactic: 'display' },
      'layoutHistory',
    );
    expect(after[0]).toMatchObject({ version: 3, action: 'RESTORE', restoredFrom: 1 });
    expect(after[0]!.summary).toMatch(/^Restored version 1: /);
    // A restore from a stale Version is a conflict like any save.
    const stale = await gql(DASH_ADMIN, RESTORE, { scope: agencyA, tactic: 'display', version: 2, Version: 2 });
    expect(stale.status).toBe(409);
    const unknown = await gql(DASH_ADMIN, RESTORE, { scope: agencyA, tactic: 'display', version: 9, Version: 3 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors![0]!.message).toBe('Version not found');
  });

  it('reset brings back the inherited layout, keeps the history, and refuses a second reset', async () => {
    expect((await save(DASH_ADMIN, agencyA, 0, withPerPage(25))).status).toBe(200);
    expect((await save(DASH_ADMIN, riverside, 0, withPerPage(50))).status).toBe(200);

    const advertiserReset = await ok<{
      Version: number;
      customized: boolean;
      effective: { source: string; document: unknown };
    }>(DASH_ADMIN, RESET, { scope: riverside, tactic: 'display', Version: 1 }, 'resetLayoutCustomization');
    expect(advertiserReset).toMatchObject({ Version: 2, customized: false });
    expect(advertiserReset.effective.source).toBe('AGENCY');
    expect(perPageOf(advertiserReset.effective.document)).toBe(25);

    const agencyReset = await ok<{ customized: boolean; effective: { source: string; document: unknown } }>(
      DASH_ADMIN,
      RESET,
      { scope: agencyA, tactic: 'display', Version: 1 },
      'resetLayoutCustomization',
    );
    expect(agencyReset.customized).toBe(false);
    expect(agencyReset.effective.source).toBe('DEFAULT');
    const seen = await ok<{ source: string; document: unknown }>(
      CLIENT,
      LAYOUT,
      { tactic: 'display', advertiserId: RIVERSIDE },
      'layout',
    );
    expect(seen.source).toBe('DEFAULT');
    expect(seen.document).toEqual(DISPLAY);

    const again = await gql(DASH_ADMIN, RESET, { scope: agencyA, tactic: 'display', Version: 2 });
    expect(again.status).toBe(400);
    const history = await ok<{ version: number; action: string; summary: string }[]>(
      DASH_ADMIN,
      HISTORY,
      { scope: riverside, tactic: 'display' },
      'layoutHistory',
    );
    expect(history.map((v) => [v.version, v.action])).toEqual([
      [2, 'RESET'],
      [1, 'SAVE'],
    ]);
    expect(history[0]!.summary).toMatch(/^Reset to the inherited layout: /);
    // A reset cannot be restored; the saved version before it can.
    expect(
      (await gql(DASH_ADMIN, RESTORE, { scope: riverside, tactic: 'display', version: 2, Version: 2 })).status,
    ).toBe(400);
    const back = await ok<{ customized: boolean; effective: { source: string } }>(
      DASH_ADMIN,
      RESTORE,
      { scope: riverside, tactic: 'display', version: 1, Version: 2 },
      'restoreLayoutVersion',
    );
    expect(back).toMatchObject({ customized: true, effective: { source: 'ADVERTISER' } });
  });

  it('writes every save and reset to the configurability log: who, when, scope, tactic, what changed', async () => {
    expect((await save(DASH_ADMIN, agencyA, 0, withPerPage(25))).status).toBe(200);
    expect((await save(AGENCY_ADMIN, riverside, 0, withPerPage(50))).status).toBe(200);
    expect((await gql(DASH_ADMIN, RESET, { scope: riverside, tactic: 'display', Version: 1 })).status).toBe(200);
    const rows = await logRows();
    expect(rows.map((r) => [r.user_email, r.scope_kind, Number(r.scope_id), r.tactic, r.action])).toEqual([
      [DASH_ADMIN, 'agency', AGENCY_A, 'display', 'save'],
      [AGENCY_ADMIN, 'advertiser', RIVERSIDE, 'display', 'save'],
      [DASH_ADMIN, 'advertiser', RIVERSIDE, 'display', 'reset'],
    ]);
    for (const row of rows) {
      expect(row.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(row.summary).toMatch(/perPage/);
    }
  });
});
