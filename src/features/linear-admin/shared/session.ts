/** What the /linearadmin screens read of the signed-in user: their agencies (with sub-agencies and stations) and rights. */
import { useAtomValue } from 'jotai';
import { hasPermissions } from '../../../domain/permissions';
import { RIGHTS } from '../../../domain/rights';
import type { AvailableAgency, SessionUser } from '../../../domain/user';
import { userAtom } from '../../../state/session.atoms';

const NONE: readonly AvailableAgency[] = [];

export function useSessionUser(): SessionUser | null {
  return useAtomValue(userAtom);
}

export function useAgencies(): readonly AvailableAgency[] {
  return useSessionUser()?.AvailableAgencies ?? NONE;
}

/** Whether the caller may create and change advertisers (SCREEN_ADVERTISER_MGMT). */
export function canManageAdvertisers(user: SessionUser | null): boolean {
  return hasPermissions(user, [RIGHTS.SCREEN_ADVERTISER_MGMT]);
}

/** Whether the caller may open /agencyAdmin (SCREEN_AGENCY_MGMT). */
export function canManageAgencies(user: SessionUser | null): boolean {
  return hasPermissions(user, [RIGHTS.SCREEN_AGENCY_MGMT]);
}

/** The option lists of an agency tree, each sub-agency or station named with its agency when there are several. */
export function treeOptions(agencies: readonly AvailableAgency[]): {
  subAgencies: { value: string; label: string }[];
  stations: { value: string; label: string; agencyId: number; subAgencyId: number | null }[];
} {
  const named = (agency: AvailableAgency, name: string): string =>
    agencies.length > 1 ? `${agency.name} › ${name}` : name;
  return {
    subAgencies: agencies.flatMap((a) => a.sub_agencies.map((s) => ({ value: String(s.id), label: named(a, s.name) }))),
    stations: agencies.flatMap((a) =>
      a.stations.map((s) => ({
        value: String(s.id),
        label: named(a, s.name),
        agencyId: a.id,
        subAgencyId: s.sub_agency_id,
      })),
    ),
  };
}
