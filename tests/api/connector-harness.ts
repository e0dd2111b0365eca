/**
 * A test server that listens on a free loopback port (issue 26): the connectors talk to the sources' sandbox over
 * HTTP, as they would to a vendor, so the sandbox (mounted on the same app) must be reachable. `inject` calls keep
 * working as in every other API test.
 */
import type { CredentialProvider } from '../../src/domain/connectors';
import { startTestServer, type TestServer, type TestServerOptions } from './harness';

export interface ConnectorTestServer extends TestServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Seeds an agency credential directly (tokens sealed by the vault), for tests that are not about the grant. */
  seedCredential(input: SeedCredential): Promise<number>;
}

export interface SeedCredential {
  agencyId: number;
  provider: CredentialProvider;
  externalId: string;
  name: string;
  createdBy: number;
  accessToken?: string;
  refreshToken?: string;
  apiKey?: string;
  scopes?: string[];
  email?: string;
  grantExpiresAt?: number | null;
}

export async function startConnectorServer(
  engine: 'sqlite' | 'postgres',
  options: TestServerOptions = {},
): Promise<ConnectorTestServer> {
  const server = await startTestServer(engine, options);
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  server.ctx.connectors.endpoints.setBase(address);
  const { vault } = server.ctx.connectors;
  return {
    ...server,
    base: address,
    async seedCredential(input) {
      const now = server.ctx.now();
      const row = await server.db
        .insertInto('connector_credentials')
        .values({
          agency_id: input.agencyId,
          provider: input.provider,
          kind: input.apiKey ? 'api_key' : input.accessToken ? 'oauth' : 'account',
          external_id: input.externalId,
          name: input.name,
          email: input.email ?? null,
          first_name: null,
          last_name: null,
          picture_url: null,
          scopes: (input.scopes ?? []).join(' '),
          access_token_enc: vault.sealMaybe(input.accessToken),
          refresh_token_enc: vault.sealMaybe(input.refreshToken),
          api_key_enc: vault.sealMaybe(input.apiKey),
          access_expires_at: input.accessToken ? now + 3_600_000 : null,
          grant_expires_at: input.grantExpiresAt ?? null,
          status_reason: null,
          key_source: null,
          created_at: now,
          created_by: input.createdBy,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
