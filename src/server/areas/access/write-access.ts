/**
 * Writes a checked access body (validate.ts) for one user inside the caller's transaction. Permissions and roles
 * are global and replaced whole; memberships, agency rights, access groups, advertiser grants and advertiser
 * groups are replaced within the caller's agencies only (`agencies`), so what the user holds elsewhere is kept.
 */
import type { Db } from '../../db/database';
import type { AccessSources } from './explain';
import type { CheckedGrants } from './validate';

export async function writeAccess(
  trx: Db,
  userId: number,
  agencies: number[] | 'all',
  current: AccessSources,
  grants: CheckedGrants,
): Promise<void> {
  const inScope = (agencyId: number) => agencies === 'all' || agencies.includes(agencyId);

  await trx.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
  if (grants.permissions.length)
    await trx
      .insertInto('user_permissions')
      .values(grants.permissions.map((right_code) => ({ user_id: userId, right_code })))
      .execute();
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  if (grants.roles.length)
    await trx
      .insertInto('user_roles')
      .values(grants.roles.map((role_code) => ({ user_id: userId, role_code })))
      .execute();

  // Memberships: the dropped ones go (with what hangs on them below), the kept ones keep their position.
  const kept = new Set(grants.memberships.map((m) => m.agencyId));
  const dropped = current.memberships.map((m) => m.agencyId).filter((id) => inScope(id) && !kept.has(id));
  if (dropped.length)
    await trx.deleteFrom('user_agencies').where('user_id', '=', userId).where('agency_id', 'in', dropped).execute();
  let position = current.memberships.length;
  for (const m of grants.memberships) {
    const values = { sub_agency_id: m.subAgencyId, station_id: m.stationId, expires_at: m.expiresAt };
    if (current.memberships.some((c) => c.agencyId === m.agencyId)) {
      await trx
        .updateTable('user_agencies')
        .set(values)
        .where('user_id', '=', userId)
        .where('agency_id', '=', m.agencyId)
        .execute();
    } else {
      await trx
        .insertInto('user_agencies')
        .values({ user_id: userId, agency_id: m.agencyId, position: position++, ...values })
        .execute();
    }
  }

  const scoped = <T extends { agencyId: number }>(rows: readonly T[]) => rows.filter((r) => inScope(r.agencyId));
  const scopedAgencyIds = [...new Set(scoped(current.agencyRights).map((r) => r.agencyId))];
  if (scopedAgencyIds.length)
    await trx
      .deleteFrom('user_agency_rights')
      .where('user_id', '=', userId)
      .where('agency_id', 'in', scopedAgencyIds)
      .execute();
  const rights = grants.memberships.flatMap((m) =>
    m.rights.map((right_code) => ({ user_id: userId, agency_id: m.agencyId, right_code })),
  );
  if (rights.length) await trx.insertInto('user_agency_rights').values(rights).execute();

  const oldGroups = scoped(current.accessGroups).map((g) => g.id);
  if (oldGroups.length)
    await trx
      .deleteFrom('access_group_members')
      .where('user_id', '=', userId)
      .where('group_id', 'in', oldGroups)
      .execute();
  if (grants.accessGroups.length)
    await trx
      .insertInto('access_group_members')
      .values(grants.accessGroups.map((g) => ({ group_id: g.id, user_id: userId })))
      .execute();

  const oldAdvertisers = scoped(current.advertisers).map((a) => a.advertiserId);
  if (oldAdvertisers.length)
    await trx
      .deleteFrom('user_advertisers')
      .where('user_id', '=', userId)
      .where('advertiser_id', 'in', oldAdvertisers)
      .execute();
  if (grants.advertisers.length)
    await trx
      .insertInto('user_advertisers')
      .values(
        grants.advertisers.map((a) => ({ user_id: userId, advertiser_id: a.advertiserId, expires_at: a.expiresAt })),
      )
      .execute();

  const oldAdvertiserGroups = scoped(current.advertiserGroups).map((g) => g.id);
  if (oldAdvertiserGroups.length)
    await trx
      .deleteFrom('user_advertiser_groups')
      .where('user_id', '=', userId)
      .where('group_id', 'in', oldAdvertiserGroups)
      .execute();
  if (grants.advertiserGroups.length)
    await trx
      .insertInto('user_advertiser_groups')
      .values(grants.advertiserGroups.map((g) => ({ user_id: userId, group_id: g.id, expires_at: g.expiresAt })))
      .execute();
}
