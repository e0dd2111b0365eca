import { ACCOUNT_LINKING_RULE, AGENCY_CREDENTIALS_RULE, CAMPAIGN_ADMIN_RULE, type AccessRule } from './permissions';
import { AREA_RIGHTS, type RightsRequirement } from './rights';

/** Who may open a route: anyone, signed-in users, shared-link viewers, or export-token holders. */
export type RouteAccess = 'public' | 'auth' | 'shared' | 'token';

/** One route of 000 §2. Paths use `$param` segments. */
export interface RouteSpec {
  name: string;
  path: string;
  access: RouteAccess;
  title?: string;
  /** What the user must hold: an entry of the rights table (rights.ts AREA_RIGHTS) that the server's calls share. */
  rights?: RightsRequirement;
  /** A rule the user must also pass (permissions.ts, e.g. the campaign admins of issue 23). */
  rule?: AccessRule;
  /** Where a signed-in user without the right is sent instead of being refused. */
  missingRightRedirect?: string;
  /** Whether the route may be saved as a recent page. */
  returnable: boolean;
}

/** Normal form of the home page. */
export const HOME_PATH = '/home?recent=true';

const page = (name: string, path: string, access: RouteAccess, title: string): RouteSpec => ({
  name,
  path,
  access,
  title,
  returnable: false,
});
const admin = (name: string, path: string, rights: RightsRequirement, title: string): RouteSpec => ({
  name,
  path,
  access: 'auth',
  title,
  rights,
  returnable: true,
});
const system = (child: string, title: string): RouteSpec =>
  admin(`systemAdmin/${child}`, `/systemAdmin/${child}`, AREA_RIGHTS.systemAdmin, title);
const campaignAdmin = (name: string, path: string, title: string): RouteSpec => ({
  name,
  path,
  access: 'auth',
  title,
  rule: CAMPAIGN_ADMIN_RULE,
  missingRightRedirect: HOME_PATH,
  returnable: true,
});
const ruled = (name: string, path: string, rule: AccessRule, title: string): RouteSpec => ({
  name,
  path,
  access: 'auth',
  title,
  rule,
  returnable: true,
});
const reports = (name: string, path: string, title: string): RouteSpec =>
  admin(name, path, AREA_RIGHTS.scheduledReports, title);

