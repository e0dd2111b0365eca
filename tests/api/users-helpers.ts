/** What the users API tests share: the demo accounts they act as, a caller, and the rows' types. */
import type { LightMyRequestResponse } from 'fastify';
import type { UserRow } from '../../src/domain/user-admin';
import type { TestServer } from './harness';

export const SUPER = 'super@sightline.test';
export const ADMIN_A = 'agency.admin@sightline.test';
export const ADMIN_B = 'other.agency@sightline.test';
export const DASH = 'dash.admin@sightline.test';
export const STAFF = 'agency.staff@sightline.test';
export const MULTI = 'multi.agency@sightline.test';
export const SUB = 'subagency@sightline.test';
export const STATION = 'station@sightline.test';
export const CLIENT = 'advertiser@sightline.test';

export type Page = { items: UserRow[]; total: number; limit: number; offset: number };
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call with the `ahauth` header of `token` (none: signed out). */
export function caller(server: TestServer) {
  return (method: Method, url: string, token?: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    server.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: token ? { ahauth: `Bearer ${token}` } : {},
    });
}

/** The id of a user by e-mail. */
export async function userId(server: TestServer, email: string): Promise<number> {
  const row = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** The audit rows about one user. */
export function auditOf(server: TestServer, id: number) {
  return server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('area', '=', 'users')
    .where('object_type', '=', 'user')
    .where('object_id', '=', String(id))
    .orderBy('id')
    .execute();
}
