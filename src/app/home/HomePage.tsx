import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type ReactElement } from 'react';
import { HomeScreen } from '../../features/dashboard/HomeScreen';
import { viewerOf } from '../../features/dashboard/data-environment';
import { OverviewScreen } from '../../features/overview/OverviewScreen';
import { parseSelection, selectionSearch, switchAdvertiser } from '../../state/selection';
import { userAtom } from '../../state/session.atoms';
import type { ScreenProps } from '../../ui/screen-props';

// Its own chunk: the overview does not wait for the alerts (and their settings drawer) to load.
const AlertsPanel = lazy(() => import('../../features/alerts/AlertsPanel').then((m) => ({ default: m.AlertsPanel })));

/**
 * /home?recent=true (issue 24): agency staff, sub-agency and station users land on the performance overview of
 * everything they see, with the agency's open alerts under its toolbar; advertiser users (client role) keep the
 * recent pages and advertiser search.
 */
export function HomePage(props: ScreenProps): ReactElement {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  return viewerOf(user) === 'advertiser' ? (
    <HomeScreen {...props} />
  ) : (
    <OverviewScreen
      {...props}
      aside={
        <Suspense fallback={null}>
          <AlertsPanel
            agencyId={user?.active_agency_id ?? null}
            onOpen={(alert) => {
              if (alert.advertiserId === null) return;
              const selection = switchAdvertiser(parseSelection({}), alert.advertiserId, alert.advertiserName ?? '');
              void navigate({ to: '/advertiser', search: selectionSearch(selection) });
            }}
          />
        </Suspense>
      }
    />
  );
}
