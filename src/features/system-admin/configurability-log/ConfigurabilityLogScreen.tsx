import type { ReactElement } from 'react';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';

/** The audit log with filters, before/after diffs and revert. Being built in issue 20. */
export function ConfigurabilityLogScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
