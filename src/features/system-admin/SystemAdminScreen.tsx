import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** System admin children (cache, reports, logs, white labels, modules, tooltips). Placeholder until its issue lands: the chrome and the route title. */
export function SystemAdminScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
