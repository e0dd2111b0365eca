import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/server/trust-proxy';
import { ENGINES, startTestServer, type TestServer } from './harness';

describe('sign-in throttling', () => {
  let server: TestServer;
  afterEach(() => server.close());

  const attempt = (email: string, password: string, ip = '10.0.0.1') =>
    server.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  it('pauses an account after five failures, even with the right password, and says for how long', async () => {
    // A fixed clock: the wait is counted from the first failure, whatever the machine's load.
    const clock = Date.now();
    server = await startTestServer('sqlite', { now: () => clock });
    for (let i = 0; i < 5; i++) expect((await attempt('agency.staff@sightline.test', 'wrong')).statusCode).toBe(401);
    const blocked = await attempt('agency.staff@sightline.test', 'sightline-demo');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    expect(blocked.headers['retry-after']).toBe('900');
  });

  it('other accounts from other addresses are not affected by one account being paused', async () => {
    server = await startTestServer('sqlite');
    for (let i = 0; i < 5; i++) await attempt('agency.staff@sightline.test', 'wrong');
    expect((await attempt('dash.admin@sightline.test', 'sightline-demo', '10.0.0.2')).statusCode).toBe(200);
  });

  it('pauses an address after twenty failures across accounts', async () => {
    server = await startTestServer('sqlite', {
      throttleLimits: { windowMs: 900_000, perAccount: 100, perAddress: 20 },
    });
    for (let i = 0; i < 20; i++) await attempt(`guess${i}@sightline.test`, 'wrong', '10.9.9.9');
    expect((await attempt('dash.admin@sightline.test', 'sightline-demo', '10.9.9.9')).statusCode).toBe(429);
    expect((await attempt('dash.admin@sightline.test', 'sightline-demo', '10.9.9.8')).statusCode).toBe(200);
  });

  it('lets the account in again once the window has passed', async () => {
    let clock = Date.now();
    server = await startTestServer('sqlite', { now: () => clock });
    for (let i = 0; i < 5; i++) await attempt('agency.staff@sightline.test', 'wrong');
    clock += 15 * 60_000 + 1;
    expect((await attempt('agency.staff@sightline.test', 'sightline-demo')).statusCode).toBe(200);
  });
});

describe('the client address of the per-address limit', () => {
  let server: TestServer;
  afterEach(() => server.close());

  const limits = { windowMs: 900_000, perAccount: 100, perAddress: 3 };
  /** A sign-in from fastify.inject's own address (127.0.0.1), claiming another through X-Forwarded-For. */
  const forwarded = (email: string, password: string, claimed: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': claimed },
    });

  it('ignores X-Forwarded-For by default, so a spoofed address does not escape the limit', async () => {
    server = await startTestServer('sqlite', { throttleLimits: limits });
    for (let i = 0; i < 3; i++)
      expect((await forwarded(`guess${i}@sightline.test`, 'wrong', `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await forwarded('dash.admin@sightline.test', 'sightline-demo', '198.51.100.99')).statusCode).toBe(429);
  });

  it('uses the forwarded address when the connecting proxy is trusted by address', async () => {
    server = await startTestServer('sqlite', { throttleLimits: limits, config: { trustProxy: ['127.0.0.1'] } });
    for (let i = 0; i < 3; i++) await forwarded(`guess${i}@sightline.test`, 'wrong', '198.51.100.1');
    expect((await forwarded('dash.admin@sightline.test', 'sightline-demo', '198.51.100.1')).statusCode).toBe(429);
    expect((await forwarded('dash.admin@sightline.test', 'sightline-demo', '198.51.100.2')).statusCode).toBe(200);
  });

  it('uses the forwarded address behind a trusted hop count, and only as many hops as configured', async () => {
    server = await startTestServer('sqlite', { throttleLimits: limits, config: { trustProxy: parseTrustProxy('1') } });
    // The client prepends a made-up address; the one proxy appends what it saw (198.51.100.1), which counts.
    for (let i = 0; i < 3; i++) await forwarded(`guess${i}@sightline.test`, 'wrong', `203.0.113.${i}, 198.51.100.1`);
    expect((await forwarded('dash.admin@sightline.test', 'sightline-demo', '198.51.100.1')).statusCode).toBe(429);
    expect((await forwarded('dash.admin@sightline.test', 'sightline-demo', '198.51.100.2')).statusCode).toBe(200);
  });

  it('does not trust a connecting peer outside the configured list', async () => {
    server = await startTestServer('sqlite', { throttleLimits: limits, config: { trustProxy: ['10.0.0.5'] } });
    for (let i = 0; i < 3; i++)
      expect((await forwarded(`guess${i}@sightline.test`, 'wrong', `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await forwarded('dash.admin@sightline.test', 'sightline-demo', '198.51.100.99')).statusCode).toBe(429);
  });
});

describe.each(ENGINES)('sign-in throttling under concurrency on %s', (engine) => {
  let server: TestServer;
  afterEach(() => server.close());

  const attempt = (email: string, password: string, ip: string) =>
    server.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
  const statuses = (responses: { statusCode: number }[]) =>
    responses.reduce<Record<number, number>>(
      (counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }),
      {},
    );

  it('lets exactly five of twenty concurrent wrong passwords through to 401; the rest get 429', async () => {
    server = await startTestServer(engine);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => attempt('agency.staff@sightline.test', 'wrong', '10.0.0.1')),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 15 });
    expect((await attempt('agency.staff@sightline.test', 'sightline-demo', '10.0.0.2')).statusCode).toBe(429);
  });

  it('holds the per-address limit across accounts under concurrency', async () => {
    server = await startTestServer(engine, { throttleLimits: { windowMs: 900_000, perAccount: 100, perAddress: 6 } });
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => attempt(`guess${i}@sightline.test`, 'wrong', '10.9.9.9')),
    );
    expect(statuses(responses)).toEqual({ 401: 6, 429: 9 });
  });

  it('does not count successful sign-ins against the address, and a success clears the account', async () => {
    server = await startTestServer(engine, { throttleLimits: { windowMs: 900_000, perAccount: 3, perAddress: 3 } });
    for (let i = 0; i < 4; i++)
      expect((await attempt('dash.admin@sightline.test', 'sightline-demo', '10.0.0.3')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await attempt('agency.staff@sightline.test', 'wrong', `10.0.1.${i}`);
    expect((await attempt('agency.staff@sightline.test', 'sightline-demo', '10.0.1.9')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await attempt('agency.staff@sightline.test', 'wrong', `10.0.2.${i}`)).statusCode).toBe(401);
    expect((await attempt('agency.staff@sightline.test', 'sightline-demo', '10.0.2.9')).statusCode).toBe(200);
  });
});
