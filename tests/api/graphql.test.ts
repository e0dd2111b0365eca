import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './harness';

describe.each(ENGINES)('GraphQL at /graph on %s', (engine) => {
  let server: TestServer;
  const query = (text: string, token?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query: text },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('me returns the signed-in user of the bearer token', async () => {
    const { accessToken } = await server.login('dash.admin@sightline.test');
    const response = await query(
      '{ me { email roles active_agency_id AvailableAgencies { id theme_code } } }',
      accessToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.me).toEqual({
      email: 'dash.admin@sightline.test',
      roles: ['dashadmin'],
      active_agency_id: 1,
      AvailableAgencies: [{ id: 1, theme_code: 'compulse' }],
    });
  });

  it('me without a token is refused as unauthenticated', async () => {
    const response = await query('{ me { email } }');
    expect(response.json().errors[0]).toMatchObject({ message: 'Not authenticated' });
    expect(response.json().data).toBeNull();
  });

  it('the ahauth header of REST is not accepted on /graph', async () => {
    const { accessToken } = await server.login('dash.admin@sightline.test');
    const response = await server.app.inject({
      method: 'POST',
      url: '/graph',
      payload: { query: '{ me { email } }' },
      headers: { ahauth: `Bearer ${accessToken}` },
    });
    expect(response.json().errors[0].message).toBe('Not authenticated');
  });

  it('a query for an unknown field is a 400 with the GraphQL message', async () => {
    const response = await query('{ nothing }');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/Cannot query field "nothing"/);
  });
});
