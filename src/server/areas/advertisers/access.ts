/**
 * Who may see and change which advertiser: the kernel's tenancy scope, applied the same way by every call of the
 * area. Anything outside the caller's scope answers 404, as if it did not exist. Writes go only where the scope
 * reaches: a superuser anywhere, an agency member in its active agency, a sub-agency user in that sub-agency and a
 * station user in that station (the scope already lives in the active agency).
 */
import type { SessionUser } from '../../../domain/user';
import type { Db } from '../../db/database';
import { AppError } from '../../kernel/errors';
import { visibleAgencyIds, type Scope } from '../../kernel/tenancy';
import { agencyRow, findAdvertiser, stationRow, subAgencyRow, type TenantRow } from './queries';
import type { InfoRecord } from './rows';

/** 404 'Agency not found' unless the caller may see the agency (areas keep their own check; see tenancy.ts). */
export function requireVisibleAgency(user: SessionUser, agencyId: number): void {
  const visible = visibleAgencyIds(user);
  if (visible !== 'all' && !visible.includes(agencyId)) throw new AppError(404, 'agencyNotFound');
}

/** The advertiser with its details; 404 outside the scope. */
export async function openAdvertiser(db: Db, scope: Scope, user: SessionUser, id: number): Promise<InfoRecord> {
  const record = await findAdvertiser(db, scope, user, id);
  if (!record) throw new AppError(404, 'advertiserNotFound');
  return record;
}

/** Where an advertiser sits. */
export interface Placement {
  agency_id: number;
  sub_agency_id: number | null;
  station_id: number | null;
}

/**
 * Checks where a new or moved advertiser goes: an agency the caller may write in, and a sub-agency and station of
 * that agency (a station with a sub-agency sets it), all active, inside the caller's scope. Answers the placement.
 */
export async function checkPlacement(
  db: Db,
  scope: Scope,
  wanted: { agencyId: number; subAgencyId?: number | null; stationId?: number | null },
): Promise<Placement> {
  const agencyId = wanted.agencyId;
  if (scope.kind === 'none' || scope.kind === 'advertisers') throw new AppError(404, 'agencyNotFound');
  if (scope.kind !== 'all' && scope.agencyId !== agencyId) throw new AppError(404, 'agencyNotFound');
  const agency = await agencyRow(db, agencyId);
  if (!agency) throw new AppError(404, 'agencyNotFound');
  requireActive(agency);
  let subAgencyId = wanted.subAgencyId ?? null;
  const stationId = wanted.stationId ?? null;
  if (stationId !== null) {
    const station = await stationRow(db, stationId);
    if (!station || station.agency_id !== agencyId) throw new AppError(400, 'advertiserStationOutside');
    if (station.sub_agency_id !== null) {
      if (subAgencyId !== null && subAgencyId !== station.sub_agency_id) {
        throw new AppError(400, 'advertiserStationOtherSubAgency');
      }
      subAgencyId = station.sub_agency_id;
    }
    requireActive(station);
  }
  if (subAgencyId !== null) {
    const subAgency = await subAgencyRow(db, subAgencyId);
    if (!subAgency || subAgency.agency_id !== agencyId) throw new AppError(400, 'advertiserSubAgencyOutside');
    requireActive(subAgency);
  }
  if (scope.kind === 'subAgency' && subAgencyId !== scope.subAgencyId) throw new AppError(404, 'agencyNotFound');
  if (scope.kind === 'station' && stationId !== scope.stationId) throw new AppError(404, 'agencyNotFound');
  return { agency_id: agencyId, sub_agency_id: subAgencyId, station_id: stationId };
}

/** An inactive agency, sub-agency or station keeps its advertisers but gets no new ones (409). */
function requireActive(parent: TenantRow): void {
  if (parent.status === 0) throw new AppError(409, 'advertiserParentInactive', { params: { name: parent.name } });
}
