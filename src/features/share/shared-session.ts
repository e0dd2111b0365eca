/**
 * The guest session of a share link (000 §4: "a shared dashboard sets an export token as the user"): its token
 * feeds the data calls, the agency's theme brands the page, and the route guard treats the page as a
 * shared-token session. A signed-in user's stored tokens are left alone and serve again after a reload.
 */
import { setGuestToken } from '../../data/token-store';
import { authAtom, isSharedTokenAtom, themeAtom } from '../../state/session.atoms';
import type { AppStore } from '../../state/store';
import type { SharedDashboard } from '../../data/shared-payload';

export function startGuestSession(store: Pick<AppStore, 'set'>, dashboard: SharedDashboard): void {
  setGuestToken(dashboard.etoken);
  store.set(themeAtom, dashboard.theme);
  store.set(isSharedTokenAtom, true);
  store.set(authAtom, true);
}
