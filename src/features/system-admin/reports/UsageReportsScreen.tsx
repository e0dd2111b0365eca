import type { ReactElement } from 'react';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';

/** Usage by agency over a period, as a table and a chart, exportable to XLSX. Being built in issue 20. */
export function UsageReportsScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
