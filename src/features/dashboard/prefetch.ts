/**
 * What the advertiser screen asks for first, started beside the session check rather than after the app shell
 * and the screen have rendered (about 200 ms of a slow machine's main thread): campaigns, products, the tooltip
 * catalogue and the tab's layout, and once the campaigns, the layout and the signed-in user are in, the data and
 * code of every module the layout shows (and, once the campaigns and the user are in, the "data through" line's). The screen's own queries then find them on the way or in the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import { apolloClient } from '../../data/apollo';
import { freshnessQuery } from '../../data/freshness';
import { LayoutDocument } from '../../data/__generated__/graphql';
import { runDataMethod } from '../../data/methods/methods';
import { getAccessToken } from '../../data/token-store';
import { validateLayout } from '../../domain/layout/validate';
import type { SessionUser } from '../../domain/user';
import { prefetchLayout } from '../../renderer/frame-query';
import { campaignsQuery } from './api/use-campaigns';
import { productsQuery } from './api/use-products';
import { tooltipsQuery } from '../../renderer/use-tooltips';
import { currentBreakpoint } from '../../renderer/breakpoint';
import { dataSelection, renderConditions, viewerOf } from './data-environment';
import { moduleRegistry } from '../../registry/module-registry';
import { campaignsForTab, parseSelection, type DashboardSelection } from '../../state/selection';

/**
 * Prefetches the advertiser screen's first data for the query string `search` (`?advertiserId=…&tab=…`).
 * With a stored access token the calls go out at once, beside `GET /api/auth` (they carry the token the session
 * check reads); without one, only once the session check has named a user. A token the server refuses costs
 * four failed calls, which the screen never shows: a signed-out visitor is sent to the sign-in page.
 * Settles once the modules' requests are out and their kinds' code has loaded, or once it is clear none will go
 * (no user, no layout, a failure).
 */
export function prefetchAdvertiserScreen(
  client: QueryClient,
  search: string,
  user: Promise<SessionUser | null>,
): Promise<void> {
  const selection = parseSelection(Object.fromEntries(new URLSearchParams(search)));
  const advertiserId = selection.advertiserId;
  if (advertiserId === null) return Promise.resolve();
  const signedIn = getAccessToken() !== null ? Promise.resolve(true) : user.then((known) => known !== null);
  return signedIn
    .then((yes) => (yes ? prefetchFor(client, advertiserId, selection, user) : undefined))
    .catch(() => undefined);
}

function prefetchFor(
  client: QueryClient,
  advertiserId: number,
  selection: DashboardSelection,
  user: Promise<SessionUser | null>,
): Promise<void> {
  const campaigns = client.fetchQuery(campaignsQuery(advertiserId, 0));
  void client.prefetchQuery(productsQuery(advertiserId));
  void client.prefetchQuery(tooltipsQuery);
  // Read the same way as useLayout (cache-first): its query joins this one or finds the answer cached.
  const layout = apolloClient.query({
    query: LayoutDocument,
    variables: { tactic: selection.tab, advertiserId },
  });
  // The "data through" line under the toolbar, for the tab's campaigns as the screen keys it (no skeleton round trip).
  Promise.all([campaigns, user])
    .then(([list, viewer]) => {
      const chosen = dataSelection(advertiserId, selection, campaignsForTab(list.campaigns, selection)).campaigns;
      // As the screen: no campaign in view, no line (prefetchQuery would run a disabled query regardless).
      if (!viewer || selection.today || chosen.length === 0) return;
      void client.prefetchQuery(freshnessQuery({ advertiserId, campaigns: chosen, tactic: selection.tab }));
    })
    .catch(() => undefined);
  // The today view draws a layout of its own (today-layout.ts); the screen fetches its data.
  if (selection.today) {
    layout.catch(() => undefined);
    campaigns.catch(() => undefined);
    return Promise.resolve();
  }
  return Promise.all([campaigns, layout, user])
    .then(([list, answer, viewer]) => {
      const checked = validateLayout(answer.data?.layout.document);
      if (!checked.ok || !viewer) return;
      return prefetchLayout(client, checked.layout, {
        registry: moduleRegistry,
        runData: runDataMethod,
        selection: dataSelection(advertiserId, selection, campaignsForTab(list.campaigns, selection)),
        conditions: renderConditions(selection, currentBreakpoint(), viewerOf(viewer)),
        reloadToken: 0,
      });
    })
    .catch(() => undefined);
}