/** The route table. Titles beyond Home, Advertiser View and Orders are ours. */
export const ROUTES: readonly RouteSpec[] = [
  { name: 'landing', path: '/', access: 'public', returnable: false },
  { name: 'home', path: '/home', access: 'auth', title: 'Home', returnable: true },
  { name: 'advertiser', path: '/advertiser', access: 'auth', title: 'Advertiser View', returnable: true },
  {
    ...admin('orders', '/orders', AREA_RIGHTS.orders, 'Orders'),
    missingRightRedirect: HOME_PATH,
  },
  page('share', '/shared-preview', 'shared', 'Shared Dashboard'),
  page('shortShare', '/s/$shortId', 'shared', 'Shared Dashboard'),
  page('export', '/export/$token', 'token', 'Export'),
  admin('admin', '/admin', AREA_RIGHTS.userAdmin, 'Manage Users'),
  admin('admin/users', '/admin/users', AREA_RIGHTS.userAdmin, 'Manage Users'),
  admin('admin/user', '/admin/users/$userId', AREA_RIGHTS.userAdmin, 'User'),
  admin('admin/access-groups', '/admin/access-groups', AREA_RIGHTS.userAdmin, 'Access Groups'),
  admin('admin/advertiser-groups', '/admin/advertiser-groups', AREA_RIGHTS.userAdmin, 'Advertiser Groups'),
  admin('admin/feed-tools', '/admin/feed-tools', AREA_RIGHTS.userAdmin, 'Feed Tools'),
  admin('systemAdmin', '/systemAdmin', AREA_RIGHTS.systemAdmin, 'System'),
  system('cache', 'Cache'),
  system('reports', 'Reports'),
  system('configurability-log', 'Configurability Log'),
  system('white-labels', 'White Labels'),
  system('scheduled-reports-log', 'Scheduled Reports Log'),
  system('publisher-logos', 'Publisher Logos'),
  system('manage-modules', 'Manage Modules'),
  system('automated-alerts-log', 'Automated Alerts Log'),
  system('tooltip-management', 'Tooltip Management'),
  system('business-review-log', 'Business Review Log'),
  admin('agencyAdmin', '/agencyAdmin', AREA_RIGHTS.agencyAdmin, 'Agencies'),
  admin('agencyAdmin/agencylist', '/agencyAdmin/agencylist', AREA_RIGHTS.agencyAdmin, 'Agencies'),
  admin('agencyAdmin/agency', '/agencyAdmin/agency/$agency', AREA_RIGHTS.agencyAdmin, 'Agency'),
  admin('linearadmin', '/linearadmin', AREA_RIGHTS.advertiserAdmin, 'Advertisers'),
  admin('linearadmin/clients', '/linearadmin/clients', AREA_RIGHTS.advertiserAdmin, 'Advertisers'),
  admin('linearadmin/client', '/linearadmin/clients/$advertiserId', AREA_RIGHTS.advertiserAdmin, 'Advertiser'),
  admin('linearadmin/subagencies', '/linearadmin/subagencies', AREA_RIGHTS.advertiserAdmin, 'Sub-agencies'),
  admin('linearadmin/stations', '/linearadmin/stations', AREA_RIGHTS.advertiserAdmin, 'Stations'),
  // The sales tool (issue 28): prospects and their calls, for the same users as the client search.
  admin('linearadmin/prospects', '/linearadmin/prospects', AREA_RIGHTS.advertiserAdmin, 'Prospects'),
  admin('linearadmin/prospect', '/linearadmin/prospects/$customerId', AREA_RIGHTS.advertiserAdmin, 'Prospect'),
  reports('reportsadmin', '/reportsadmin', 'Scheduled Reports'),
  reports('reportsadmin/reports', '/reportsadmin/reports', 'Scheduled Reports'),
  reports('reportsadmin/report', '/reportsadmin/report', 'Scheduled Report'),
  campaignAdmin('campaigns/hidden', '/campaigns/hidden', 'Hidden Campaigns'),
  campaignAdmin('campaigns/archive', '/campaigns/archive', 'Campaign Archive'),
  campaignAdmin('campaigns/history', '/campaigns/$campaignId/history', 'Campaign History'),
  // Connectors (issue 26): the agency's credentials, an advertiser's account linking and one source's setup.
  ruled('connections', '/connections', AGENCY_CREDENTIALS_RULE, 'Connections'),
  ruled('linking', '/linking/$advertiserId', ACCOUNT_LINKING_RULE, 'Account Linking'),
  ruled('linking/source', '/linking/$advertiserId/$source', ACCOUNT_LINKING_RULE, 'Connector Setup'),
  page('logout', '/logout', 'public', 'Sign out'),
  page('denied', '/denied', 'public', 'Access denied'),
  page('login', '/login', 'public', 'Sign in'),
  page('ahlogin', '/ahlogin', 'public', 'Sign in'),
  page('set-password', '/set-password', 'public', 'Set password'),
  page('forgot-password', '/forgot-password', 'public', 'Forgot password'),
  page('privacy-policy', '/privacy-policy', 'public', 'Privacy Policy'),
  page('terms-of-use', '/terms-of-use', 'public', 'Terms of Use'),
  page('help', '/help', 'public', 'Help'),
  page('googlecredentials', '/grant-access', 'public', 'Grant Access'),
  page('facebookcredentials', '/facebook-grant-access', 'public', 'Grant Facebook Access'),
  page('googlecredentialsnew', '/grant-google-access-new', 'public', 'Grant Google Access'),
  page('healthchecks', '/healthchecks/$file', 'auth', 'Health Checks'),
];

/** A route matched against a path name, with its `$param` values. */
export interface RouteMatch {
  route: RouteSpec;
  params: Record<string, string>;
}

/** Finds the route for a path name (no query), ignoring one trailing slash; null means 'Page not found.'. */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/');
  for (const route of ROUTES) {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const part = parts[index] ?? '';
      if (!segment.startsWith('$')) return segment === part;
      params[segment.slice(1)] = decodeURIComponent(part);
      return part !== '';
    });
    if (matches) return { route, params };
  }
  return null;
}
