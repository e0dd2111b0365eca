/**
 * Holding customers (issue 28 §4): a reservation for some days (re-reserving one's own extends it; it ends by
 * itself at `reserved_until`), its release, the station lock (agency-level users only) and the clone for another
 * market. Each write passes the availability rule in its transaction, writes its system call and is audited there.
 */
import type { SessionUser } from '../../../domain/user';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { checkPlacement } from '../advertisers/access';
import { writing } from '../../kernel/writing';
import { auditCustomer, detailOf, holderOf, openForWrite, snapshotOf, systemCall, viewerFor } from './access';
import { customerContacts, insertCustomer, replaceContacts, updateCustomer } from './queries';
import { isReserved, requireWorkable, reservedToOther, reservedWithin } from './rule';
import type { CustomerDetail } from './rows';

const DAY_MS = 86_400_000;

/** What a clone may change. */
export interface CloneInput {
  reason: string;
  stationId?: number | null;
  subAgencyId?: number | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

export class HoldService {
  constructor(private readonly ctx: ServiceContext) {}

  /** POST /api/sales/customers/{id}/reserve: `days` from now, for the caller (a manager may take over). */
  async reserve(user: SessionUser, id: number, days: number): Promise<{ customer: CustomerDetail }> {
    const viewer = await viewerFor(this.ctx, user);
    return writing(this.ctx, async (trx) => {
      const record = await openForWrite(trx, viewer, id);
      requireWorkable(record, viewer, holderOf(record));
      const until = viewer.now + days * DAY_MS;
      const before = isReserved(record, viewer.now)
        ? { reservedBy: record.reserved_by, reservedUntil: record.reserved_until }
        : { reservedBy: null };
      await updateCustomer(trx, id, {
        reserved_by: user.user_id,
        reserved_org: viewer.org,
        reserved_until: until,
        updated_at: viewer.now,
        updated_by: user.user_id,
      });
      await systemCall(trx, viewer, id, 'Reserved');
      await auditCustomer(this.ctx, trx, viewer, record, 'reserve', before, {
        reservedBy: user.user_id,
        reservedUntil: until,
        days,
      });
      return { customer: await detailOf(trx, viewer, id) };
    });
  }

  /**
   * POST /api/sales/customers/{id}/release: by its holder, a manager who may ignore it, or an agency-level user
   * (anyone else: 409 naming the holder). Releasing is not working the customer, so the other flags do not refuse it.
   */
  async release(user: SessionUser, id: number): Promise<{ customer: CustomerDetail }> {
    const viewer = await viewerFor(this.ctx, user);
    return writing(this.ctx, async (trx) => {
      const record = await openForWrite(trx, viewer, id);
      if (!isReserved(record, viewer.now)) throw new AppError(409, 'salesNotReserved');
      const mine = Number(record.reserved_by) === user.user_id;
      if (!mine && !viewer.agencyLevel && !(viewer.canIgnore && reservedWithin(record, viewer))) {
        throw reservedToOther(holderOf(record));
      }
      await updateCustomer(trx, id, {
        reserved_by: null,
        reserved_org: null,
        reserved_until: null,
        updated_at: viewer.now,
        updated_by: user.user_id,
      });
      await systemCall(trx, viewer, id, 'ReservationReleased');
      const before = { reservedBy: record.reserved_by, reservedUntil: record.reserved_until };
      await auditCustomer(this.ctx, trx, viewer, record, 'release', before, { reservedBy: null });
      return { customer: await detailOf(trx, viewer, id) };
    });
  }

  /** POST /api/sales/customers/{id}/lock: agency-level users only (403 otherwise). */
  async lock(user: SessionUser, id: number, locked: boolean): Promise<{ customer: CustomerDetail }> {
    const viewer = await viewerFor(this.ctx, user);
    return writing(this.ctx, async (trx) => {
      const record = await openForWrite(trx, viewer, id);
      if (!viewer.agencyLevel) throw new AppError(403, 'salesLockNeedsAgency');
      await updateCustomer(trx, id, {
        is_station_locked: locked ? 1 : 0,
        updated_at: viewer.now,
        updated_by: user.user_id,
      });
      await auditCustomer(
        this.ctx,
        trx,
        viewer,
        record,
        locked ? 'lock' : 'unlock',
        { locked: record.is_station_locked === 1 },
        { locked },
      );
      return { customer: await detailOf(trx, viewer, id) };
    });
  }

  /**
   * POST /api/sales/customers/{id}/clone: the same business for another market of the agency (placement checked),
   * with its name, category, channel, notes and contacts; the address given or the original's. The original's log
   * gets the system call Cloned with the reason. Answers the clone.
   */
  async clone(user: SessionUser, id: number, input: CloneInput): Promise<{ customer: CustomerDetail }> {
    const viewer = await viewerFor(this.ctx, user);
    return writing(this.ctx, async (trx) => {
      const record = await openForWrite(trx, viewer, id);
      requireWorkable(record, viewer, holderOf(record));
      const moved = input.stationId !== undefined || input.subAgencyId !== undefined;
      const placement = await checkPlacement(trx, viewer.scope, {
        agencyId: record.agency_id,
        subAgencyId: moved ? (input.subAgencyId ?? null) : record.sub_agency_id,
        stationId: moved ? (input.stationId ?? null) : record.station_id,
      });
      const pick = (given: string | null | undefined, original: string | null) =>
        given === undefined ? original : given?.trim() || null;
      const cloneId = await insertCustomer(trx, {
        ...placement,
        name: record.name,
        address: pick(input.address, record.address),
        city: pick(input.city, record.city),
        state: pick(input.state, record.state)?.toUpperCase() ?? null,
        zip: pick(input.zip, record.zip),
        category: record.category,
        sales_channel: record.sales_channel,
        notes: record.notes,
        dnc_reason: null,
        reserved_by: null,
        reserved_org: null,
        reserved_until: null,
        cloned_from_id: record.id,
        clone_reason: input.reason,
        advertiser_id: null,
        sold_at: null,
        sold_by: null,
        created_at: viewer.now,
        updated_at: viewer.now,
        updated_by: user.user_id,
      });
      const contacts = await customerContacts(trx, record.id);
      await replaceContacts(
        trx,
        cloneId,
        contacts.map(({ id: _id, customer_id: _customer, position: _position, ...values }) => values),
      );
      await systemCall(trx, viewer, record.id, 'Cloned', { reason: input.reason, notes: `#${cloneId}` });
      const clone = await openForWrite(trx, viewer, cloneId);
      await auditCustomer(this.ctx, trx, viewer, clone, 'clone', undefined, {
        ...(await snapshotOf(trx, clone)),
        clonedFromId: record.id,
        cloneReason: input.reason,
      });
      return { customer: await detailOf(trx, viewer, cloneId) };
    });
  }
}
