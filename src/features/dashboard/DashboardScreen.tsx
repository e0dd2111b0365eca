import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** Home and advertiser dashboards. Placeholder until its issue lands: the chrome and the route title. */
export function DashboardScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
