import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { deliveringCampaigns, RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

/**
 * The thumbnail URL's checks, which all happen before anything is rendered (the picture itself is checked by the
 * export end-to-end spec, which has the built client and Chromium).
 */
describe.each(ENGINES)('share-link thumbnails on %s', (engine) => {
  let server: TestServer;
  let staff: string;
  let campaigns: { id: number }[];

  const create = async (body: Record<string, unknown> = {}) => {
    const response = await server.post(
      '/api/getShareDashboardLink',
      {
        advertiserId: RIVERSIDE,
        tab: 'summary',
        campaignIds: campaigns.slice(0, 2).map((c) => c.id),
        ...RANGE,
        ...body,
      },
      staff,
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; shortId: string; generation: number; thumbnailUrl: string | null };
  };
  const fetchUrl = (url: string) => server.app.inject({ method: 'GET', url });
  const withParam = (url: string, key: string, value: string) => {
    const parsed = new URL(url, 'http://localhost');
    parsed.searchParams.set(key, value);
    return `${parsed.pathname}${parsed.search}`;
  };

  beforeAll(async () => {
    server = await startServerAt(engine);
    staff = await tokenOf(server, 'agency.staff@sightline.test');
    campaigns = await deliveringCampaigns(server.db, RIVERSIDE);
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives each active link a signed URL with the screenshot parameters of 000 §9', async () => {
    const share = await create();
    const url = new URL(share.thumbnailUrl!, 'http://localhost');
    expect(url.pathname).toBe('/api/dashboard/thumbnail');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      dsc: share.shortId,
      ppid: String(RIVERSIDE),
      v: String(share.generation),
      env: 'local',
      tmpl: 'sd1',
    });
    expect(url.searchParams.get('demohash')).toMatch(/^[0-9a-f]{64}$/);
    const listed = (await server.get('/api/shares', staff)).json() as {
      shares: { id: number; thumbnailUrl: string }[];
    };
    expect(listed.shares.find((s) => s.id === share.id)?.thumbnailUrl).toBe(share.thumbnailUrl);
  });

  it('refuses another template, a forged hash, a changed parameter and a width out of range', async () => {
    const { thumbnailUrl } = await create();
    const url = thumbnailUrl!;
    const template = await fetchUrl(withParam(url, 'tmpl', 'sd2'));
    expect(template.statusCode).toBe(400);
    expect(template.json()).toEqual({ error: 'tmpl must be sd1' });
    const forged = await fetchUrl(withParam(url, 'demohash', 'f'.repeat(64)));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ error: 'This thumbnail link is not valid.' });
    // The hash covers the advertiser, the version and the environment.
    for (const [key, value] of [
      ['ppid', '10000002'],
      ['v', '2'],
      ['env', 'production'],
    ] as const) {
      expect((await fetchUrl(withParam(url, key, value))).statusCode).toBe(403);
    }
    expect((await fetchUrl(withParam(url, 'thumbWidth', '5000'))).statusCode).toBe(400);
    expect((await fetchUrl(withParam(url, 'env', 'mars'))).statusCode).toBe(400);
    const missing = await fetchUrl('/api/dashboard/thumbnail?dsc=x');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).not.toMatch(/at .*\.ts/);
  });

  it('has no picture for password-protected, revoked, rotated or expired links', async () => {
    const protectedLink = await create({ password: 'open sesame' });
    expect(protectedLink.thumbnailUrl).toBeNull();
    const forced = server.ctx.thumbnails.url({ ...protectedLink, advertiserId: RIVERSIDE }, 'local');
    const refused = await fetchUrl(forced);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Thumbnails are not available for password-protected links.' });

    const revoked = await create();
    expect((await server.post(`/api/shares/${revoked.id}/revoke`, {}, staff)).statusCode).toBe(200);
    expect((await fetchUrl(revoked.thumbnailUrl!)).statusCode).toBe(404);

    const rotated = await create();
    const next = (await server.post(`/api/shares/${rotated.id}/rotate`, {}, staff)).json() as {
      thumbnailUrl: string;
      generation: number;
    };
    expect(next.generation).toBe(rotated.generation + 1);
    expect(next.thumbnailUrl).not.toBe(rotated.thumbnailUrl);
    expect((await fetchUrl(rotated.thumbnailUrl!)).statusCode).toBe(404);

    const expiring = await create({ expiresAt: server.ctx.now() + 60_000 });
    await server.db
      .updateTable('share_links')
      .set({ expires_at: server.ctx.now() - 1 })
      .where('id', '=', expiring.id)
      .execute();
    const expired = await fetchUrl(expiring.thumbnailUrl!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'This shared link has expired.' });
  });
});
