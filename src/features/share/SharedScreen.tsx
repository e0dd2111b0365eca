import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** Shared dashboard views (/shared-preview, /s/$shortId). Placeholder until its issue lands: the chrome and the route title. */
export function SharedScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
