import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** Privacy policy and terms of use. Placeholder until its issue lands: the chrome and the route title. */
export function LegalScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
