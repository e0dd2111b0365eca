/**
 * The alert calls (issue 27, contract "Alerts"): the list with server paging and tenancy, acknowledge, snooze,
 * unsnooze, client visibility, the admins' evaluation and the System Admin log. An alert outside the caller's scope
 * is absent (404); client users read client-visible alerts but change nothing (403). Every change writes its
 * alert event and an audit entry (area 'alerts') in one transaction.
 */
import { sql, type SqlBool } from 'kysely';
import { DateTime } from 'luxon';
import type { SessionUser } from '../../../domain/user';
import type { AuditActor } from '../../audit/audit-log';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { likePattern, page, type Page } from '../../kernel/listing';
import type { Scope } from '../../kernel/tenancy';
import type { AlertEngine, AgencyRun } from './engine';
import { addEvent } from './evaluator';
import { ALERT_COLUMNS, campaignNames, viewOf, visibleAlerts, type AlertRow, type AlertView } from './queries';

export type AlertListState = 'open' | 'resolved' | 'all';

export interface AlertLogRow extends AlertView {
  agencyName: string;
  recipients: string[];
  changes: { at: string; change: string; by: string | null }[];
}

const actorOf = (user: SessionUser): AuditActor => ({ id: user.user_id, email: user.email });
const STATES: Record<AlertListState, string[]> = {
  open: ['firing'],
  resolved: ['resolved'],
  all: ['firing', 'resolved'],
};

