/**
 * Where in the tenant tree a caller may write (issue 22): a superuser everywhere; anyone else only inside the active
 * agency and their scope there (an agency member the whole agency, a sub-agency user that sub-agency and its
 * stations, a station user that station). Everything else answers 404, as if absent (kernel/tenancy.ts).
 */
import type { Scope } from '../../kernel/tenancy';
import type { SubAgencyRecord, TreeFilter } from './queries';
import type { StationRow } from './tree-queries';

type TreeScope = Extract<Scope, { kind: 'all' | 'agency' | 'subAgency' | 'station' }>;

const inTree = (scope: Scope): scope is TreeScope =>
  scope.kind === 'all' || scope.kind === 'agency' || scope.kind === 'subAgency' || scope.kind === 'station';

/** Whether the caller works in this agency at all (its lists and its agency answer). */
export function seesAgency(scope: Scope, agencyId: number): boolean {
  return inTree(scope) && (scope.kind === 'all' || scope.agencyId === agencyId);
}

/** Whether the caller manages the agency itself (its settings, its sub-agencies). */
export function managesAgency(scope: Scope, agencyId: number): boolean {
  return scope.kind === 'all' || (scope.kind === 'agency' && scope.agencyId === agencyId);
}

export function managesSubAgency(scope: Scope, sub: Pick<SubAgencyRecord, 'id' | 'agency_id'>): boolean {
  return managesAgency(scope, sub.agency_id) || (scope.kind === 'subAgency' && scope.subAgencyId === sub.id);
}

export function managesStation(scope: Scope, station: Pick<StationRow, 'id' | 'agency_id' | 'sub_agency_id'>): boolean {
  if (managesAgency(scope, station.agency_id)) return true;
  if (scope.kind === 'subAgency')
    return scope.agencyId === station.agency_id && scope.subAgencyId === station.sub_agency_id;
  return scope.kind === 'station' && scope.agencyId === station.agency_id && scope.stationId === station.id;
}

/** The part of a visible agency's tree a list shows. */
export function treeFilterOf(scope: Scope): TreeFilter {
  if (scope.kind === 'subAgency') return { kind: 'subAgency', id: scope.subAgencyId };
  if (scope.kind === 'station') return { kind: 'station', id: scope.stationId };
  return { kind: 'all' };
}
