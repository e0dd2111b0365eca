import type { ReactElement } from 'react';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';

/** Module kinds enabled or disabled per agency. Being built in issue 20. */
export function ManageModulesScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
