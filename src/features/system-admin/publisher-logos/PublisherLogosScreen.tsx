import type { ReactElement } from 'react';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';

/** Publisher logos with their aliases and prefixes. Being built in issue 20. */
export function PublisherLogosScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
