import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('HTTP errors, headers and the SPA fallback', () => {
  let server: TestServer;
  let token: string;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Sightline</title><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbCd1234.js'), 'export {};');
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    server = await startTestServer('sqlite', { config: { distDir: dist } });
    token = (await server.login('agency.staff@sightline.test')).accessToken;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const raw = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    server.app.inject({ method: 'POST', url: '/api/login', payload, headers });

  it('malformed JSON gets 400 with a clear message', async () => {
    const response = await raw('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('a missing field gets 400 naming the field', async () => {
    const response = await raw(JSON.stringify({ email: 'a@b.test' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Missing field 'password' in body");
  });

  it('a wrong type gets 400 naming the field', async () => {
    const response = await raw(JSON.stringify({ email: { nested: true }, password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Invalid body field 'email'/);
  });

  it('an oversized body gets 413', async () => {
    const response = await raw(JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large' });
  });

  it('an unknown /api path gets a JSON 404, signed in or not', async () => {
    for (const headers of [{}, { ahauth: `Bearer ${token}` }]) {
      const response = await server.app.inject({ method: 'GET', url: '/api/no/such/thing', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('hashed assets are cached for a year; index.html, other files and SPA routes are revalidated', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-AbCd1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/robots.txt', '/advertiser?advertiserId=1']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('responses never carry a stack trace', async () => {
    const response = await raw('{"email": [1,2', { 'content-type': 'application/json' });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('every response carries security headers', async () => {
    for (const url of ['/api/health', '/advertiser', '/api/nothing']) {
      const response = await server.get(url);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('deep links are served the SPA (history mode)', async () => {
    const response = await server.get('/advertiser?tab=display');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('a missing asset is a 404, not the SPA page', async () => {
    expect((await server.get('/assets/missing-chunk.js')).statusCode).toBe(404);
  });

  it('brand logos are drawn from the agency theme', async () => {
    const compulse = await server.get('/brand/compulse/logo.svg');
    const sbg = await server.get('/brand/sbg/logo.svg');
    expect(compulse.headers['content-type']).toContain('image/svg+xml');
    expect(compulse.body).toContain('Compulse Media');
    expect(sbg.body).toContain('SBG Advertising');
  });
});

describe('maintenance mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { config: { maintenance: true } });
  });
  afterAll(() => server.close());

  it('answers every API and GraphQL call with 417 api offline', async () => {
    for (const url of ['/api/auth', '/api/health', '/graph']) {
      const response = await server.get(url);
      expect(response.statusCode).toBe(417);
      expect(response.body).toBe('api offline');
    }
  });

  it('judges encoded and unmatched spellings of those paths the same way', async () => {
    const login = { email: 'agency.admin@sightline.test', password: 'sightline-demo', domain: 'localhost' };
    for (const url of ['/%61pi/login', '/ap%69/login', '//api/login', '/%67raph', '/API/nothing-here']) {
      const response = await server.post(url, login);
      expect({ url, status: response.statusCode, body: response.body }).toEqual({
        url,
        status: 417,
        body: 'api offline',
      });
    }
  });
});
