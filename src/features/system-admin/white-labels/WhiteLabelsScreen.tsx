import type { ReactElement } from 'react';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';

/** Agency themes: list, create, edit with live preview (also the user menu's Theme editor). Being built in issue 20. */
export function WhiteLabelsScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
