import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** Health check files. Placeholder until its issue lands: the chrome and the route title. */
export function HealthChecksScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
