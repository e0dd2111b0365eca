import { Button } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { toast } from '../../../admin-kit';
import { approveRun, resendRun } from '../../../data/run-log';
import type { ScheduledReportLogEntry } from '../../../domain/scheduled-reports';
import { LOG_TEXTS } from './texts';

/** Resend a run's files (any run that stored files) and approve a held one; the log reloads after either. */
export function RunActions({ entry }: { entry: ScheduledReportLogEntry }): ReactElement {
  const queryClient = useQueryClient();
  const onDone = (text: string) => async (): Promise<void> => {
    toast.success(text);
    await queryClient.invalidateQueries({ queryKey: ['admin-log', 'runs'] });
  };
  const onError = (error: Error): void => {
    toast.error(error.message);
  };
  const resend = useMutation({
    mutationFn: () => resendRun(entry.logId),
    onSuccess: onDone(LOG_TEXTS.resent),
    onError,
  });
  const approve = useMutation({
    mutationFn: () => approveRun(entry.logId),
    onSuccess: onDone(LOG_TEXTS.approved),
    onError,
  });
  return (
    <>
      <Button size="sm" variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
        {LOG_TEXTS.resend}
      </Button>
      {entry.status === 'held' ? (
        <Button size="sm" loading={approve.isPending} onClick={() => approve.mutate()}>
          {LOG_TEXTS.approve}
        </Button>
      ) : null}
    </>
  );
}
