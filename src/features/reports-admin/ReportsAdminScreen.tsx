import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** Scheduled reports list and editor. Placeholder until its issue lands: the chrome and the route title. */
export function ReportsAdminScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
