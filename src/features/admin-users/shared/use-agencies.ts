/** The agencies the signed-in admin may manage: the session's AvailableAgencies, with sub-agencies and stations. */
import { useAtomValue } from 'jotai';
import type { AvailableAgency, AvailableStation } from '../../../domain/user';
import { userAtom } from '../../../state/session.atoms';

const NONE: readonly AvailableAgency[] = [];

export function useAgencies(): readonly AvailableAgency[] {
  return useAtomValue(userAtom)?.AvailableAgencies ?? NONE;
}

/** The stations of an agency, narrowed to one sub-agency's when one is chosen. */
export function stationsOf(agency: AvailableAgency | undefined, subAgencyId: number | null | undefined): AvailableStation[] {
  if (!agency) return [];
  return subAgencyId ? agency.stations.filter((s) => s.sub_agency_id === subAgencyId) : agency.stations;
}
