import { useRouterState } from '@tanstack/react-router';
import { useMemo, type ReactElement } from 'react';
import { LogScreen } from '../../../admin-kit';
import type { ReportKind } from '../../../domain/scheduled-reports';
import { RunDetail } from '../../../ui/run-log/RunDetail';
import type { ScreenProps } from '../../../ui/screen-props';
import { RunActions } from './RunActions';
import { runLogConfig } from './run-log-config';

/** The log a path names: business-review-log lists business reviews, scheduled-reports-log dashboard reports. */
export function runLogKindOf(pathname: string): ReportKind {
  return pathname.replace(/\/$/, '').endsWith('business-review-log') ? 'businessReview' : 'dashboard';
}

/** System Admin scheduled-reports-log and business-review-log (000 §2): one log component, told its kind. */
export function RunLogScreen({ title }: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const kind = runLogKindOf(pathname);
  const config = useMemo(
    () => runLogConfig(title, kind, (entry) => <RunDetail entry={entry} actions={<RunActions entry={entry} />} />),
    [title, kind],
  );
  return <LogScreen key={kind} config={config} />;
}
