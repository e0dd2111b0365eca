import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/** The connection indicator's ping: public, empty, never cached, and free of database work. */
describe('GET /api/ping', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a caller without a session with an empty, uncached 204', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ping' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a caller with a stale token as anonymous, not with a 401', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/ping',
      headers: { ahauth: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('answers fast: fifty pings in well under a second', async () => {
    const started = performance.now();
    for (let i = 0; i < 50; i += 1) await server.app.inject({ method: 'GET', url: '/api/ping' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('still answers with the database gone, where the health probe reports it down', async () => {
    await server.db.destroy();
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await server.app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(204);
  });
});
