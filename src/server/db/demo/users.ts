import type { Db } from '../database';
import { DEMO_ACCOUNTS } from './accounts';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { SHOWCASE_ADVERTISERS } from './plan';
import type { Prng } from './prng';

/**
 * The sub-agency and station of agency A given to the demo sub-agency and station users: the busiest ones,
 * the station outside that sub-agency, so the two users' scopes differ and neither is empty.
 */
export function demoScopes(
  advertisers: { agency_id: number; sub_agency_id: number | null; station_id: number | null }[],
): {
  subAgencyId: number;
  stationId: number;
} {
  const inA = advertisers.filter((a) => a.agency_id === 1);
  const busiest = (ids: number[]): number => {
    const counts = new Map<number, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]![0];
  };
  const subAgencyId = busiest(inA.flatMap((a) => (a.sub_agency_id === null ? [] : [a.sub_agency_id])));
  const stationId = busiest(
    inA.flatMap((a) => (a.station_id === null || a.sub_agency_id === subAgencyId ? [] : [a.station_id])),
  );
  return { subAgencyId, stationId };
}

/** The demo sign-ins of `DEMO_ACCOUNTS` and a few staff per agency (the last one deactivated); returns how many. */
export async function insertUsers(
  db: Db,
  rng: Prng,
  options: { passwordHash: string; now?: number },
  staffPerAgency: number,
  agencies: { id: number; name: string }[],
  scopes: { subAgencyId: number; stationId: number },
): Promise<number> {
  const now = options.now ?? Date.now();
  const agencyIds = { A: 1, B: 2 } as const;
  const subA = { id: scopes.subAgencyId };
  const stationA = { id: scopes.stationId };
  let count = 0;
  for (const account of DEMO_ACCOUNTS) {
    const { id } = await db
      .insertInto('users')
      .values({
        email: account.email,
        full_name: account.fullName,
        password_hash: options.passwordHash,
        is_superuser: account.superuser ? 1 : 0,
        status: 1,
        created_at: now,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    count++;
    if (account.roles.length)
      await db
        .insertInto('user_roles')
        .values(account.roles.map((role_code) => ({ user_id: id, role_code })))
        .execute();
    for (const [position, key] of account.agencies.entries()) {
      const agencyId = agencyIds[key];
      await db
        .insertInto('user_agencies')
        .values({
          user_id: id,
          agency_id: agencyId,
          position,
          sub_agency_id: account.scope === 'subAgency' ? subA.id : null,
          station_id: account.scope === 'station' ? stationA.id : null,
        })
        .execute();
      if (account.agencyRights?.length) {
        await db
          .insertInto('user_agency_rights')
          .values(account.agencyRights.map((right_code) => ({ user_id: id, agency_id: agencyId, right_code })))
          .execute();
      }
    }
    if (account.scope === 'advertisers') {
      await db
        .insertInto('user_advertisers')
        .values(SHOWCASE_ADVERTISERS.map((a) => ({ user_id: id, advertiser_id: a.id })))
        .execute();
    }
  }
  for (const agency of agencies) {
    for (let i = 0; i < staffPerAgency; i++) {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const email = `${first}.${last}.${agency.id}${i}@staff.sightline.test`.toLowerCase();
      const { id } = await db
        .insertInto('users')
        .values({
          email,
          full_name: `${first} ${last}`,
          password_hash: options.passwordHash,
          is_superuser: 0,
          status: i === staffPerAgency - 1 ? -1 : 1,
          created_at: now,
          last_login_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      count++;
      await db
        .insertInto('user_roles')
        .values({ user_id: id, role_code: rng.pick(['mc', 'mc', 'dashadmin', 'imgadmin', 'test']) })
        .execute();
      await db
        .insertInto('user_agencies')
        .values({ user_id: id, agency_id: agency.id, position: 0, sub_agency_id: null, station_id: null })
        .execute();
    }
  }
  return count;
}
