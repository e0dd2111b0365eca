import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast, useConfirm, type RowAction } from '../../../admin-kit';
import type { ScheduledReport } from '../../../domain/scheduled-reports';
import { deleteReport, REPORTS_KEY, runNow, sendTest } from '../api';
import { TEXTS } from '../texts';
import { EDITOR_PATH } from './report-columns';

/** Failures are shown as the server words them. */
function fail(error: unknown): void {
  toast.error(error instanceof Error ? error.message : String(error));
}

/** A report's row actions: open, run now, send test now, delete (after a confirm naming it). */
export function useReportActions(): (report: ScheduledReport) => RowAction[] {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  return useCallback(
    (report: ScheduledReport): RowAction[] => [
      {
        label: TEXTS.open,
        onSelect: () => void navigate({ to: EDITOR_PATH, search: { id: String(report.id) } as never }),
      },
      {
        label: TEXTS.runNow,
        onSelect: () => void runNow(report.id).then(() => toast.success(TEXTS.runQueued), fail),
      },
      {
        label: TEXTS.sendTest,
        onSelect: () => void sendTest(report.id).then(() => toast.success(TEXTS.testQueued), fail),
      },
      {
        label: TEXTS.delete,
        danger: true,
        onSelect: () =>
          void (async () => {
            const yes = await confirm({
              title: TEXTS.deleteTitle,
              body: TEXTS.deleteConfirm(report.name),
              confirmLabel: TEXTS.delete,
              danger: true,
            });
            if (!yes) return;
            try {
              await deleteReport(report.id);
              toast.success(TEXTS.deleted(report.name));
              await queryClient.invalidateQueries({ queryKey: [REPORTS_KEY] });
            } catch (error) {
              fail(error);
            }
          })(),
      },
    ],
    [navigate, confirm, queryClient],
  );
}
