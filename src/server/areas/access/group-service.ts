/**
 * Access groups (named bundles of rights within an agency; a member holds them there) and advertiser groups (named
 * sets of advertisers of an agency; a user granted the group sees each, including ones added later). A group of
 * another agency answers 404; what a group grants passes the delegation ceiling; every write is audited (areas
 * 'accessGroups' and 'advertiserGroups') and clears the session caches, so an edit reaches every member at once.
 */
import type {
  AccessGroupDetail,
  AccessGroupRow,
  AdvertiserGroupDetail,
  AdvertiserGroupRow,
} from '../../../domain/access-admin';
import { canEditUser } from '../../../domain/permissions';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { page, type ListWindow, type Page } from '../../kernel/listing';
import { Ceiling, overCeiling } from './ceiling';
import {
  accessGroupMembers,
  accessGroupRights,
  advertiserGroupAdvertisers,
  deleteAccessGroup,
  deleteAdvertiserGroup,
  findGroup,
  groupPage,
  insertGroup,
  memberCounts,
  nameTaken,
  renameGroup,
  setAccessGroupMembers,
  setAccessGroupRights,
  setGroupAdvertisers,
  usersInAgency,
  type GroupRecord,
} from './group-queries';
import { advertisersByIds, findTargetUser } from './queries';
import type { GroupSort } from './schemas';
import { auditAccess, writing } from './service';

type GroupTable = 'access_groups' | 'advertiser_groups';

export class GroupService {
  constructor(private readonly ctx: ServiceContext) {}

  // Access groups.

  async listAccessGroups(
    caller: SessionUser,
    agencyId: number | undefined,
    window: ListWindow<GroupSort>,
  ): Promise<Page<AccessGroupRow>> {
    const { rows, total } = await this.page(caller, 'access_groups', agencyId, window);
    const ids = rows.map((r) => r.id);
    const [rights, counts] = await Promise.all([
      accessGroupRights(this.ctx.db, ids),
      memberCounts(this.ctx.db, 'access_group_members', ids),
    ]);
    const items = rows.map((r) => ({ ...r, rights: rights.get(r.id) ?? [], memberCount: counts.get(r.id) ?? 0 }));
    return page(items, total, window.limit, window.offset);
  }

  async getAccessGroup(caller: SessionUser, id: number, db: Db = this.ctx.db): Promise<AccessGroupDetail> {
    const group = await this.open(new Ceiling(this.ctx, caller), 'access_groups', id, db);
    return this.accessDetail(db, group);
  }

  async createAccessGroup(
    caller: SessionUser,
    input: { agencyId: number; name: string; rights: string[] },
  ): Promise<AccessGroupDetail> {
    const ceiling = new Ceiling(this.ctx, caller);
    if (!ceiling.manages(input.agencyId) || !(await this.agencyExists(input.agencyId)))
      throw new AppError(404, 'agencyNotFound');
    const name = input.name.trim();
    const rights = [...new Set(input.rights)].sort();
    await this.checkRights(ceiling, input.agencyId, rights, []);
    return writing(this.ctx, async (trx) => {
      if (await nameTaken(trx, 'access_groups', input.agencyId, name, null))
        throw new AppError(409, 'accessGroupExists', { params: { name }, details: { field: 'name' } });
      const id = await insertGroup(trx, 'access_groups', { agency_id: input.agencyId, name, ...this.stamp(caller) });
      await setAccessGroupRights(trx, id, rights);
      const after = await this.getAccessGroup(caller, id, trx);
      await this.audited(trx, caller, 'accessGroups', after, 'create', undefined, after);
      return after;
    });
  }

  async updateAccessGroup(
    caller: SessionUser,
    id: number,
    input: { name: string; rights: string[]; memberIds?: number[] },
  ): Promise<AccessGroupDetail> {
    const ceiling = new Ceiling(this.ctx, caller);
    const group = await this.open(ceiling, 'access_groups', id);
    const before = await this.accessDetail(this.ctx.db, group);
    const name = input.name.trim();
    const rights = [...new Set(input.rights)].sort();
    const memberIds = input.memberIds ? [...new Set(input.memberIds)] : null;
    await this.checkRights(ceiling, group.agencyId, rights, before.rights);
    if (memberIds) await this.checkMembers(ceiling, group, rights, before, memberIds);
    return writing(this.ctx, async (trx) => {
      if (await nameTaken(trx, 'access_groups', group.agencyId, name, id))
        throw new AppError(409, 'accessGroupExists', { params: { name }, details: { field: 'name' } });
      await renameGroup(trx, 'access_groups', id, { name, ...this.stamp(caller) });
      await setAccessGroupRights(trx, id, rights);
      if (memberIds) await setAccessGroupMembers(trx, id, memberIds);
      const after = await this.getAccessGroup(caller, id, trx);
      await this.audited(trx, caller, 'accessGroups', after, 'update', before, after);
      return after;
    });
  }

