/**
 * Access groups: named bundles of rights within an agency; a member holds them there, so editing the group changes
 * every member's rights at once (the write clears the session caches). What a group grants passes the delegation
 * ceiling; members must be of the group's agency and editable by the caller (000 §6).
 */
import type { AccessGroupDetail, AccessGroupRow } from '../../../domain/access-admin';
import { canEditUser } from '../../../domain/permissions';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import { AppError } from '../../kernel/errors';
import { page, type ListWindow, type Page } from '../../kernel/listing';
import { Ceiling, overCeiling } from './ceiling';
import { GroupServiceBase } from './group-common';
import {
  accessGroupMembers,
  accessGroupRights,
  deleteAccessGroup,
  insertGroup,
  memberCounts,
  nameTaken,
  renameGroup,
  setAccessGroupMembers,
  setAccessGroupRights,
  usersInAgency,
  type GroupRecord,
} from './group-queries';
import { findTargetUser } from './queries';
import type { GroupSort } from './schemas';
import { writing } from './service';

export class AccessGroupService extends GroupServiceBase {
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

  private async accessDetail(db: Db, group: GroupRecord): Promise<AccessGroupDetail> {
    const [rights, members] = await Promise.all([accessGroupRights(db, [group.id]), accessGroupMembers(db, group.id)]);
    return { ...group, rights: rights.get(group.id) ?? [], memberCount: members.length, members };
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
    if (inAgency.length !== memberIds.length) throw new AppError(404, 'userNotFound');
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
}
