import { Button } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { toast, useConfirm } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { revertAuditEntry, type AuditEntry } from './audit-api';

export interface RevertButtonProps {
  entry: AuditEntry;
  /** Called after a revert succeeded (the log refreshes). */
  onReverted?: (revert: AuditEntry) => void;
}

/** Reverts one entry after a confirm naming the object; the refusal (changed since) is shown as the server words it. */
export function RevertButton({ entry, onReverted }: RevertButtonProps): ReactElement {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const revert = useMutation({
    mutationFn: () => revertAuditEntry(entry.id),
    onSuccess: async (result) => {
      // Whatever the area showed elsewhere is stale now (the dashboards' tooltips, the admin lists, the log itself).
      await queryClient.invalidateQueries();
      toast.success(messageText('auditReverted'));
      onReverted?.(result);
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : String(error)),
  });
  const object = entry.objectLabel ? `${entry.objectLabel} (${entry.objectId})` : entry.objectId;

  const start = async (): Promise<void> => {
    const ok = await confirm({
      title: `Revert change #${entry.id}`,
      body: messageText('auditRevertConfirm', { object }),
      confirmLabel: 'Revert',
      danger: true,
    });
    if (ok) revert.mutate();
  };

  return (
    <Button size="sm" variant="outline" onClick={() => void start()} loading={revert.isPending}>
      Revert
    </Button>
  );
}
