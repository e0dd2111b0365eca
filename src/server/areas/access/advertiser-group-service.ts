/**
 * Advertiser groups: named sets of advertisers of one agency; a user granted the group sees every advertiser in it,
 * including ones added later (the scope reads the group's members on each load). Each advertiser added must be of
 * the group's agency and seen by the caller (the delegation ceiling).
 */
import type { AdvertiserGroupDetail, AdvertiserGroupRow } from '../../../domain/access-admin';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import { AppError } from '../../kernel/errors';
import { page, type ListWindow, type Page } from '../../kernel/listing';
import { Ceiling, overCeiling } from './ceiling';
import { GroupServiceBase } from './group-common';
import {
  advertiserGroupAdvertisers,
  deleteAdvertiserGroup,
  insertGroup,
  memberCounts,
  nameTaken,
  renameGroup,
  setGroupAdvertisers,
  type GroupRecord,
} from './group-queries';
import { advertisersByIds } from './queries';
import type { GroupSort } from './schemas';
import { writing } from './service';

export class AdvertiserGroupService extends GroupServiceBase {
  async listAdvertiserGroups(
    caller: SessionUser,
    agencyId: number | undefined,
    window: ListWindow<GroupSort>,
  ): Promise<Page<AdvertiserGroupRow>> {
    const { rows, total } = await this.page(caller, 'advertiser_groups', agencyId, window);
    const counts = await memberCounts(
      this.ctx.db,
      'advertiser_group_members',
      rows.map((r) => r.id),
    );
    const items = rows.map((r) => ({ ...r, advertiserCount: counts.get(r.id) ?? 0 }));
    return page(items, total, window.limit, window.offset);
  }

  async getAdvertiserGroup(caller: SessionUser, id: number, db: Db = this.ctx.db): Promise<AdvertiserGroupDetail> {
    const group = await this.open(new Ceiling(this.ctx, caller), 'advertiser_groups', id, db);
    return this.advertiserDetail(db, group);
  }

  async createAdvertiserGroup(
    caller: SessionUser,
    input: { agencyId: number; name: string; advertiserIds: number[] },
  ): Promise<AdvertiserGroupDetail> {
    const ceiling = new Ceiling(this.ctx, caller);
    if (!ceiling.manages(input.agencyId) || !(await this.agencyExists(input.agencyId)))
      throw new AppError(404, 'agencyNotFound');
    const name = input.name.trim();
    const advertiserIds = [...new Set(input.advertiserIds)];
    await this.checkAdvertisers(ceiling, input.agencyId, advertiserIds, []);
    return writing(this.ctx, async (trx) => {
      if (await nameTaken(trx, 'advertiser_groups', input.agencyId, name, null))
        throw new AppError(409, 'advertiserGroupExists', { params: { name }, details: { field: 'name' } });
      const id = await insertGroup(trx, 'advertiser_groups', {
        agency_id: input.agencyId,
        name,
        ...this.stamp(caller),
      });
      await setGroupAdvertisers(trx, id, advertiserIds);
      const after = await this.getAdvertiserGroup(caller, id, trx);
      await this.audited(trx, caller, 'advertiserGroups', after, 'create', undefined, after);
      return after;
    });
  }

  async updateAdvertiserGroup(
    caller: SessionUser,
    id: number,
    input: { name: string; advertiserIds: number[] },
  ): Promise<AdvertiserGroupDetail> {
    const ceiling = new Ceiling(this.ctx, caller);
    const group = await this.open(ceiling, 'advertiser_groups', id);
    const before = await this.advertiserDetail(this.ctx.db, group);
    const name = input.name.trim();
    const advertiserIds = [...new Set(input.advertiserIds)];
    await this.checkAdvertisers(
      ceiling,
      group.agencyId,
      advertiserIds,
      before.advertisers.map((a) => a.advertiserId),
    );
    return writing(this.ctx, async (trx) => {
      if (await nameTaken(trx, 'advertiser_groups', group.agencyId, name, id))
        throw new AppError(409, 'advertiserGroupExists', { params: { name }, details: { field: 'name' } });
      await renameGroup(trx, 'advertiser_groups', id, { name, ...this.stamp(caller) });
      await setGroupAdvertisers(trx, id, advertiserIds);
      const after = await this.getAdvertiserGroup(caller, id, trx);
      await this.audited(trx, caller, 'advertiserGroups', after, 'update', before, after);
      return after;
    });
  }

  async removeAdvertiserGroup(caller: SessionUser, id: number): Promise<void> {
    const group = await this.open(new Ceiling(this.ctx, caller), 'advertiser_groups', id);
    const before = await this.advertiserDetail(this.ctx.db, group);
    await writing(this.ctx, async (trx) => {
      await deleteAdvertiserGroup(trx, id);
      await this.audited(trx, caller, 'advertiserGroups', before, 'delete', before, undefined);
    });
  }

  private async advertiserDetail(db: Db, group: GroupRecord): Promise<AdvertiserGroupDetail> {
    const advertisers = await advertiserGroupAdvertisers(db, group.id);
    return { ...group, advertiserCount: advertisers.length, advertisers };
  }

  /** Advertisers of a group must be of its agency (404 otherwise) and each one added seen by the caller. */
  private async checkAdvertisers(ceiling: Ceiling, agencyId: number, ids: number[], had: number[]): Promise<void> {
    const rows = await advertisersByIds(this.ctx.db, ids);
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (!row || !ceiling.manages(row.agency_id)) throw new AppError(404, 'advertiserNotFound');
      if (row.agency_id !== agencyId)
        throw new AppError(400, 'accessAdvertiserOtherAgency', {
          params: { advertiser: row.name },
          details: { field: 'advertiserIds' },
        });
      if (!had.includes(id) && !(await ceiling.seesAdvertiser(id, agencyId)))
        throw overCeiling('ceilingAdvertiser', { advertiser: row.name });
    }
  }
}