export class AlertService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly engine: AlertEngine,
  ) {}

  private scope(user: SessionUser): Promise<Scope> {
    return this.ctx.users.scopeOf(user);
  }

  async list(
    user: SessionUser,
    filter: { agencyId?: number; advertiserId?: number; state: AlertListState; limit: number; offset: number },
  ): Promise<Page<AlertView>> {
    let query = visibleAlerts(this.ctx.db, await this.scope(user), user).where(
      'alerts.state',
      'in',
      STATES[filter.state],
    );
    if (filter.agencyId !== undefined) query = query.where('alerts.agency_id', '=', filter.agencyId);
    if (filter.advertiserId !== undefined) query = query.where('alerts.advertiser_id', '=', filter.advertiserId);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = (await query
      .select(ALERT_COLUMNS)
      .orderBy('alerts.last_seen', 'desc')
      .orderBy('alerts.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute()) as AlertRow[];
    const names = await campaignNames(this.ctx.db, rows);
    return page(
      rows.map((row) => viewOf(row, names)),
      Number(counted?.n ?? 0),
      filter.limit,
      filter.offset,
    );
  }

  /** The alert as the caller sees it (404 outside their scope). */
  private async read(user: SessionUser, id: number, scope?: Scope): Promise<AlertRow> {
    const row = (await visibleAlerts(this.ctx.db, scope ?? (await this.scope(user)), user)
      .select(ALERT_COLUMNS)
      .where('alerts.id', '=', id)
      .executeTakeFirst()) as AlertRow | undefined;
    if (!row) throw new AppError(404, 'alertNotFound');
    return row;
  }

  /** An alert agency staff may change: client users get 403, another tenant's 404. */
  private async forChange(user: SessionUser, id: number): Promise<AlertRow> {
    const scope = await this.scope(user);
    const row = await this.read(user, id, scope);
    if (scope.kind === 'advertisers') throw new AppError(403, 'noAccess');
    return row;
  }

  private async view(user: SessionUser, id: number): Promise<AlertView> {
    const row = await this.read(user, id);
    return viewOf(row, await campaignNames(this.ctx.db, [row]));
  }

  private async change(
    user: SessionUser,
    row: AlertRow,
    change: string,
    set: Partial<{
      acknowledged_by: string | null;
      acknowledged_at: number | null;
      snoozed_until: number | null;
      snoozed_by: string | null;
      client_visible: number;
    }>,
  ): Promise<void> {
    const now = this.ctx.now();
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('alerts').set(set).where('id', '=', row.id).execute();
      await addEvent(trx, row.id, now, change, user.email);
      await this.ctx.audit.write(trx, {
        actor: actorOf(user),
        agencyId: row.agency_id,
        area: 'alerts',
        objectType: 'alert',
        objectId: row.id,
        objectLabel: `${row.rule}: ${row.object_label}`,
        action: change,
        before: {
          acknowledgedBy: row.acknowledged_by,
          snoozedUntil: row.snoozed_until,
          clientVisible: !!Number(row.client_visible),
        },
        after: set,
      });
    });
  }

  async acknowledge(user: SessionUser, id: number): Promise<AlertView> {
    const row = await this.forChange(user, id);
    if (row.state !== 'firing') throw new AppError(409, 'alertNotOpen');
    await this.change(user, row, 'acknowledged', { acknowledged_by: user.email, acknowledged_at: this.ctx.now() });
    return this.view(user, id);
  }

  /** Quiet until the start of `until` in the agency's zone (a later day than today there). */
  async snooze(user: SessionUser, id: number, until: string): Promise<AlertView> {
    const row = await this.forChange(user, id);
    if (row.state !== 'firing') throw new AppError(409, 'alertNotOpen');
    const agency = await this.ctx.db
      .selectFrom('agencies')
      .select('time_zone')
      .where('id', '=', row.agency_id)
      .executeTakeFirstOrThrow();
    const day = DateTime.fromISO(until, { zone: agency.time_zone });
    if (!day.isValid || day.toMillis() <= this.ctx.now())
      throw new AppError(400, 'alertSnoozeNotFuture', { details: { field: 'until' } });
    await this.change(user, row, 'snoozed', { snoozed_until: day.startOf('day').toMillis(), snoozed_by: user.email });
    return this.view(user, id);
  }

  async unsnooze(user: SessionUser, id: number): Promise<AlertView> {
    const row = await this.forChange(user, id);
    if (row.snoozed_until !== null)
      await this.change(user, row, 'unsnoozed', { snoozed_until: null, snoozed_by: null });
    return this.view(user, id);
  }

  async clientVisible(user: SessionUser, id: number, visible: boolean): Promise<AlertView> {
    const row = await this.forChange(user, id);
    if (!!Number(row.client_visible) !== visible)
      await this.change(user, row, visible ? 'clientVisibleOn' : 'clientVisibleOff', {
        client_visible: visible ? 1 : 0,
      });
    return this.view(user, id);
  }

  /** The admins' evaluation of one of their agencies (another agency: 404). */
  async evaluate(user: SessionUser, agencyId: number): Promise<Omit<AgencyRun, 'agencyId'>> {
    const scope = await this.scope(user);
    const exists = await this.ctx.db.selectFrom('agencies').select('id').where('id', '=', agencyId).executeTakeFirst();
    const sees = scope.kind === 'all' || (scope.kind !== 'none' && scope.agencyId === agencyId);
    if (!exists || !sees || scope.kind === 'advertisers') throw new AppError(404, 'agencyNotFound');
    const { agencyId: _ignored, ...run } = await this.engine.evaluateNow(agencyId);
    await this.ctx.audit.write(this.ctx.db, {
      actor: actorOf(user),
      agencyId,
      area: 'alerts',
      objectType: 'alertEvaluation',
      objectId: agencyId,
      action: 'evaluate',
      after: run,
    });
    return run;
  }

  /** The System Admin log: every alert (pending ones aside) with its changes, newest first. */
  async log(filter: { name: string; after?: string; limit: number; offset: number }): Promise<Page<AlertLogRow>> {
    let query = this.ctx.db
      .selectFrom('alerts')
      .leftJoin('advertisers', 'advertisers.id', 'alerts.advertiser_id')
      .innerJoin('agencies', 'agencies.id', 'alerts.agency_id')
      .where('alerts.state', 'in', ['firing', 'resolved']);
    if (filter.name) {
      const pattern = likePattern(filter.name);
      query = query.where(
        sql<SqlBool>`(lower(alerts.object_label) like ${pattern} escape '\\' or lower(alerts.rule) like ${pattern} escape '\\' or lower(agencies.name) like ${pattern} escape '\\' or lower(coalesce(advertisers.name, '')) like ${pattern} escape '\\')`,
      );
    }
    if (filter.after) {
      const after = DateTime.fromISO(filter.after, { zone: 'utc' });
      if (!after.isValid) throw new AppError(400, 'alertLogAfterInvalid', { details: { field: 'after' } });
      query = query.where('alerts.last_seen', '>=', after.toMillis());
    }
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = (await query
      .select(ALERT_COLUMNS)
      .orderBy('alerts.last_seen', 'desc')
      .orderBy('alerts.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute()) as AlertRow[];
    const names = await campaignNames(this.ctx.db, rows);
    const events = rows.length
      ? await this.ctx.db
          .selectFrom('alert_events')
          .select(['alert_id', 'at', 'change', 'by'])
          .where(
            'alert_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('at')
          .orderBy('id')
          .execute()
      : [];
    const items = rows.map((row) => ({
      ...viewOf(row, names),
      agencyName: row.agency_name,
      recipients: JSON.parse(row.recipients) as string[],
      changes: events
        .filter((event) => Number(event.alert_id) === Number(row.id))
        .map((event) => ({ at: new Date(Number(event.at)).toISOString(), change: event.change, by: event.by })),
    }));
    return page(items, Number(counted?.n ?? 0), filter.limit, filter.offset);
  }
}
