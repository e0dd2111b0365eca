import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('sign-in throttling', () => {
  let server: TestServer;
  afterEach(() => server.close());

  const attempt = (email: string, password: string, ip = '10.0.0.1') =>
    server.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  it('pauses an account after five failures, even with the right password, and says for how long', async () => {
    server = await startTestServer('sqlite');
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
