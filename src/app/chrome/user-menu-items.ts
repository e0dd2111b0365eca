/** The user menu of 000 §2, in spec order, each entry gated by the rights it needs (none: always shown). */
import {
  AGENCY_CREDENTIALS_RULE,
  CAMPAIGN_ADMIN_RULE,
  hasPermissions,
  type AccessRule,
} from '../../domain/permissions';
import { RIGHTS, type Right } from '../../domain/rights';
import type { SessionUser } from '../../domain/user';

export interface UserMenuItem {
  id: string;
  label: string;
  /** Route to open; absent for entries that act in place (Help). */
  to?: string;
  /** Rights that must all be held; empty means every signed-in user sees the entry. */
  rights: readonly Right[];
  /** A rule the user must also pass (the campaign admins of issue 23). */
  rule?: AccessRule;
}

export const USER_MENU_ITEMS: readonly UserMenuItem[] = [
  { id: 'manage-users', label: 'Manage Users', to: '/admin', rights: [RIGHTS.SCREEN_USER_MGMT] },
  { id: 'advertisers', label: 'Advertisers', to: '/linearadmin', rights: [RIGHTS.SCREEN_ADVERTISER_MGMT] },
  { id: 'agencies', label: 'Agencies', to: '/agencyAdmin', rights: [RIGHTS.SCREEN_AGENCY_MGMT] },
  { id: 'system', label: 'System', to: '/systemAdmin', rights: [RIGHTS.MANAGE_SYSTEM] },
  { id: 'campaigns', label: 'Campaigns', to: '/campaigns/hidden', rights: [], rule: CAMPAIGN_ADMIN_RULE },
  { id: 'connections', label: 'Connections', to: '/connections', rights: [], rule: AGENCY_CREDENTIALS_RULE },
  { id: 'feed-tools', label: 'Feed Tools', to: '/admin/feed-tools', rights: [RIGHTS.SCREEN_USER_MGMT] },
  { id: 'sign-out', label: 'Sign out', to: '/logout', rights: [] },
  { id: 'help', label: 'Help', rights: [] },
  // The theme editor edits white-label themes, which live under System → White Labels.
  { id: 'theme-editor', label: 'Theme editor', to: '/systemAdmin/white-labels', rights: [RIGHTS.MANAGE_SYSTEM] },
];

/** The entries a user may see. */
export function visibleMenuItems(user: SessionUser | null): UserMenuItem[] {
  if (!user) return [];
  return USER_MENU_ITEMS.filter(
    (item) => (item.rights.length === 0 || hasPermissions(user, item.rights)) && (!item.rule || item.rule.admits(user)),
  );
}
