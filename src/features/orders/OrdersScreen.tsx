import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** Order list and order summary. Placeholder until its issue lands: the chrome and the route title. */
export function OrdersScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
