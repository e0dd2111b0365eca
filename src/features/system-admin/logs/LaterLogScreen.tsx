import type { ReactElement } from 'react';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';

/** The scheduled-reports, automated-alerts and business-review logs, which arrive with their issues. Being built in issue 20. */
export function LaterLogScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
