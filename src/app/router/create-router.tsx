/**
 * The router: history mode, base '/', one code-based route per entry of ROUTES (000 §2), each guarded by
 * `beforeLoad`; any other path renders 'Page not found.' inside the chrome.
 */
import {
  createBrowserHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type AnyRouter,
  type RouterHistory,
} from '@tanstack/react-router';
import { ROUTES } from '../../domain/routes';
import { AppLayout } from '../chrome/AppLayout';
import { NotFound } from '../NotFound';
import { RouteError } from '../RouteError';
import { beforeLoadFor, type RouterContext } from './guard';
import { RouteScreen } from './RouteScreen';
import { parseSearch, stringifySearch } from './search';

export interface CreateAppRouterOptions {
  context: RouterContext;
  /** @default browser history */
  history?: RouterHistory;
}

/** Route types are not registered globally: the table is data (ROUTES), so links are checked against it instead. */
export function createAppRouter({ context, history }: CreateAppRouterOptions): AnyRouter {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: AppLayout,
    notFoundComponent: NotFound,
    errorComponent: RouteError,
  });
  const children = ROUTES.map((spec) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: spec.path,
      beforeLoad: beforeLoadFor(spec),
      component: function RouteComponent() {
        return <RouteScreen spec={spec} />;
      },
    }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(children),
    context,
    history: history ?? createBrowserHistory(),
    basepath: '/',
    parseSearch,
    stringifySearch,
    defaultPreload: false,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
}
