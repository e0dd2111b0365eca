/**
 * Which screen each route of the table shows. Screens of later issues load lazily (one chunk per area), so the
 * first route only downloads the shell and the sign-in screens.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../domain/user';
import { DeniedPage } from '../../features/auth/DeniedPage';
import { AhLoginPage } from '../../features/auth/AhLoginPage';
import { LoginPage } from '../../features/auth/LoginPage';
import { LogoutPage } from '../../features/auth/LogoutPage';
import { ForgotPasswordPage } from '../../features/auth/ForgotPasswordPage';
import { SetPasswordPage } from '../../features/auth/SetPasswordPage';
import { lazyPreloadable, lazyScreen, type LazyScreen, type Screen } from './lazy-screen';

/** Apollo, loaded beside the lazy screens (the eager sign-in screens do not need it). */
export const GraphProvider = lazyPreloadable(() => import('../GraphProvider').then((m) => m.GraphProvider));

const home = lazyScreen(() => import('../home/HomePage').then((m) => m.HomePage));
const advertiser = lazyScreen(() => import('../dashboard/AdvertiserDashboard').then((m) => m.AdvertiserDashboard));
const orders = lazyScreen(() => import('../orders/OrdersPage').then((m) => m.OrdersPage));
const shared = lazyScreen(() => import('../../features/share/SharedScreen').then((m) => m.SharedScreen));
const exportScreen = lazyScreen(() => import('../../features/export/ExportScreen').then((m) => m.ExportScreen));
const adminUsers = lazyScreen(() =>
  import('../../features/admin-users/AdminUsersScreen').then((m) => m.AdminUsersScreen),
);
const systemAdmin = lazyScreen(() =>
  import('../../features/system-admin/SystemAdminScreen').then((m) => m.SystemAdminScreen),
);
const healthChecks = lazyScreen(() =>
  import('../../features/system-admin/HealthChecksScreen').then((m) => m.HealthChecksScreen),
);
const agencyAdmin = lazyScreen(() =>
  import('../../features/agency-admin/AgencyAdminScreen').then((m) => m.AgencyAdminScreen),
);
const linearAdmin = lazyScreen(() =>
  import('../../features/linear-admin/LinearAdminScreen').then((m) => m.LinearAdminScreen),
);
const reportsAdmin = lazyScreen(() =>
  import('../../features/reports-admin/ReportsAdminScreen').then((m) => m.ReportsAdminScreen),
);
const campaignAdmin = lazyScreen(() =>
  import('../../features/campaign-admin/CampaignAdminScreen').then((m) => m.CampaignAdminScreen),
);
const legal = lazyScreen(() => import('../../features/legal/LegalScreen').then((m) => m.LegalScreen));
const grantAccess = lazyScreen(() =>
  import('../../features/connectors/GrantAccessScreen').then((m) => m.GrantAccessScreen),
);
const connections = lazyScreen(() =>
  import('../../features/connectors/ConnectionsScreen').then((m) => m.ConnectionsScreen),
);
const linking = lazyScreen(() => import('../../features/connectors/LinkingScreen').then((m) => m.LinkingScreen));

/** Screen by route name; a name under a parent ('systemAdmin/cache') falls back to its parent's screen. */
const SCREENS: Readonly<Record<string, Screen>> = {
  home,
  advertiser,
  orders,
  share: shared,
  shortShare: shared,
  export: exportScreen,
  admin: adminUsers,
  systemAdmin,
  agencyAdmin,
  linearadmin: linearAdmin,
  reportsadmin: reportsAdmin,
  campaigns: campaignAdmin,
  login: LoginPage,
  ahlogin: AhLoginPage,
  'set-password': SetPasswordPage,
  'forgot-password': ForgotPasswordPage,
  logout: LogoutPage,
  denied: DeniedPage,
  'privacy-policy': legal,
  'terms-of-use': legal,
  help: legal,
  googlecredentials: grantAccess,
  facebookcredentials: grantAccess,
  googlecredentialsnew: grantAccess,
  connections,
  linking,
  healthchecks: healthChecks,
};

const EAGER: ReadonlySet<Screen> = new Set<Screen>([
  LoginPage,
  AhLoginPage,
  LogoutPage,
  DeniedPage,
  SetPasswordPage,
  ForgotPasswordPage,
]);

/** Lazy screens get Apollo (loaded alongside them); the eager sign-in screens do not need it. */
export function isLazyScreen(screen: Screen): boolean {
  return !EAGER.has(screen);
}

/** Screens worth fetching while the session loads, by the path the page opened on. */
const PRELOAD_BY_PATH: Readonly<Record<string, LazyScreen>> = { '/advertiser': advertiser, '/home': home };

/**
 * Starts downloading the opened path's screen (and Apollo beside it) at once, in parallel with the session
 * check, instead of after it. A failure is left for the render to report.
 */
export function preloadScreenFor(pathname: string): void {
  const screen = PRELOAD_BY_PATH[pathname];
  if (!screen) return;
  screen.preload().catch(() => undefined);
  GraphProvider.preload().catch(() => undefined);
}

/**
 * The longest the first render waits for the dashboard's module requests to go out and the modules' code to load
 * (a slow session check or campaign list): the app shell and the screen then render with their skeletons meanwhile.
 */
export const FIRST_RENDER_WAIT_MS = 300;

/**
 * Starts the first data of the opened path's screen in parallel with the session check, before the first render
 * of the app shell and the screen. Only the advertiser dashboard has any; its code is fetched beside the screen's
 * chunk. `user` is the session check's answer (features/dashboard/prefetch.ts says what waits for it). Settles
 * (never rejects) once the modules' requests are out and their code has loaded, or after `wait` ms at most: that
 * first render (the agency's theme, the shell; about 150 ms of a slow machine's main thread) would otherwise hold
 * them back, and the modules' code would only start (a map's deck.gl) once it ended.
 */
export function prefetchScreenData(
  location: { pathname: string; search: string },
  user: Promise<SessionUser | null>,
  client: QueryClient,
  wait: number = FIRST_RENDER_WAIT_MS,
): Promise<void> {
  if (location.pathname !== '/advertiser') return Promise.resolve();
  const out = import('../../features/dashboard/prefetch')
    .then(({ prefetchAdvertiserScreen }) => prefetchAdvertiserScreen(client, location.search, user))
    .catch(() => undefined);
  return Promise.race([out, new Promise<void>((resolve) => setTimeout(resolve, wait))]);
}

export function screenFor(routeName: string): Screen | undefined {
  return SCREENS[routeName] ?? SCREENS[routeName.split('/')[0] ?? ''];
}

/** Parent routes that only lead to a default child (000 §2: /admin → user management, /systemAdmin → cache). */
export const PARENT_REDIRECTS: Readonly<Record<string, string>> = {
  admin: '/admin/users',
  systemAdmin: '/systemAdmin/cache',
  agencyAdmin: '/agencyAdmin/agencylist',
  linearadmin: '/linearadmin/clients',
  reportsadmin: '/reportsadmin/reports',
};
