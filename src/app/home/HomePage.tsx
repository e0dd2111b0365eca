import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { HomeScreen } from '../../features/dashboard/HomeScreen';
import { viewerOf } from '../../features/dashboard/data-environment';
import { OverviewScreen } from '../../features/overview/OverviewScreen';
import { userAtom } from '../../state/session.atoms';
import type { ScreenProps } from '../../ui/screen-props';

/**
 * /home?recent=true (issue 24): agency staff, sub-agency and station users land on the performance overview of
 * everything they see; advertiser users (client role) keep the recent pages and advertiser search.
 */
export function HomePage(props: ScreenProps): ReactElement {
  const user = useAtomValue(userAtom);
  return viewerOf(user) === 'advertiser' ? <HomeScreen {...props} /> : <OverviewScreen {...props} />;
}
