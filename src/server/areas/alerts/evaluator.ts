/**
 * One evaluation of an agency's alerts (issue 27): every condition (rules.ts) steps its alert through stepAlert
 * (hold for N before firing, clear for N before resolving), and every change is written with its event. A delivery
 * condition on a stale source neither fires nor resolves: an open alert on it is marked data late and waits. A live
 * alert whose object is no longer watched (campaign ended, credential removed) counts as clear. Snoozes whose day
 * has come end here (event `unsnoozed`, by nobody).
 */
import { stepAlert, type AlertRecord, type AlertState } from '../../../domain/alerts';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../kernel/context';
import type { Condition } from './condition';
import { agencyConditions } from './rules';
import { layersOf } from './settings-store';

export interface EvaluationResult {
  evaluated: number;
  fired: number;
  resolved: number;
}

interface LiveRow {
  id: number;
  rule: string;
  object_key: string;
  advertiser_id: number | null;
  campaign_id: number | null;
  state: string;
  streak: number;
  first_seen: number;
  last_seen: number;
  acknowledged_by: string | null;
  snoozed_until: number | null;
}

const recordOf = (row: LiveRow): AlertRecord => ({
  state: row.state as AlertState,
  streak: Number(row.streak),
  firstSeen: Number(row.first_seen),
  lastSeen: Number(row.last_seen),
  acknowledgedBy: row.acknowledged_by,
  snoozedUntil: row.snoozed_until === null ? null : Number(row.snoozed_until),
});

export async function addEvent(db: Db, alertId: number, at: number, change: string, by: string | null) {
  await db.insertInto('alert_events').values({ alert_id: alertId, at, change, by }).execute();
}

export async function evaluateAgency(ctx: ServiceContext, agencyId: number, now: number): Promise<EvaluationResult> {
  const agency = await ctx.db
    .selectFrom('agencies')
    .select(['id', 'name', 'time_zone'])
    .where('id', '=', agencyId)
    .executeTakeFirstOrThrow();
  const layers = await layersOf(ctx.db, agencyId);
  const conditions = await agencyConditions(ctx, agency, layers, now);
  const result: EvaluationResult = { evaluated: conditions.length, fired: 0, resolved: 0 };
  await ctx.db.transaction().execute(async (trx) => {
    const live = await trx
      .selectFrom('alerts')
      .select([
        'id',
        'rule',
        'object_key',
        'advertiser_id',
        'campaign_id',
        'state',
        'streak',
        'first_seen',
        'last_seen',
        'acknowledged_by',
        'snoozed_until',
      ])
      .where('agency_id', '=', agencyId)
      .where('state', 'in', ['pending', 'firing'])
      .execute();
    const byKey = new Map(live.map((row) => [`${row.rule}|${row.object_key}`, row as LiveRow]));
    for (const condition of conditions) {
      const key = `${condition.rule}|${condition.objectKey}`;
      const row = byKey.get(key) ?? null;
      byKey.delete(key);
      await step(trx, agencyId, condition, row, now, result);
    }
    // Live alerts nothing watches any more: their condition is clear.
    for (const row of byKey.values()) {
      const settings = layers.of(row.advertiser_id, row.campaign_id);
      const next = stepAlert(recordOf(row), false, now, settings);
      await write(trx, row, next.record, next.change, now, result, null);
    }
    const ended = await trx
      .selectFrom('alerts')
      .select('id')
      .where('agency_id', '=', agencyId)
      .where('snoozed_until', '<=', now)
      .execute();
    for (const { id } of ended) {
      await trx.updateTable('alerts').set({ snoozed_until: null, snoozed_by: null }).where('id', '=', id).execute();
      await addEvent(trx, id, now, 'unsnoozed', null);
    }
  });
  return result;
}

async function step(
  db: Db,
  agencyId: number,
  condition: Condition,
  row: LiveRow | null,
  now: number,
  result: EvaluationResult,
): Promise<void> {
  const detail = JSON.stringify(condition.text);
  if (condition.stale) {
    // Late data proves nothing either way: the alert keeps its state and says the data is late.
    if (row) await db.updateTable('alerts').set({ data_late: 1, detail }).where('id', '=', row.id).execute();
    return;
  }
  const next = stepAlert(row ? recordOf(row) : null, condition.holds, now, condition.settings);
  if (!row) {
    if (!next.record) return;
    const { id } = await db
      .insertInto('alerts')
      .values({
        agency_id: agencyId,
        advertiser_id: condition.advertiserId,
        campaign_id: condition.campaignId,
        rule: condition.rule,
        object_key: condition.objectKey,
        object_label: condition.objectLabel,
        state: next.record.state,
        streak: next.record.streak,
        first_seen: next.record.firstSeen,
        last_seen: next.record.lastSeen,
        fired_at: next.change === 'fired' ? now : null,
        resolved_at: null,
        acknowledged_by: null,
        acknowledged_at: null,
        snoozed_until: null,
        snoozed_by: null,
        client_visible: 0,
        data_late: 0,
        value: condition.value,
        detail,
        digested_in: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (next.change === 'fired') {
      result.fired += 1;
      await addEvent(db, id, now, 'fired', null);
    }
    return;
  }
  await write(db, row, next.record, next.change, now, result, {
    value: condition.value,
    detail,
    object_label: condition.objectLabel,
  });
}

async function write(
  db: Db,
  row: LiveRow,
  record: AlertRecord | null,
  change: 'fired' | 'resolved' | null,
  now: number,
  result: EvaluationResult,
  figures: { value: number | null; detail: string; object_label: string } | null,
): Promise<void> {
  if (!record) {
    // A pending alert whose condition cleared before it fired: never shown, nothing to keep.
    await db.deleteFrom('alerts').where('id', '=', row.id).execute();
    return;
  }
  await db
    .updateTable('alerts')
    .set({
      state: record.state,
      streak: record.streak,
      last_seen: record.lastSeen,
      data_late: 0,
      ...(figures ?? {}),
      ...(change === 'fired' ? { fired_at: now } : {}),
      ...(change === 'resolved' ? { resolved_at: now, snoozed_until: null, snoozed_by: null } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  if (change === 'fired') result.fired += 1;
  if (change === 'resolved') result.resolved += 1;
  if (change) await addEvent(db, row.id, now, change, null);
}
