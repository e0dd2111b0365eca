/**
 * A test server that listens on a free loopback port (issue 26): the connectors talk to the sources' sandbox over
 * HTTP, as they would to a vendor, so the sandbox (mounted on the same app) must be reachable. `inject` calls keep
 * working as in every other API test. Below it, the set-ups the connector tests share: signing in, a user's agency,
 * an agency's advertisers, a sandbox grant seeded as an agency credential, and GraphQL / REST calls with a session.
 */
import { expect } from 'vitest';
import { DEMO_ADVERTISER_ID } from '../../src/domain/constants';
import type { CredentialProvider } from '../../src/domain/connectors';
import { startTestServer, type TestServer, type TestServerOptions } from './harness';

export interface ConnectorTestServer extends TestServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Seeds an agency credential directly (tokens sealed by the vault), for tests that are not about the grant. */
  seedCredential(input: SeedCredential): Promise<number>;
}

/** The demo users the connector tests sign in as: agency A's admin and staff, a station user, a client, agency B's admin. */
export const DEMO_USERS = {
  ADMIN: 'agency.admin@sightline.test',
  STAFF: 'agency.staff@sightline.test',
  STATION: 'station@sightline.test',
  CLIENT: 'advertiser@sightline.test',
  OTHER: 'other.agency@sightline.test',
  SUPER: 'super@sightline.test',
} as const;
export const { ADMIN, STAFF, STATION, CLIENT, OTHER, SUPER } = DEMO_USERS;

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

/** A demo user signed in: the session token, the user's id and active agency. */
export interface SignedIn {
  token: string;
  userId: number;
  agencyId: number | null;
}

export async function signInAs(server: TestServer, email: string): Promise<SignedIn> {
  const { accessToken, user } = await server.login(email);
  return { token: accessToken, userId: user.user_id, agencyId: user.active_agency_id };
}

/** A user's id and agency, read from the database without signing in. */
export async function agencyOf(server: TestServer, email: string): Promise<{ userId: number; agencyId: number }> {
  const row = await server.db
    .selectFrom('users')
    .innerJoin('user_agencies', 'user_agencies.user_id', 'users.id')
    .select(['users.id', 'user_agencies.agency_id'])
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  return { userId: row.id, agencyId: row.agency_id };
}

/** The agency's advertisers, lowest id first, the demo advertiser left out. */
export async function advertisersOf(server: TestServer, agencyId: number): Promise<number[]> {
  const rows = await server.db
    .selectFrom('advertisers')
    .select('id')
    .where('agency_id', '=', agencyId)
    .where('id', '!=', DEMO_ADVERTISER_ID)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Every demo user signed in (a session token each), agency A (the admin's) and agency B (OTHER's) with their
 * advertisers, lowest id first: the cast of the connector tests' rights and tenancy checks.
 */
export interface Cast {
  admin: string;
  staff: string;
  station: string;
  client: string;
  other: string;
  superuser: string;
  adminId: number;
  agencyId: number;
  otherAgencyId: number;
  advertisers: number[];
  otherAdvertisers: number[];
}

export async function signInCast(server: TestServer): Promise<Cast> {
  const token = async (email: string) => (await server.login(email)).accessToken;
  const us = await agencyOf(server, ADMIN);
  const them = await agencyOf(server, OTHER);
  return {
    admin: await token(ADMIN),
    staff: await token(STAFF),
    station: await token(STATION),
    client: await token(CLIENT),
    other: await token(OTHER),
    superuser: await token(SUPER),
    adminId: us.userId,
    agencyId: us.agencyId,
    otherAgencyId: them.agencyId,
    advertisers: await advertisersOf(server, us.agencyId),
    otherAdvertisers: await advertisersOf(server, them.agencyId),
  };
}

/** A grant the sandbox issued to `subject`, seeded as the agency's credential (for tests not about the grant). */
export async function seedGrant(
  server: ConnectorTestServer,
  input: {
    provider: CredentialProvider;
    subject: string;
    scopes: readonly string[];
    agencyId: number;
    createdBy: number;
    name: string;
    email?: string;
    grantExpiresAt?: number | null;
  },
): Promise<{ credentialId: number; accessToken: string; refreshToken: string }> {
  const scopes = [...input.scopes];
  const grant = await server.ctx.connectors.sandbox!.issue({
    provider: input.provider,
    subject: input.subject,
    scopes,
  });
  const credentialId = await server.seedCredential({
    agencyId: input.agencyId,
    provider: input.provider,
    externalId: input.subject,
    name: input.name,
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(input.grantExpiresAt === undefined ? {} : { grantExpiresAt: input.grantExpiresAt }),
    createdBy: input.createdBy,
    accessToken: grant.accessToken,
    refreshToken: grant.refreshToken,
    scopes,
  });
  return { credentialId, accessToken: grant.accessToken, refreshToken: grant.refreshToken };
}

/** The agency's Google grant of a sandbox user. */
export function grantGoogle(server: ConnectorTestServer, input: Omit<Parameters<typeof seedGrant>[1], 'provider'>) {
  return seedGrant(server, { provider: 'google', ...input });
}

/** A GraphQL call with a session token (none: signed out): the status and the parsed answer. */
export async function graphAs(
  server: TestServer,
  token: string | null | undefined,
  query: string,
  variables?: Record<string, unknown>,
) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/graph',
    payload: variables === undefined ? { query } : { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
}

/** A GraphQL answer with its HTTP status. */
export interface GraphAnswer {
  status: number;
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: { status: number } }[];
}

/** A GraphQL call with a session token (none: signed out): the status with the data and errors. */
export async function graphAnswer(
  server: TestServer,
  token: string | null | undefined,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphAnswer> {
  const { status, body } = await graphAs(server, token, query, variables);
  return { status, ...(body as Omit<GraphAnswer, 'status'>) };
}

/**
 * GraphQL calls by e-mail (each user signed in once, on first use; null: signed out): `graph` answers the status and
 * the parsed answer, `data` the data of a call that must succeed, `refusal` the status and first error message.
 */
export function graphByEmail(server: () => TestServer) {
  const tokens = new Map<string, string>();
  const token = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, (await server().login(email)).accessToken);
    return tokens.get(email)!;
  };
  const graph = async (email: string | null, query: string, variables: Record<string, unknown> = {}) =>
    graphAs(server(), email && (await token(email)), query, variables);
  const data = async (email: string, query: string, variables: Record<string, unknown> = {}) => {
    const { status, body } = await graph(email, query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(status).toBe(200);
    return body.data;
  };
  const refusal = async (email: string | null, query: string, variables: Record<string, unknown> = {}) => {
    const { status, body } = await graph(email, query, variables);
    return { status, message: body.errors?.[0]?.message as string | undefined };
  };
  return { token, graph, data, refusal };
}

/** A REST call with a session token (none: signed out) and an optional body. */
export function restAs(
  server: TestServer,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string | null,
  payload?: unknown,
) {
  return server.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { ahauth: `Bearer ${token}` } : {},
  });
}
