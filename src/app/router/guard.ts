/**
 * `beforeLoad` for every route of the table: the route guard of 000 §2 (guardDecision) plus the per-route
 * normalisations (/ → recent page, /home?recent=true, orders tab, parent → default child, signed-in /login).
 * A refused route ('forbidden') is not a redirect: its screen renders 'Sorry, you do not have access.'.
 */
import type { ParsedLocation } from '@tanstack/react-router';
import { guardDecision, isSafeNextUrl, loginUrl, ordersTab } from '../../domain/route-guard';
import { HOME_PATH, type RouteSpec } from '../../domain/routes';
import { recentPagesAtom, guardSessionAtom } from '../../state/session.atoms';
import type { AppStore } from '../../state/store';
import { sharedCredentialRedirect } from '../../data/connectors-bootstrap';
import { PARENT_REDIRECTS } from './screens';
import { flatSearch, redirectTo, stringifySearch, type FlatSearch } from './search';

/** What every route can read from the router context. */
export interface RouterContext {
  store: AppStore;
}

interface BeforeLoadArgs {
  context: RouterContext;
  location: ParsedLocation;
}

type Normaliser = (search: FlatSearch, context: RouterContext) => string | null;

/** Per-route rules that run once the guard allowed the route; a returned URL is redirected to. */
const NORMALISERS: Readonly<Record<string, Normaliser>> = {
  landing: (search, { store }) => {
    const shared = sharedCredentialRedirect(search);
    if (shared) return shared;
    const session = store.get(guardSessionAtom);
    if (!session.auth || !session.user) return loginUrl('/');
    const recent = store.get(recentPagesAtom).find((page) => isSafeNextUrl(page.fullPath) && page.fullPath !== '/');
    return recent?.fullPath ?? HOME_PATH;
  },
  home: (search) => (search.recent === 'true' ? null : `/home${stringifySearch({ ...search, recent: 'true' })}`),
  orders: (search, { store }) => {
    if (search.tab === undefined) return null;
    const tab = ordersTab(search.tab, store.get(guardSessionAtom).user);
    return tab === search.tab ? null : `/orders${stringifySearch({ ...search, tab })}`;
  },
  login: (search, { store }) => {
    const session = store.get(guardSessionAtom);
    if (!session.auth || search.token !== undefined) return null;
    return search.nextUrl && isSafeNextUrl(search.nextUrl) ? search.nextUrl : '/';
  },
};

export function beforeLoadFor(spec: RouteSpec): (args: BeforeLoadArgs) => void {
  return ({ context, location }) => {
    const session = context.store.get(guardSessionAtom);
    const decision = guardDecision({ route: spec, session, fullPath: location.href });
    if (decision.kind === 'login') throw redirectTo(loginUrl(decision.nextUrl));
    if (decision.kind === 'denied') throw redirectTo(decision.err ? `/denied?err=${decision.err}` : '/denied');
    if (decision.kind === 'redirect') throw redirectTo(decision.to);
    if (decision.kind === 'forbidden') return;
    const parentTarget = PARENT_REDIRECTS[spec.name];
    if (parentTarget) throw redirectTo(parentTarget);
    const target = NORMALISERS[spec.name]?.(flatSearch(location.search), context) ?? null;
    if (target !== null) throw redirectTo(target);
  };
}
