import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { matchRoute } from '../../domain/routes';
import { themeAtom, userAtom } from '../../state/session.atoms';
import { useDocumentBranding } from '../../ui/use-document-branding';
import { useAdvertiserTheme } from '../use-advertiser-theme';
import { useGuardRefresh } from '../use-guard-refresh';
import { useRecentPageRecorder } from '../use-recent-pages';
import { EnvironmentBanner } from './EnvironmentBanner';
import { Footer } from './Footer';
import { NetworkActivity } from './NetworkActivity';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { UpdateBanner } from './UpdateBanner';
import { useServiceWorker } from './use-service-worker';
import { ViewAsBanner } from './ViewAsBanner';

/** Routes rendered without chrome: the export page is a print rendering for the headless browser. */
const CHROMELESS: readonly string[] = ['export'];
/** Routes that show the product sidebar. */
/** The orders screen keeps the generic sidebar until its issue; dashboards draw their own product sidebar. */
const WITH_SIDEBAR: readonly string[] = ['orders'];
/** The grant pages a shared link may open inside another site's frame (`framed=true`): the page alone, no chrome. */
const FRAMEABLE: readonly string[] = ['googlecredentials', 'googlecredentialsnew', 'facebookcredentials'];

/**
 * The root layout: banners (environment, view as), top bar, activity bar, sidebar, the routed screen, footer and
 * update banner.
 */
export function AppLayout(): ReactElement {
  const theme = useAtomValue(themeAtom);
  const user = useAtomValue(userAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const framed = useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get('framed') });
  const route = matchRoute(pathname)?.route;
  const update = useServiceWorker();
  useAdvertiserTheme();
  useDocumentBranding(theme, route?.title);
  useGuardRefresh();
  useRecentPageRecorder();

  if (route && CHROMELESS.includes(route.name)) return <Outlet />;
  if (route && FRAMEABLE.includes(route.name) && framed === 'true') {
    return (
      <Box as="main" id="main" minHeight="100vh" bg="brand.background" px="4" py="6">
        <Outlet />
      </Box>
    );
  }
  return (
    <Flex direction="column" minHeight="100vh" bg="brand.background">
      <SkipLink />
      <EnvironmentBanner />
      <ViewAsBanner />
      <TopBar />
      <NetworkActivity />
      <Flex flex="1" align="stretch">
        {user && route && WITH_SIDEBAR.includes(route.name) && <Sidebar />}
        <Box as="main" id="main" tabIndex={-1} flex="1" px={{ base: 4, md: 6 }} py="6" minWidth="0" outline="none">
          <Outlet />
        </Box>
      </Flex>
      <Footer companyName={theme.companyName} />
      {update.updateAvailable && <UpdateBanner onReload={update.reload} />}
    </Flex>
  );
}
