import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, type ReactElement } from 'react';
import { PageSkeleton } from '../../admin-kit';
import type { ScreenProps } from '../../ui/screen-props';

const ReportsListScreen = lazy(() =>
  import('./list/ReportsListScreen').then((m) => ({ default: m.ReportsListScreen })),
);
const ReportEditorScreen = lazy(() =>
  import('./editor/ReportEditorScreen').then((m) => ({ default: m.ReportEditorScreen })),
);

/** /reportsadmin (000 §2): 'reports', the list, and 'report', the editor (?id=… or a new report). */
export function ReportsAdminScreen(props: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const editor = pathname.replace(/\/$/, '').endsWith('/report');
  return (
    <Suspense fallback={<PageSkeleton />}>
      {editor ? <ReportEditorScreen {...props} /> : <ReportsListScreen {...props} />}
    </Suspense>
  );
}
