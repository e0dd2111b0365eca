/** Whose reports the signed-in user manages: agencies (AGENCY_READ_SCHEDULED_REPORT) or advertisers (READ_SCHEDULED_REPORT). */
import { hasPermissions } from '../../domain/permissions';
import { RIGHTS } from '../../domain/rights';
import type { SessionUser } from '../../domain/user';

export type ScopeMode = 'agency' | 'advertiser' | 'none';

export function scopeModeOf(user: SessionUser | null): ScopeMode {
  if (!user) return 'none';
  if (user.is_superuser || hasPermissions(user, [RIGHTS.AGENCY_READ_SCHEDULED_REPORT])) return 'agency';
  if (hasPermissions(user, [RIGHTS.READ_SCHEDULED_REPORT])) return 'advertiser';
  return 'none';
}

/** The agency a new report belongs to by default: the active one, else the first the user may switch to. */
export function defaultAgencyOf(user: SessionUser | null): number | undefined {
  return user?.active_agency_id ?? user?.AvailableAgencies[0]?.id;
}
