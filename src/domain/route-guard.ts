import { NOT_AUTH_ERR } from './messages';
import { hasPermissions, meetsRequirement } from './permissions';
import { RIGHTS } from './rights';
import type { RouteSpec } from './routes';
import type { SessionUser } from './user';

/** The session state the guard reads. */
export interface GuardSession {
  auth: boolean;
  isSharedToken: boolean;
  user: SessionUser | null;
}

/** Outcome of the route guard; `forbidden` shows 'Sorry, you do not have access.'. */
export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; nextUrl: string }
  | { kind: 'denied'; err?: typeof NOT_AUTH_ERR }
  | { kind: 'forbidden' }
  | { kind: 'redirect'; to: string };

/**
 * Route guard of 000 §2. A shared-token session may open only non-auth routes; a signed-out user goes to login
 * with nextUrl; a user missing the route's right goes to login when the user has no email, otherwise the
 * route redirects (orders → home, 000 §2) or is refused.
 */
export function guardDecision(input: { route: RouteSpec; session: GuardSession; fullPath: string }): GuardDecision {
  const { route, session, fullPath } = input;
  if (session.isSharedToken) return route.access === 'auth' ? { kind: 'denied', err: NOT_AUTH_ERR } : { kind: 'allow' };
  if (route.access !== 'auth') return { kind: 'allow' };
  const user = session.user;
  if (!session.auth || !user) return { kind: 'login', nextUrl: fullPath };
  const ruleAdmits = !route.rule || route.rule.admits(user);
  if ((!route.rights || meetsRequirement(user, route.rights)) && ruleAdmits) return { kind: 'allow' };
  if (!user.email) return { kind: 'login', nextUrl: fullPath };
  if (route.missingRightRedirect) return { kind: 'redirect', to: route.missingRightRedirect };
  return { kind: 'forbidden' };
}

/** Orders tabs that need SHOW_ORDER_SUMMARY_VIEW. */
const ORDER_TABS: readonly string[] = ['orderlist', 'ordersummary'];

/** The orders tab a user may see: orderlist and ordersummary need SHOW_ORDER_SUMMARY_VIEW, else 'summary'. */
export function ordersTab(
  tab: string,
  user: Pick<SessionUser, 'is_superuser' | 'permissions' | 'AgencyRight'> | null,
): string {
  if (ORDER_TABS.includes(tab) && !hasPermissions(user, [RIGHTS.SHOW_ORDER_SUMMARY_VIEW])) return 'summary';
  return tab;
}

/**
 * Only same-origin paths are safe after login: a single leading '/', not '//' or '/\' (protocol-relative in
 * browsers), and no whitespace or control characters, which browsers strip and could turn into '//'.
 */
export function isSafeNextUrl(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return false;
  return ![...url].some((char) => /\s/.test(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** Login URL carrying where to return afterwards; an unsafe nextUrl is dropped. */
export function loginUrl(nextUrl: string): string {
  return isSafeNextUrl(nextUrl) && nextUrl !== '/' ? `/login?nextUrl=${encodeURIComponent(nextUrl)}` : '/login';
}
