/**
 * The sales tool's API tests' world (issue 28): a test server on a clock the test moves, the demo station user as
 * rep one, a second rep of the same station, a station sales manager (AGENCY_ADMIN), a rep of another station of
 * agency A, all with SCREEN_ADVERTISER_MGMT; callers by e-mail, signed in again after the clock moves.
 */
import type { LightMyRequestResponse } from 'fastify';
import { RIGHTS } from '../../src/domain/rights';
import { grantAgencyRights, startTestServer, type TestServer } from './harness';

export const REP = 'station@sightline.test';
export const REP2 = 'sam.seller@sales.sightline.test';
export const MANAGER = 'mia.manager@sales.sightline.test';
export const ELSEWHERE = 'otto.other@sales.sightline.test';
export const ADMIN = 'agency.admin@sightline.test';
export const STAFF = 'agency.staff@sightline.test';
export const OTHER_AGENCY = 'other.agency@sightline.test';
export const SUPER = 'super@sightline.test';

/** Noon in New York on the demo data's day. */
export const NOON = Date.parse('2026-06-15T16:00:00Z');
export const DAY_MS = 86_400_000;

export interface SalesWorld {
  server: TestServer;
  /** The station of rep one (and rep two and the manager), another station of agency A. */
  stationId: number;
  otherStationId: number;
  userIds: Record<string, number>;
  /** Moves the clock; the next call of each caller signs in again. */
  setNow(at: number): void;
  send(
    who: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** A customer of the rep's station made through the call, its id. */
  customer(body?: Record<string, unknown>, who?: string): Promise<number>;
  auditRows(
    objectId: number,
    area?: string,
  ): Promise<{ action: string; before: string | null; after: string | null }[]>;
  close(): Promise<void>;
}

/** A contact of the form that passes every rule. */
export const GOOD_CONTACT = {
  type: 'decision_maker',
  name: 'Dana Decider',
  email: 'dana@harbor.example',
  phone: '555-123-4567 x12',
  phone_kind: 'Work',
  number: 1,
  title: 'Owner',
};

export async function startSalesWorld(engine: 'sqlite' | 'postgres'): Promise<SalesWorld> {
  let clock = NOON;
  const server = await startTestServer(engine, { now: () => clock });
  const { db } = server;
  const rep = await db
    .selectFrom('users')
    .innerJoin('user_agencies', 'user_agencies.user_id', 'users.id')
    .select(['users.id', 'users.password_hash', 'user_agencies.station_id'])
    .where('users.email', '=', REP)
    .executeTakeFirstOrThrow();
  const stationId = rep.station_id!;
  const other = await db
    .selectFrom('stations')
    .select('id')
    .where('agency_id', '=', 1)
    .where('id', '!=', stationId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const userIds: Record<string, number> = { [REP]: rep.id };
  const addUser = async (email: string, fullName: string, station: number, rights: string[]) => {
    const { id } = await db
      .insertInto('users')
      .values({
        email,
        full_name: fullName,
        password_hash: rep.password_hash,
        is_superuser: 0,
        status: 1,
        created_at: clock,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: id, role_code: 'mc' }).execute();
    await db
      .insertInto('user_agencies')
      .values({ user_id: id, agency_id: 1, position: 0, sub_agency_id: null, station_id: station })
      .execute();
    await db
      .insertInto('user_agency_rights')
      .values(rights.map((right_code) => ({ user_id: id, agency_id: 1, right_code })))
      .execute();
    userIds[email] = id;
  };
  const SALES = RIGHTS.SCREEN_ADVERTISER_MGMT;
  await grantAgencyRights(db, [REP], [SALES]);
  await addUser(REP2, 'Sam Seller', stationId, [SALES]);
  await addUser(MANAGER, 'Mia Manager', stationId, [SALES, RIGHTS.AGENCY_ADMIN]);
  await addUser(ELSEWHERE, 'Otto Other', other.id, [SALES]);
  for (const email of [ADMIN, SUPER, OTHER_AGENCY, STAFF]) {
    userIds[email] = (
      await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    ).id;
  }

  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, (await server.login(email)).accessToken);
    return tokens.get(email)!;
  };
  const send: SalesWorld['send'] = async (who, method, url, body) =>
    server.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: who ? { ahauth: `Bearer ${await tokenOf(who)}` } : {},
    });
  let made = 0;
  return {
    server,
    stationId,
    otherStationId: other.id,
    userIds,
    setNow(at) {
      clock = at;
      tokens.clear();
    },
    send,
    async customer(body = {}, who = REP) {
      made += 1;
      const response = await send(who, 'POST', '/api/sales/customers', {
        name: `Prospect ${made}`,
        category: 'Restaurant',
        salesChannel: 'Station',
        ...body,
      });
      if (response.statusCode !== 201) throw new Error(`customer: ${response.statusCode} ${response.body}`);
      return (response.json() as { customer: { id: number } }).customer.id;
    },
    auditRows: (objectId, area = 'sales') =>
      db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('area', '=', area)
        .where('object_id', '=', String(objectId))
        .orderBy('id')
        .execute(),
    close: () => server.close(),
  };
}
