import type { ReactElement } from 'react';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';

/** Tooltips: search, edit in place, preview. Being built in issue 20. */
export function TooltipManagementScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
