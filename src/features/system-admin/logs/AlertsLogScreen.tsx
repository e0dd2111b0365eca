import { useMemo, type ReactElement } from 'react';
import { LogScreen } from '../../../admin-kit';
import type { ScreenProps } from '../../../ui/screen-props';
import { alertsLogConfig } from './alerts-log-config';

/** System Admin automated-alerts-log (000 §2, issue 27): the kit's log component over GET /api/automatedAlertsLog. */
export function AlertsLogScreen({ title }: ScreenProps): ReactElement {
  const config = useMemo(() => alertsLogConfig(title), [title]);
  return <LogScreen config={config} />;
}
