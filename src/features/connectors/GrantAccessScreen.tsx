import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** Grant-access pages of the account connectors. Placeholder until its issue lands: the chrome and the route title. */
export function GrantAccessScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
