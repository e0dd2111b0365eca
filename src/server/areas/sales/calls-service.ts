/**
 * Calls (issue 28 §3): a customer's history and a rep's, the reps who called (the per-rep filter), a rep's call with
 * one of the five selectable outcomes, and do-not-call, marked with one of its four reasons (stored on the customer
 * and on its call row) and cleared by agency-level users. Every write passes the availability rule in its own
 * transaction and is audited there.
 */
import {
  CALL_OUTCOME_LABELS,
  DO_NOT_CALL_REASON_LABELS,
  DO_NOT_CALL_REASONS,
  isSelectableOutcome,
  SELECTABLE_OUTCOMES,
  type CallOutcomeName,
} from '../../../domain/sales';
import type { SessionUser } from '../../../domain/user';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { writing } from '../../kernel/writing';
import { auditCustomer, detailOf, holderOf, openCustomer, openForWrite, systemCall, viewerFor } from './access';
import { callById, callPage, repsOf } from './call-queries';
import { updateCustomer } from './queries';
import { callItemOf, type CallItem, type CustomerDetail, type PersonRef } from './rows';
import { requireWorkable } from './rule';

type Window = { limit: number; offset: number };

export class CallService {
  constructor(private readonly ctx: ServiceContext) {}

  /** GET /api/sales/customers/{id}/calls: the customer's history, newest first (any customer in scope). */
  async ofCustomer(user: SessionUser, id: number, window: Window): Promise<{ calls: CallItem[]; total: number }> {
    const viewer = await viewerFor(this.ctx, user);
    await openCustomer(this.ctx.db, viewer, id);
    const { rows, total } = await callPage(this.ctx.db, viewer.scope, { customerId: id }, window);
    return { calls: rows.map(callItemOf), total };
  }

  /** GET /api/sales/calls: one rep's calls on customers in the caller's scope (the caller's own by default). */
  async ofRep(
    user: SessionUser,
    userId: number | undefined,
    window: Window,
  ): Promise<{ calls: CallItem[]; total: number }> {
    const viewer = await viewerFor(this.ctx, user);
    const { rows, total } = await callPage(this.ctx.db, viewer.scope, { userId: userId ?? user.user_id }, window);
    return { calls: rows.map(callItemOf), total };
  }

  /** GET /api/sales/reps. */
  async reps(user: SessionUser): Promise<{ reps: PersonRef[] }> {
    const viewer = await viewerFor(this.ctx, user);
    return { reps: await repsOf(this.ctx.db, viewer.scope) };
  }

  /** POST /api/sales/customers/{id}/calls: only the outcomes a rep picks (the others are the system's). */
  async log(
    user: SessionUser,
    id: number,
    input: { outcome: string; notes?: string | null; postSale?: boolean },
  ): Promise<{ call: CallItem; customer: CustomerDetail }> {
    if (!isSelectableOutcome(input.outcome)) {
      const labels = SELECTABLE_OUTCOMES.map((o) => CALL_OUTCOME_LABELS[o.name as CallOutcomeName]).join(', ');
      throw new AppError(400, 'salesOutcomeNotSelectable', { params: { labels }, details: { field: 'outcome' } });
    }
    const viewer = await viewerFor(this.ctx, user);
    const postSale = input.postSale ?? false;
    return writing(this.ctx, async (trx) => {
      const record = await openForWrite(trx, viewer, id);
      requireWorkable(record, viewer, holderOf(record), postSale);
      const notes = input.notes?.trim() || null;
      const callId = await systemCall(trx, viewer, id, input.outcome as CallOutcomeName, { notes });
      await updateCustomer(trx, id, { updated_at: viewer.now, updated_by: user.user_id });
      const call = callItemOf((await callById(trx, callId))!);
      await auditCustomer(this.ctx, trx, viewer, record, 'call', undefined, {
        outcome: call.outcome,
        notes,
        postSale,
      });
      return { call, customer: await detailOf(trx, viewer, id, postSale) };
    });
  }

  /** POST /api/sales/customers/{id}/dnc: marked with a reason (400 without one); the call row keeps it too. */
  async markDnc(
    user: SessionUser,
    id: number,
    input: { reason?: string; notes?: string | null },
  ): Promise<{ customer: CustomerDetail }> {
    const reason = input.reason ?? '';
    if (!(DO_NOT_CALL_REASONS as readonly string[]).includes(reason)) {
      const labels = Object.values(DO_NOT_CALL_REASON_LABELS).join(', ');
      throw new AppError(400, 'salesDncReason', { params: { labels }, details: { field: 'reason' } });
    }
    const viewer = await viewerFor(this.ctx, user);
    return writing(this.ctx, async (trx) => {
      const record = await openForWrite(trx, viewer, id);
      requireWorkable(record, viewer, holderOf(record));
      const notes = input.notes?.trim() || null;
      await updateCustomer(trx, id, {
        is_dnc: 1,
        dnc_reason: reason,
        updated_at: viewer.now,
        updated_by: user.user_id,
      });
      await systemCall(trx, viewer, id, 'MarkedDnc', { reason, notes });
      await auditCustomer(this.ctx, trx, viewer, record, 'markDnc', { isDnc: false }, { isDnc: true, reason, notes });
      return { customer: await detailOf(trx, viewer, id) };
    });
  }

  /** DELETE /api/sales/customers/{id}/dnc: agency-level users only (403), on a do-not-call customer (409). */
  async clearDnc(user: SessionUser, id: number): Promise<{ customer: CustomerDetail }> {
    const viewer = await viewerFor(this.ctx, user);
    return writing(this.ctx, async (trx) => {
      const record = await openForWrite(trx, viewer, id);
      if (!viewer.agencyLevel) throw new AppError(403, 'salesDncClearNeedsAgency');
      if (record.is_dnc !== 1) throw new AppError(409, 'salesNotDnc');
      await updateCustomer(trx, id, { is_dnc: 0, dnc_reason: null, updated_at: viewer.now, updated_by: user.user_id });
      await systemCall(trx, viewer, id, 'DncCleared', { reason: record.dnc_reason });
      await auditCustomer(
        this.ctx,
        trx,
        viewer,
        record,
        'clearDnc',
        { isDnc: true, reason: record.dnc_reason },
        { isDnc: false },
      );
      return { customer: await detailOf(trx, viewer, id) };
    });
  }
}
