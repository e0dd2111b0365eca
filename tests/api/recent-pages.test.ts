import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const page = (n: number) => ({
  name: 'advertiser',
  query: { tab: `t${n}` },
  fullPath: `/advertiser?tab=t${n}`,
  params: {},
  title: 'Advertiser View',
});

describe('recent pages', () => {
  let server: TestServer;
  const put = (body: unknown, token: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/api/user/recent-pages',
      payload: body as object,
      headers: { ahauth: `Bearer ${token}` },
    });
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('are saved per user and read back', async () => {
    const staff = await server.login('agency.staff@sightline.test');
    const admin = await server.login('agency.admin@sightline.test');
    expect((await put({ pages: [page(1), page(2)] }, staff.accessToken)).statusCode).toBe(200);
    expect((await server.get('/api/user/recent-pages', staff.accessToken)).json().pages).toEqual([page(1), page(2)]);
    expect((await server.get('/api/user/recent-pages', admin.accessToken)).json().pages).toEqual([]);
  });

  it('refuse more than 11 pages', async () => {
    const { accessToken } = await server.login('agency.staff@sightline.test');
    const response = await put({ pages: Array.from({ length: 12 }, (_, i) => page(i)) }, accessToken);
    expect(response.statusCode).toBe(400);
  });

  it('refuse a path that is not same-origin', async () => {
    const { accessToken } = await server.login('agency.staff@sightline.test');
    const response = await put({ pages: [{ ...page(1), fullPath: '//evil.example/x' }] }, accessToken);
    expect(response.statusCode).toBe(400);
    expect((await server.get('/api/user/recent-pages', accessToken)).json().pages).not.toContainEqual(
      expect.objectContaining({ fullPath: '//evil.example/x' }),
    );
  });
});
