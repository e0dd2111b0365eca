import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** User management and feed tools. Placeholder until its issue lands: the chrome and the route title. */
export function AdminUsersScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