  async removeAccessGroup(caller: SessionUser, id: number): Promise<void> {
    const group = await this.open(new Ceiling(this.ctx, caller), 'access_groups', id);
    const before = await this.accessDetail(this.ctx.db, group);
    await writing(this.ctx, async (trx) => {
      await deleteAccessGroup(trx, id);
      await this.audited(trx, caller, 'accessGroups', before, 'delete', before, undefined);
    });
  }

  // Advertiser groups.

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

  // Shared.

  private async page(
    caller: SessionUser,
    table: GroupTable,
    agencyId: number | undefined,
    window: ListWindow<GroupSort>,
  ) {
    const ceiling = new Ceiling(this.ctx, caller);
    if (agencyId !== undefined && !ceiling.manages(agencyId)) throw new AppError(404, 'agencyNotFound');
    return groupPage(this.ctx.db, table, agencyId !== undefined ? [agencyId] : ceiling.agencies, window);
  }

  private async open(ceiling: Ceiling, table: GroupTable, id: number, db: Db = this.ctx.db): Promise<GroupRecord> {
    const group = await findGroup(db, table, id);
    if (!group || !ceiling.manages(group.agencyId))
      throw new AppError(404, table === 'access_groups' ? 'accessGroupNotFound' : 'advertiserGroupNotFound');
    return group;
  }

  private async accessDetail(db: Db, group: GroupRecord): Promise<AccessGroupDetail> {
    const [rights, members] = await Promise.all([accessGroupRights(db, [group.id]), accessGroupMembers(db, group.id)]);
    return { ...group, rights: rights.get(group.id) ?? [], memberCount: members.length, members };
  }

  private async advertiserDetail(db: Db, group: GroupRecord): Promise<AdvertiserGroupDetail> {
    const advertisers = await advertiserGroupAdvertisers(db, group.id);
    return { ...group, advertiserCount: advertisers.length, advertisers };
  }

  private async agencyExists(agencyId: number): Promise<boolean> {
    return !!(await this.ctx.db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst());
  }

  /** The ceiling of a group's rights: each right added must be held by the caller in the group's agency. */
  private async checkRights(ceiling: Ceiling, agencyId: number, rights: string[], had: string[]): Promise<void> {
    for (const right of rights)
      if (!had.includes(right) && !(await ceiling.holdsRight(right, agencyId)))
        throw overCeiling('ceilingAgencyRight', { right, agency: await this.agencyName(agencyId) });
  }

  /**
   * New members must be users of the group's agency (404 otherwise) that the caller may edit (000 §6), and adding
   * anyone grants every right of the group, so the caller must hold each.
   */
  private async checkMembers(
    ceiling: Ceiling,
    group: GroupRecord,
    rights: string[],
    before: AccessGroupDetail,
    memberIds: number[],
  ): Promise<void> {
    const inAgency = await usersInAgency(this.ctx.db, group.agencyId, memberIds);
    if (inAgency.length !== memberIds.length) throw new AppError(404, 'accessUserNotFound');
    const had = new Set(before.members.map((m) => m.userId));
    const changed = [...memberIds.filter((id) => !had.has(id)), ...[...had].filter((id) => !memberIds.includes(id))];
    if (ceiling.isSuperuser || changed.length === 0) return;
    for (const userId of changed) {
      const target = await findTargetUser(this.ctx.db, userId);
      if (target && !canEditUser(ceiling.caller, target))
        throw new AppError(403, 'accessCannotEdit', { params: { user: target.fullName || target.email } });
    }
    if (!memberIds.some((id) => !had.has(id))) return;
    for (const right of rights)
      if (!(await ceiling.holdsRight(right, group.agencyId)))
        throw overCeiling('ceilingAccessGroup', { group: group.name, right, agency: group.agencyName });
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

  private async agencyName(agencyId: number): Promise<string> {
    const row = await this.ctx.db.selectFrom('agencies').select('name').where('id', '=', agencyId).executeTakeFirst();
    return row?.name ?? String(agencyId);
  }

  private stamp(caller: SessionUser): { at: string; by: string } {
    return { at: new Date(this.ctx.now()).toISOString(), by: caller.email };
  }

  private audited(
    trx: Db,
    caller: SessionUser,
    area: 'accessGroups' | 'advertiserGroups',
    group: GroupRecord,
    action: string,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    return auditAccess(this.ctx, trx, {
      actor: { id: caller.user_id, email: caller.email },
      agencyId: group.agencyId,
      area,
      objectType: area === 'accessGroups' ? 'accessGroup' : 'advertiserGroup',
      objectId: group.id,
      label: group.name,
      action,
      before,
      after,
    });
  }
}
