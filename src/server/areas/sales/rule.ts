/**
 * The availability rule of 000 §4 as the server applies it (contract "Decisions"): who is asking (their scope as an
 * organisation key, whether they may ignore a same-organisation reservation, whether they work at agency level),
 * what the customer reads as for them, and the 409 a write gets when the rule refuses it. A reservation counts only
 * while `reserved_until` is ahead of the clock, so an expired one reads as free without any job.
 */
import { DateTime } from 'luxon';
import { formatDate } from '../../../domain/format-date';
import { hasPermissions } from '../../../domain/permissions';
import { RIGHTS } from '../../../domain/rights';
import { AVAILABILITY_LABELS, salesAvailability } from '../../../domain/sales-availability';
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import { AppError } from '../../kernel/errors';
import type { Scope } from '../../kernel/tenancy';

export type AvailabilityKey = keyof typeof AVAILABILITY_LABELS;

/** The caller as the rule sees them. */
export interface Viewer {
  user: SessionUser;
  scope: Scope;
  /** 'station:<id>', 'subAgency:<id>', 'agency:<id>' or 'all'. */
  org: string;
  /** Superusers and AGENCY_ADMIN holders (sales managers) may work a customer reserved within their organisation. */
  canIgnore: boolean;
  /** The reservation organisations counted as the caller's own: theirs and those below it ('all': any). */
  insideOrgs: readonly string[] | 'all';
  /** Agency-level callers (scope agency or all) lock, unlock, clear do-not-call and release any reservation. */
  agencyLevel: boolean;
  now: number;
}

/** What the rule reads of a customer. */
export interface RuleRow {
  is_sold: number;
  is_dnc: number;
  is_station_locked: number;
  reserved_by: number | null;
  reserved_org: string | null;
  reserved_until: number | null;
  cloned_from_id: number | null;
}

/** The organisation key of a scope (callers without a tenant scope never get this far: they see no customer). */
export function orgOf(scope: Scope): string {
  switch (scope.kind) {
    case 'station':
      return `station:${scope.stationId}`;
    case 'subAgency':
      return `subAgency:${scope.subAgencyId}`;
    case 'agency':
    case 'advertisers':
      return `agency:${scope.agencyId}`;
    default:
      return 'all';
  }
}

/** The caller as the rule needs them, at the service's clock. */
export async function viewerOf(db: Db, user: SessionUser, scope: Scope, now: number): Promise<Viewer> {
  const org = orgOf(scope);
  const canIgnore = user.is_superuser || hasPermissions(user, [RIGHTS.AGENCY_ADMIN]);
  const agencyLevel = scope.kind === 'agency' || scope.kind === 'all';
  // Only a caller who may ignore a reservation asks whose organisation it was: the others skip the reads.
  const insideOrgs = canIgnore ? await insideOrgsOf(db, scope, org) : [org];
  return { user, scope, org, canIgnore, insideOrgs, agencyLevel, now };
}

/** The organisation keys within a scope: a station's own; a sub-agency's and its stations'; an agency's and all its. */
async function insideOrgsOf(db: Db, scope: Scope, org: string): Promise<readonly string[] | 'all'> {
  if (scope.kind === 'all') return 'all';
  if (scope.kind === 'subAgency') {
    const stations = await db
      .selectFrom('stations')
      .select('id')
      .where('sub_agency_id', '=', scope.subAgencyId)
      .execute();
    return [org, ...stations.map((s) => `station:${s.id}`)];
  }
  if (scope.kind === 'agency') {
    const [subAgencies, stations] = await Promise.all([
      db.selectFrom('sub_agencies').select('id').where('agency_id', '=', scope.agencyId).execute(),
      db.selectFrom('stations').select('id').where('agency_id', '=', scope.agencyId).execute(),
    ]);
    return [org, ...subAgencies.map((s) => `subAgency:${s.id}`), ...stations.map((s) => `station:${s.id}`)];
  }
  return [org];
}

/** Whether the customer's reservation is live at `now` (an expired one is as good as none). */
export function isReserved(row: RuleRow, now: number): boolean {
  return row.reserved_by !== null && row.reserved_until !== null && Number(row.reserved_until) > now;
}

/** Whether a live reservation was made within the caller's organisation. */
export function reservedWithin(row: RuleRow, viewer: Viewer): boolean {
  if (row.reserved_org === null) return false;
  return viewer.insideOrgs === 'all' || viewer.insideOrgs.includes(row.reserved_org);
}

/** The customer's availability for the caller: its key, label and whether they may work it. */
export function availabilityOf(
  row: RuleRow,
  viewer: Viewer,
  postSale = false,
): { key: AvailabilityKey; label: string; viewable: boolean } {
  const reserved = isReserved(row, viewer.now);
  const result = salesAvailability({
    IsSold: row.is_sold === 1,
    IsDnc: row.is_dnc === 1,
    IsStationLocked: row.is_station_locked === 1,
    IsReserved: reserved,
    isCloned: row.cloned_from_id !== null,
    reservedByMe: reserved && Number(row.reserved_by) === viewer.user.user_id,
    reservedBySameOrganisation: reserved && reservedWithin(row, viewer),
    canIgnoreSameOrganisation: viewer.canIgnore,
    postSaleMode: postSale,
  });
  const key = (Object.keys(AVAILABILITY_LABELS) as AvailabilityKey[]).find(
    (candidate) => AVAILABILITY_LABELS[candidate] === result.label,
  )!;
  return { key, label: result.label, viewable: result.viewable };
}

/** Who holds a reservation and until when, for the refusal's text. */
export interface Holder {
  name: string | null;
  until: number | null;
  timeZone: string;
}

/**
 * Refuses a write the rule forbids, with one 409 per reason. `postSale` lets a sold customer be worked (calls and
 * edits); reserving, cloning, proposing and selling pass `postSale: false`, since a sold customer is final for them.
 */
export function requireWorkable(row: RuleRow, viewer: Viewer, holder: Holder, postSale = false): void {
  const { key, viewable } = availabilityOf(row, viewer, postSale);
  if (viewable) return;
  if (key === 'SOLD') throw new AppError(409, 'salesCustomerSold');
  if (key === 'DNC') throw new AppError(409, 'salesCustomerDnc');
  if (key === 'STATION_LOCKED') throw new AppError(409, 'salesStationLocked');
  throw reservedToOther(holder);
}

/** 409 naming the rep holding the customer and the day their reservation ends (M/dd/yy in the agency's zone). */
export function reservedToOther(holder: Holder): AppError {
  const day = holder.until === null ? '' : formatDate(DateTime.fromMillis(holder.until, { zone: holder.timeZone }));
  return new AppError(409, 'salesReservedToOther', { params: { rep: holder.name ?? '?', day } });
}
