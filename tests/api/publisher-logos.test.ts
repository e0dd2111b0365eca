import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { ENGINES, startTestServer, type TestServer } from './harness';
import { RIVERSIDE, tokenOf } from './performance-helpers';

type Logo = { logoName: string; url: string; aliases: string[]; prefixes: string[] };

/** A multipart/form-data body: text fields first (the server reads those sent before the file), then the file. */
function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const boundary = '----sightline-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (colour: string) =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: colour } })
    .png()
    .toBuffer();

const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script>' +
    '<rect width="40" height="20" fill="#c00"/></svg>',
);

describe.each(ENGINES)('publisher logos on %s', (engine) => {
  let server: TestServer;
  let superuser: string;
  let agencyAdmin: string;
  let otherAdmin: string;
  let client: string;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, body?: object) =>
    server.app.inject({ method, url, payload: body, headers: token ? { ahauth: `Bearer ${token}` } : {} });
  const upload = (
    url: string,
    token: string,
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string; type: string },
  ) => {
    const form = multipart(fields, file);
    return server.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ahauth: `Bearer ${token}` },
    });
  };
  const auditRows = (objectId: string) =>
    server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('area', '=', 'publisherLogos')
      .where('object_id', '=', objectId)
      .orderBy('id')
      .execute();
  const all = async (token = superuser): Promise<Logo[]> =>
    (await call('GET', '/api/getPublisherLogos', token)).json().items;

  beforeAll(async () => {
    server = await startTestServer(engine);
    superuser = await tokenOf(server, 'super@sightline.test');
    agencyAdmin = await tokenOf(server, 'agency.admin@sightline.test');
    otherAdmin = await tokenOf(server, 'other.agency@sightline.test');
    client = await tokenOf(server, 'advertiser@sightline.test');
  });
  afterAll(async () => {
    await server.close();
  });

  it('seeds the twelve logos of the former fixed map, roku an alias of Roku Channel', async () => {
    const logos = await all(client);
    expect(logos).toHaveLength(12);
    expect(logos.find((l) => l.logoName === 'Roku Channel')).toEqual({
      logoName: 'Roku Channel',
      url: '/brand/publishers/roku-channel.svg',
      aliases: ['roku'],
      prefixes: [],
    });
    expect(logos.map((l) => l.logoName)).toContain('Paramount+');
    // Every seeded URL names a file the app serves.
    for (const logo of logos) expect(fs.existsSync(path.join('public', logo.url)), logo.url).toBe(true);
  });

  it('answers the whole list to any signed-in caller, the paged form only with MANAGE_SYSTEM', async () => {
    expect((await call('GET', '/api/getPublisherLogos')).statusCode).toBe(401);
    const whole = await call('GET', '/api/getPublisherLogos', client);
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toMatchObject({ total: 12, offset: 0, limit: 12 });
    expect((await call('GET', '/api/getPublisherLogos?limit=5', agencyAdmin)).statusCode).toBe(403);
    // 403 comes before validation.
    expect((await call('GET', '/api/getPublisherLogos?limit=nope', agencyAdmin)).statusCode).toBe(403);
    const paged = await call('GET', '/api/getPublisherLogos?limit=5&offset=5&sort=logoName&dir=desc', superuser);
    expect(paged.statusCode).toBe(200);
    const body = paged.json();
    expect(body).toMatchObject({ total: 12, limit: 5, offset: 5 });
    expect(body.items.map((l: Logo) => l.logoName)).toEqual(['Pluto TV', 'Philo', 'Peacock', 'Paramount+', 'Hulu']);
    const searched = (await call('GET', '/api/getPublisherLogos?search=ROKU', superuser)).json();
    expect(searched.items.map((l: Logo) => l.logoName)).toEqual(['Roku Channel']);
  });

  it('lets an export guest read the match list but not the admin page nor any write', async () => {
    const riverside = await server.db
      .selectFrom('advertisers')
      .select('agency_id')
      .where('id', '=', RIVERSIDE)
      .executeTakeFirstOrThrow();
    const guest = await server.ctx.grants.sign(
      {
        kind: 'export',
        shareId: null,
        generation: 0,
        agencyId: riverside.agency_id,
        advertiserId: RIVERSIDE,
        campaignIds: [],
        tab: 'ott',
        daterange: 'last30days',
        startDate: null,
        endDate: null,
        editableRange: false,
        view: 'client',
        requestedBy: null,
        orderId: null,
      },
      60,
    );
    const list = await call('GET', '/api/getPublisherLogos', guest);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/getPublisherLogos?limit=5', guest)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/removePublisherLogo/Hulu', guest)).statusCode).toBe(403);
  });

  it('refuses every write without a session (401) and to an agency admin (403), before validation', async () => {
    const writes: [Parameters<typeof call>[0], string][] = [
      ['POST', '/api/createPublisherLogo'],
      ['PUT', '/api/updatePublisherLogoUrl/Hulu'],
      ['PATCH', '/api/updatePublisherLogoName/Hulu'],
      ['DELETE', '/api/removePublisherLogo/Hulu'],
      ['POST', '/api/addPublisherLogoAlias/Hulu'],
      ['DELETE', '/api/removePublisherLogoAlias/Hulu/alias/x'],
      ['POST', '/api/addPublisherLogoPrefix/Hulu'],
      ['DELETE', '/api/removePublisherLogoPrefix/Hulu/prefix/x'],
      ['POST', '/api/uploadPublisherLogo'],
    ];
    for (const [method, url] of writes) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, agencyAdmin, {})).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await all()).toHaveLength(12);
  });

  it('creates a logo, validating name and URL with our texts', async () => {
    const missing = await call('POST', '/api/createPublisherLogo', superuser, { url: 'https://cdn.test/a.png' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: MESSAGES.logoNameMissing, field: 'logoName' });
    const blank = await call('POST', '/api/createPublisherLogo', superuser, {
      logoName: '  ',
      url: 'https://x.test/a',
    });
    expect(blank.json()).toEqual({ error: MESSAGES.logoNameMissing, field: 'logoName' });
    const noUrl = await call('POST', '/api/createPublisherLogo', superuser, { logoName: 'Crackle' });
    expect(noUrl.json()).toEqual({ error: MESSAGES.logoUrlMissing, field: 'url' });
    const badUrl = await call('POST', '/api/createPublisherLogo', superuser, {
      logoName: 'Crackle',
      url: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error).toBe(MESSAGES.logoUrlInvalid);

    const created = await call('POST', '/api/createPublisherLogo', superuser, {
      logoName: ' Crackle ',
      url: 'https://cdn.test/crackle.png',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      logoName: 'Crackle',
      url: 'https://cdn.test/crackle.png',
      aliases: [],
      prefixes: [],
    });
    const [entry] = await auditRows('Crackle');
    expect(entry).toMatchObject({ action: 'create', actor_email: 'super@sightline.test', before: null });
    expect(JSON.parse(String(entry!.after))).toEqual(created.json());
  });

  it('refuses a name already used by another logo, case-insensitively, naming it (409)', async () => {
    const taken = await call('POST', '/api/createPublisherLogo', superuser, {
      logoName: 'HULU',
      url: 'https://cdn.test/h.png',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(messageText('logoNameTaken', { name: 'HULU', other: 'Hulu' }));
    const asAlias = await call('POST', '/api/createPublisherLogo', superuser, {
      logoName: 'Roku',
      url: 'https://cdn.test/r.png',
    });
    expect(asAlias.statusCode).toBe(409);
    expect(asAlias.json().error).toBe(messageText('logoNameTaken', { name: 'Roku', other: 'Roku Channel' }));
  });

  it('changes a URL, answers 404 for an unknown logo, and audits before and after', async () => {
    const unknown = await call('PUT', '/api/updatePublisherLogoUrl/Nowhere', superuser, { newUrl: 'https://a.test/x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(messageText('logoNotFound', { name: 'Nowhere' }));
    expect((await call('PUT', '/api/updatePublisherLogoUrl/Tubi', superuser, {})).json().error).toBe(
      MESSAGES.logoUrlMissing,
    );
    const changed = await call('PUT', '/api/updatePublisherLogoUrl/tubi', superuser, {
      newUrl: 'https://cdn.test/tubi.png',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ logoName: 'Tubi', url: 'https://cdn.test/tubi.png' });
    const [entry] = await auditRows('Tubi');
    expect(entry!.action).toBe('updateUrl');
    expect(JSON.parse(String(entry!.before)).url).toBe('/brand/publishers/tubi.svg');
    expect(JSON.parse(String(entry!.after)).url).toBe('https://cdn.test/tubi.png');
  });

  it('adds and removes aliases and prefixes, lower-case, refusing ones another logo uses', async () => {
    const added = await call('POST', '/api/addPublisherLogoAlias/Peacock', superuser, { alias: ' Peacock TV ' });
    expect(added.json().aliases).toEqual(['peacock tv']);
    const again = await call('POST', '/api/addPublisherLogoAlias/Peacock', superuser, { alias: 'PEACOCK TV' });
    expect(again.statusCode).toBe(200);
    const used = await call('POST', '/api/addPublisherLogoAlias/Hulu', superuser, { alias: 'peacock tv' });
    expect(used.statusCode).toBe(409);
    expect(used.json().error).toBe(messageText('logoAliasTaken', { alias: 'peacock tv', other: 'Peacock' }));
    const nameOfOther = await call('POST', '/api/addPublisherLogoAlias/Hulu', superuser, { alias: 'tubi' });
    expect(nameOfOther.statusCode).toBe(409);
    expect((await call('POST', '/api/addPublisherLogoAlias/Hulu', superuser, {})).json().error).toBe(
      MESSAGES.logoAliasMissing,
    );

    const prefix = await call('POST', '/api/addPublisherLogoPrefix/Peacock', superuser, { prefix: 'NBC ' });
    expect(prefix.json().prefixes).toEqual(['nbc']);
    const prefixUsed = await call('POST', '/api/addPublisherLogoPrefix/Hulu', superuser, { prefix: 'nbc' });
    expect(prefixUsed.statusCode).toBe(409);
    expect(prefixUsed.json().error).toBe(messageText('logoPrefixTaken', { prefix: 'nbc', other: 'Peacock' }));
    expect((await call('POST', '/api/addPublisherLogoPrefix/Hulu', superuser, {})).json().error).toBe(
      MESSAGES.logoPrefixMissing,
    );

    const noAlias = await call('DELETE', '/api/removePublisherLogoAlias/Peacock/alias/nope', superuser);
    expect(noAlias.statusCode).toBe(404);
    const removed = await call('DELETE', '/api/removePublisherLogoAlias/Peacock/alias/Peacock%20TV', superuser);
    expect(removed.json().aliases).toEqual([]);
    const removedPrefix = await call('DELETE', '/api/removePublisherLogoPrefix/Peacock/prefix/NBC', superuser);
    expect(removedPrefix.json().prefixes).toEqual([]);
    expect((await call('DELETE', '/api/removePublisherLogoPrefix/Peacock/prefix/nbc', superuser)).statusCode).toBe(404);

    const actions = (await auditRows('Peacock')).map((row) => row.action);
    // The repeated alias changed nothing and left no entry.
    expect(actions).toEqual(['addAlias', 'addPrefix', 'removeAlias', 'removePrefix']);
  });

  it('renames a logo, carrying its aliases and prefixes, and refuses a name in use', async () => {
    await call('POST', '/api/addPublisherLogoAlias/Philo', superuser, { alias: 'philo tv' });
    await call('POST', '/api/addPublisherLogoPrefix/Philo', superuser, { prefix: 'philo ' });
    const clash = await call('PATCH', '/api/updatePublisherLogoName/Philo', superuser, { logoName: 'fubo' });
    expect(clash.statusCode).toBe(409);
    expect((await call('PATCH', '/api/updatePublisherLogoName/Philo', superuser, {})).json().error).toBe(
      MESSAGES.logoNameMissing,
    );
    const renamed = await call('PATCH', '/api/updatePublisherLogoName/philo', superuser, { logoName: 'Philo Live' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      logoName: 'Philo Live',
      url: '/brand/publishers/philo.svg',
      aliases: ['philo tv'],
      prefixes: ['philo'],
    });
    const logos = await all();
    expect(logos.find((l) => l.logoName === 'Philo')).toBeUndefined();
    expect(logos.find((l) => l.logoName === 'Philo Live')?.aliases).toEqual(['philo tv']);
    // A change of case only is a rename too.
    const cased = await call('PATCH', '/api/updatePublisherLogoName/Philo%20Live', superuser, {
      logoName: 'PHILO LIVE',
    });
    expect(cased.json().logoName).toBe('PHILO LIVE');
    const [entry] = await auditRows('Philo Live');
    expect(entry!.action).toBe('rename');
    expect(JSON.parse(String(entry!.before)).logoName).toBe('Philo');
    expect(JSON.parse(String(entry!.after)).aliases).toEqual(['philo tv']);
  });

  it('removes a logo with its aliases', async () => {
    const removed = await call('DELETE', '/api/removePublisherLogo/ROKU%20CHANNEL', superuser);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().aliases).toEqual(['roku']);
    expect((await all()).find((l) => l.logoName === 'Roku Channel')).toBeUndefined();
    expect(
      await server.db.selectFrom('publisher_logo_aliases').selectAll().where('alias', '=', 'roku').execute(),
    ).toEqual([]);
    const [entry] = await auditRows('Roku Channel');
    expect(entry).toMatchObject({ action: 'remove', after: null });
    expect((await call('DELETE', '/api/removePublisherLogo/Roku%20Channel', superuser)).statusCode).toBe(404);
  });

  it('uploads a picture: a new logo, then a new URL for the same logo', async () => {
    const first = await upload(
      '/api/uploadPublisherLogo',
      superuser,
      { logoName: 'Local Now' },
      {
        bytes: await png('#0a0'),
        name: 'local.png',
        type: 'image/png',
      },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^\/api\/images\/[0-9a-f]{40}\.png$/);
    const second = await upload(
      '/api/uploadPublisherLogo',
      superuser,
      { logoName: 'local now' },
      {
        bytes: await png('#00a'),
        name: 'local2.png',
        type: 'image/png',
      },
    );
    expect(second.json().logoName).toBe('Local Now');
    expect(second.json().url).not.toBe(first.json().url);
    expect((await auditRows('Local Now')).map((row) => row.action)).toEqual(['create', 'uploadImage']);
    const served = await server.get(second.json().url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // The created URL is accepted by the URL call too.
    expect(
      (await call('PUT', '/api/updatePublisherLogoUrl/Local%20Now', superuser, { newUrl: first.json().url }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an upload without a name, an oversize file (413) and a non-image (415), storing nothing', async () => {
    const before = await server.db.selectFrom('images').select('id').execute();
    const noName = await upload(
      '/api/uploadPublisherLogo',
      superuser,
      {},
      {
        bytes: await png('#a00'),
        name: 'x.png',
        type: 'image/png',
      },
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe(MESSAGES.logoNameMissing);
    const big = await upload(
      '/api/uploadPublisherLogo',
      superuser,
      { logoName: 'Big' },
      {
        bytes: Buffer.alloc(2 * 1024 * 1024 + 10, 7),
        name: 'big.png',
        type: 'image/png',
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe(messageText('imageTooLarge', { max: 2 }));
    const text = await upload(
      '/api/uploadPublisherLogo',
      superuser,
      { logoName: 'Text' },
      {
        bytes: Buffer.from('not a picture at all'),
        name: 'x.png',
        type: 'image/png',
      },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toMatch(/^The file is not an image we accept/);
    expect(await server.db.selectFrom('images').select('id').execute()).toEqual(before);
    expect((await all()).map((l) => l.logoName)).not.toContain('Big');
  });

  it('stores an SVG carrying a script as a PNG, served without the script and with immutable caching', async () => {
    const response = await upload(
      '/api/uploadPublisherLogo',
      superuser,
      { logoName: 'Scripted' },
      {
        bytes: SCRIPTED_SVG,
        name: 'evil.svg',
        type: 'image/svg+xml',
      },
    );
    expect(response.statusCode).toBe(200);
    const url = response.json().url as string;
    expect(url).toMatch(/\.png$/);
    const served = await server.get(url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.includes(Buffer.from('script'))).toBe(false);
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  describe('uploadCustomLogo', () => {
    let otherAgencyAdvertiser: number;
    beforeAll(async () => {
      const riverside = await server.db
        .selectFrom('advertisers')
        .select('agency_id')
        .where('id', '=', RIVERSIDE)
        .executeTakeFirstOrThrow();
      const row = await server.db
        .selectFrom('advertisers')
        .select('id')
        .where('agency_id', '!=', riverside.agency_id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      otherAgencyAdvertiser = row.id;
    });
    const logo = async () => ({ bytes: await png('#f80'), name: 'logo.png', type: 'image/png' });

    it("sets an advertiser's logo for its agency admin, audited under advertisers", async () => {
      const response = await upload(
        '/api/uploadCustomLogo',
        agencyAdmin,
        { advertiserId: String(RIVERSIDE) },
        await logo(),
      );
      expect(response.statusCode).toBe(200);
      const { logoUrl } = response.json();
      expect(logoUrl).toMatch(/^\/api\/images\/[0-9a-f]{40}\.png$/);
      const row = await server.db
        .selectFrom('advertisers')
        .select('logo_url')
        .where('id', '=', RIVERSIDE)
        .executeTakeFirstOrThrow();
      expect(row.logo_url).toBe(logoUrl);
      const entry = await server.db
        .selectFrom('audit_log')
        .selectAll()
        .where('area', '=', 'advertisers')
        .where('object_id', '=', String(RIVERSIDE))
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ action: 'uploadLogo', actor_email: 'agency.admin@sightline.test' });
      expect(JSON.parse(String(entry.after))).toEqual({ logoUrl });
      expect(JSON.parse(String(entry.before))).toEqual({ logoUrl: null });
    });

    it("answers 404 for another agency's advertiser, and refuses callers without the right", async () => {
      const foreign = await upload(
        '/api/uploadCustomLogo',
        agencyAdmin,
        { advertiserId: String(otherAgencyAdvertiser) },
        await logo(),
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe(MESSAGES.advertiserNotFound);
      const mirrored = await upload(
        '/api/uploadCustomLogo',
        otherAdmin,
        { advertiserId: String(RIVERSIDE) },
        await logo(),
      );
      expect(mirrored.statusCode).toBe(404);
      const row = await server.db
        .selectFrom('advertisers')
        .select('logo_url')
        .where('id', '=', otherAgencyAdvertiser)
        .executeTakeFirstOrThrow();
      expect(row.logo_url).toBeNull();
      expect(
        (await upload('/api/uploadCustomLogo', client, { advertiserId: String(RIVERSIDE) }, await logo())).statusCode,
      ).toBe(403);
      const missing = await upload('/api/uploadCustomLogo', superuser, {}, await logo());
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe(MESSAGES.advertiserIdMissing);
      const superOk = await upload(
        '/api/uploadCustomLogo',
        superuser,
        { advertiserId: String(otherAgencyAdvertiser) },
        await logo(),
      );
      expect(superOk.statusCode).toBe(200);
    });
  });
});
