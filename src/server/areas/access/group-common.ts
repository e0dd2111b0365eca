/**
 * What access groups and advertiser groups share: a group of another agency answers 404, the list pages by the
 * caller's agencies, and every write is stamped and audited (areas 'accessGroups' and 'advertiserGroups').
 */
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import type { ListWindow } from '../../kernel/listing';
import { Ceiling } from './ceiling';
import { findGroup, groupPage, type GroupRecord } from './group-queries';
import type { GroupSort } from './schemas';
import { auditAccess } from './service';

export type GroupTable = 'access_groups' | 'advertiser_groups';

export abstract class GroupServiceBase {
  constructor(protected readonly ctx: ServiceContext) {}

  protected async page(
    caller: SessionUser,
    table: GroupTable,
    agencyId: number | undefined,
    window: ListWindow<GroupSort>,
  ) {
    const ceiling = new Ceiling(this.ctx, caller);
    if (agencyId !== undefined && !ceiling.manages(agencyId)) throw new AppError(404, 'agencyNotFound');
    return groupPage(this.ctx.db, table, agencyId !== undefined ? [agencyId] : ceiling.agencies, window);
  }

  protected async open(ceiling: Ceiling, table: GroupTable, id: number, db: Db = this.ctx.db): Promise<GroupRecord> {
    const group = await findGroup(db, table, id);
    if (!group || !ceiling.manages(group.agencyId))
      throw new AppError(404, table === 'access_groups' ? 'accessGroupNotFound' : 'advertiserGroupNotFound');
    return group;
  }

  protected async agencyExists(agencyId: number): Promise<boolean> {
    return !!(await this.ctx.db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst());
  }

  protected async agencyName(agencyId: number): Promise<string> {
    const row = await this.ctx.db.selectFrom('agencies').select('name').where('id', '=', agencyId).executeTakeFirst();
    return row?.name ?? String(agencyId);
  }

  protected stamp(caller: SessionUser): { at: string; by: string } {
    return { at: new Date(this.ctx.now()).toISOString(), by: caller.email };
  }

  protected audited(
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
