import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** Export rendering for an export token. Placeholder until its issue lands: the chrome and the route title. */
export function ExportScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
