import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import type { ThemeRecord } from '../../src/domain/theme';
import { ENGINES, startTestServer, type TestServer } from './harness';

interface Detail {
  theme: ThemeRecord;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  agencies: { id: number; name: string }[];
}

/** A multipart/form-data body with one file and optional text fields. */
function multipart(file: Buffer, fileName: string, type: string, fields: Record<string, string> = {}) {
  const boundary = '----sightline-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(parts.join('') + head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20" fill="#0a0"/></svg>',
);

describe.each(ENGINES)('System Admin themes (%s)', (engine) => {
  let server: TestServer;
  let superToken: string;
  let adminToken: string;
  let png: Buffer;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = superToken) =>
    server.app.inject({
      method,
      url,
      headers: { ahauth: `Bearer ${token}` },
      ...(body ? { payload: body as object } : {}),
    });
  const detail = (response: LightMyRequestResponse) => response.json() as Detail;
  const editable = ({ code: _code, ...rest }: ThemeRecord, version?: number) => ({
    ...rest,
    ...(version ? { version } : {}),
  });
  const upload = (code: string, which: 'logo' | 'favicon', body: ReturnType<typeof multipart>, token = superToken) =>
    server.app.inject({
      method: 'POST',
      url: `/api/admin/themes/${code}/${which}`,
      payload: body.payload,
      headers: { ...body.headers, ahauth: `Bearer ${token}` },
    });
  const authTheme = async (code: string) =>
    ((await server.get(`/api/auth?theme_code=${code}`)).json() as { theme: ThemeRecord }).theme;

  beforeAll(async () => {
    server = await startTestServer(engine);
    superToken = (await server.login('super@sightline.test')).accessToken;
    adminToken = (await server.login('agency.admin@sightline.test')).accessToken;
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a signed-out caller with 401 and an agency admin with 403 on every call', async () => {
    expect((await server.get('/api/admin/themes')).statusCode).toBe(401);
    const compulse = detail(await call('GET', '/api/admin/themes/compulse')).theme;
    const attempts = [
      await call('GET', '/api/admin/themes', undefined, adminToken),
      await call('GET', '/api/admin/themes/compulse', undefined, adminToken),
      await call('POST', '/api/admin/themes', { ...editable(compulse), code: 'mine' }, adminToken),
      await call('PUT', '/api/admin/themes/compulse', editable(compulse, 1), adminToken),
      await call('DELETE', '/api/admin/themes/sbg', undefined, adminToken),
      await upload('compulse', 'logo', multipart(png, 'a.png', 'image/png'), adminToken),
    ];
    for (const response of attempts) expect(response.json()).toEqual({ error: MESSAGES.noAccess });
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(detail(await call('GET', '/api/admin/themes/compulse')).version).toBe(1);
  });

  it('lists themes a page at a time, with search, sort and the agencies using each', async () => {
    const all = (await call('GET', '/api/admin/themes?sort=code&dir=asc')).json();
    expect(all.total).toBe(4);
    expect(all.items.map((t: { code: string }) => t.code)).toEqual(['agency', 'compulse', 'demo', 'sbg']);
    const compulse = all.items[1];
    expect(compulse).toMatchObject({ name: 'Compulse Media', primary: '#0b5394', rootDomain: 'compulse.localhost' });
    expect(compulse.agencies.map((a: { name: string }) => a.name)).toEqual(['Compulse Media']);
    const second = (await call('GET', '/api/admin/themes?sort=code&dir=desc&limit=2&offset=2')).json();
    expect(second).toMatchObject({ total: 4, limit: 2, offset: 2 });
    expect(second.items.map((t: { code: string }) => t.code)).toEqual(['compulse', 'agency']);
    const found = (await call('GET', '/api/admin/themes?search=SBG')).json();
    expect(found.items.map((t: { code: string }) => t.code)).toEqual(['sbg']);
    expect((await call('GET', '/api/admin/themes?search=nothing-like-it')).json()).toMatchObject({
      total: 0,
      items: [],
    });
    expect((await call('GET', '/api/admin/themes?limit=501')).statusCode).toBe(400);
  });

  it('reads one theme with its version, and answers 404 for an unknown code', async () => {
    const one = detail(await call('GET', '/api/admin/themes/sbg'));
    expect(one).toMatchObject({ version: 1, theme: { code: 'sbg', font: 'Lato' } });
    expect(one.agencies.map((a) => a.name)).toEqual(['SBG Advertising']);
    const missing = await call('GET', '/api/admin/themes/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: MESSAGES.themeNotFound });
  });

  it('creates a theme, refuses a taken code with 409 and a bad colour with 400 naming the field', async () => {
    const base = detail(await call('GET', '/api/admin/themes/demo')).theme;
    const body = { ...editable(base), code: 'acme', name: 'Acme', companyName: 'Acme Inc.' };
    const created = await call('POST', '/api/admin/themes', body);
    expect(created.statusCode).toBe(201);
    expect(detail(created)).toMatchObject({ version: 1, updatedBy: 'super@sightline.test', agencies: [] });
    expect(detail(created).theme).toMatchObject({ code: 'acme', name: 'Acme' });
    const again = await call('POST', '/api/admin/themes', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: messageText('themeExists', { code: 'acme' }) });
    const badColour = await call('POST', '/api/admin/themes', {
      ...body,
      code: 'acme-two',
      colors: { ...body.colors, primary: 'red' },
    });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().error).toContain("'colors.primary'");
    const badCode = await call('POST', '/api/admin/themes', { ...body, code: 'Acme Two' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error).toContain("'code'");
    const oneChartColour = await call('POST', '/api/admin/themes', {
      ...body,
      code: 'acme-3',
      chartColors: ['#000000'],
    });
    expect(oneChartColour.statusCode).toBe(400);
    expect(oneChartColour.json().error).toContain("'chartColors'");
    expect((await call('GET', '/api/admin/themes/acme-two')).statusCode).toBe(404);
  });

  it('updates with a compare-and-set: the new colour is served at once, a stale version gets 409 naming the editor', async () => {
    expect((await authTheme('compulse')).colors.primary).toBe('#0b5394'); // now cached by this instance
    const read = detail(await call('GET', '/api/admin/themes/compulse'));
    const changed = { ...read.theme.colors, primary: '#aa2200', toolbar: '#aa2200' };
    const saved = await call('PUT', '/api/admin/themes/compulse', {
      ...editable(read.theme, read.version),
      colors: changed,
    });
    expect(saved.statusCode).toBe(200);
    expect(detail(saved)).toMatchObject({ version: read.version + 1, theme: { colors: { primary: '#aa2200' } } });
    expect((await authTheme('compulse')).colors.primary).toBe('#aa2200');

    const stale = await call('PUT', '/api/admin/themes/compulse', {
      ...editable(read.theme, read.version),
      name: 'Lost edit',
    });
    expect(stale.statusCode).toBe(409);
    const at = detail(saved).updatedAt!;
    expect(stale.json()).toEqual({
      error: messageText('themeChanged', { code: 'compulse', by: 'super@sightline.test', at }),
      version: read.version + 1,
      updatedBy: 'super@sightline.test',
      updatedAt: at,
    });
    expect(detail(await call('GET', '/api/admin/themes/compulse')).theme.name).toBe('Compulse Media');
    const noVersion = await call('PUT', '/api/admin/themes/compulse', editable(read.theme));
    expect(noVersion.statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/themes/nope', editable(read.theme, 1))).statusCode).toBe(404);
  });

  it('refuses to delete the default theme and a theme in use; deletes an unused one', async () => {
    const base = detail(await call('GET', '/api/admin/themes/demo')).theme;
    await call('POST', '/api/admin/themes', { ...editable(base), code: 'gone-soon' });
    const fallback = await call('DELETE', '/api/admin/themes/agency');
    expect(fallback.statusCode).toBe(409);
    expect(fallback.json()).toEqual({ error: messageText('themeDefaultUndeletable', { code: 'agency' }) });
    const used = await call('DELETE', '/api/admin/themes/sbg');
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ error: messageText('themeInUse', { code: 'sbg', agencies: 'SBG Advertising' }) });
    const removed = await call('DELETE', '/api/admin/themes/gone-soon');
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/themes/gone-soon')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/themes/gone-soon')).statusCode).toBe(404);
  });

  it('takes a PNG logo through the image pipeline; the drawn logo address then redirects to it', async () => {
    const response = await upload('sbg', 'logo', multipart(png, 'logo.png', 'image/png'));
    expect(response.statusCode).toBe(200);
    const logo = detail(response).theme.logo;
    expect(logo).toMatch(/^\/api\/images\/[0-9a-f]{40}\.png$/);
    const served = await server.get(logo);
    expect(served.headers['content-type']).toBe('image/png');
    const brand = await server.get('/brand/sbg/logo.svg');
    expect(brand.statusCode).toBe(302);
    expect(brand.headers.location).toBe(logo);
    expect((await server.get('/brand/demo/logo.svg')).headers['content-type']).toContain('image/svg+xml');
  });

  it('stores an SVG favicon carrying a script as a PNG, refuses a non-image and a stale version', async () => {
    const version = detail(await call('GET', '/api/admin/themes/demo')).version;
    const response = await upload(
      'demo',
      'favicon',
      multipart(SCRIPTED_SVG, 'icon.svg', 'image/svg+xml', { version: String(version) }),
    );
    expect(response.statusCode).toBe(200);
    const favicon = detail(response).theme.favicon;
    expect(favicon).toMatch(/\.png$/);
    const served = await server.get(favicon);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect((await authTheme('demo')).favicon).toBe(favicon);

    const text = await upload('demo', 'favicon', multipart(Buffer.from('just words'), 'a.png', 'image/png'));
    expect(text.statusCode).toBe(415);
    const stale = await upload('demo', 'logo', multipart(png, 'a.png', 'image/png', { version: String(version) }));
    expect(stale.statusCode).toBe(409);
    expect((await upload('nope', 'logo', multipart(png, 'a.png', 'image/png'))).statusCode).toBe(404);
  });

  it('writes an audit row with before and after for each change, and reverts an update through the handler', async () => {
    const rows = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'themes')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => `${r.action} ${r.object_id}`)).toEqual([
      'create acme',
      'update compulse',
      'create gone-soon',
      'delete gone-soon',
      'uploadLogo sbg',
      'uploadFavicon demo',
    ]);
    const update = rows[1]!;
    expect(update.actor_email).toBe('super@sightline.test');
    expect(JSON.parse(update.before!).colors.primary).toBe('#0b5394');
    expect(JSON.parse(update.after!).colors.primary).toBe('#aa2200');
    expect(rows[0]!.before).toBeNull();
    expect(rows[3]!.after).toBeNull();

    const entry = (await server.ctx.audit.get(Number(update.id)))!;
    const revert = server.ctx.audit.reverterOf('themes')!;
    const actor = { id: null, email: 'super@sightline.test' };
    const result = await server.db.transaction().execute((trx) => revert(entry, trx, actor));
    expect(result).toMatchObject({
      before: { colors: { primary: '#aa2200' } },
      after: { colors: { primary: '#0b5394' } },
    });
    expect((await authTheme('compulse')).colors.primary).toBe('#0b5394');
    expect(detail(await call('GET', '/api/admin/themes/compulse')).version).toBe(3);

    // Reverting a creation deletes the theme; reverting its deletion brings it back.
    const created = (await server.ctx.audit.get(Number(rows[0]!.id)))!;
    await server.db.transaction().execute((trx) => revert(created, trx, actor));
    expect((await call('GET', '/api/admin/themes/acme')).statusCode).toBe(404);
    const deleted = (await server.ctx.audit.get(Number(rows[3]!.id)))!;
    await server.db.transaction().execute((trx) => revert(deleted, trx, actor));
    expect(detail(await call('GET', '/api/admin/themes/gone-soon')).theme.code).toBe('gone-soon');
  });
});
