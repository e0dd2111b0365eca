import type { Db } from '../database';
import { RIGHTS } from '../../../domain/rights';
import { SHOWCASE_ADVERTISERS } from './plan';

/** Agency A of the demo data. */
const AGENCY_A = 1;

/**
 * One access group and one advertiser group in agency A (issue 21), so the group screens have something to show.
 * Neither has members or grants: no demo user's rights or advertisers change, and no other demo row moves.
 */
export async function seedAccessGroups(db: Db, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const stamp = { agency_id: AGENCY_A, created_at: at, updated_at: at, updated_by: 'demo' };
  const access = await db
    .insertInto('access_groups')
    .values({ ...stamp, name: 'Report senders' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('access_group_rights')
    .values(
      [RIGHTS.AGENCY_READ_SCHEDULED_REPORT, RIGHTS.READ_SCHEDULED_REPORT].map((right_code) => ({
        group_id: access.id,
        right_code,
      })),
    )
    .execute();
  const advertisers = await db
    .insertInto('advertiser_groups')
    .values({ ...stamp, name: 'Showcase advertisers' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('advertiser_group_members')
    .values(SHOWCASE_ADVERTISERS.map((a) => ({ group_id: advertisers.id, advertiser_id: a.id })))
    .execute();
}
