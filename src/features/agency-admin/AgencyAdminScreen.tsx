import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** Agency list and agency detail. Placeholder until its issue lands: the chrome and the route title. */
export function AgencyAdminScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
