/**
 * The server half of the connector registry's contract (issue 26): every source has an adapter behind the provider
 * interface, and every REST operation its manifest names is a route of the app (the unit half is
 * connectors/registry.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTOR_LIST } from '../../connectors';
import { CONNECTOR_IDS } from '../../src/domain/connectors';
import { providerFor, registeredProviders } from '../../src/server/areas/connectors/providers';
import { startTestServer, type TestServer } from './harness';

describe('connector registry on the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => server.close());

  it('has an adapter for every source', () => {
    expect([...registeredProviders()].sort()).toEqual([...CONNECTOR_IDS].sort());
    for (const id of CONNECTOR_IDS) expect(providerFor(id, server.ctx.connectors.endpoints).id).toBe(id);
  });

  it.each(CONNECTOR_LIST.map((m) => [m.id, m]))('%s: every REST operation is routed', async (_id, manifest) => {
    for (const op of manifest.operations.filter((o) => o.includes(' '))) {
      const [method, path] = op.split(' ') as [string, string];
      // Signed out: a routed call answers 401 (or its own 400 when public), never the 404 of an unknown path.
      const response = await server.app.inject({
        method: method as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, op).not.toBe(404);
      expect([400, 401], op).toContain(response.statusCode);
    }
  });
});
