/** Deactivate / activate and delete of any tenant object, each behind the kit's confirm naming it, a toast after. */
import type { UseMutationResult } from '@tanstack/react-query';
import { toast, useConfirm, type RowAction } from '../../admin-kit';
import { messageText } from '../../domain/messages';
import { errorText } from './shared';
import type { TenantStatus } from './types';
import { LABELS } from './labels';

interface Target {
  id: number;
  name: string;
  status: TenantStatus;
}

export interface StatusActions<T extends Target> {
  /** Deactivate or Activate (by the row's status), then Delete. */
  rowActions(row: T): RowAction[];
}

export function useStatusActions<T extends Target>(
  status: UseMutationResult<unknown, Error, { id: number; active: boolean }>,
  removal: UseMutationResult<unknown, Error, number>,
): StatusActions<T> {
  const confirm = useConfirm();

  const change = async (row: T): Promise<void> => {
    const deactivating = row.status === 'active';
    const named = { name: row.name };
    const ok = await confirm({
      title: messageText(deactivating ? 'muDeactivateTitle' : 'aaActivateTitle', named),
      body: messageText(deactivating ? 'aaDeactivateBody' : 'aaActivateBody', named),
      confirmLabel: deactivating ? LABELS.deactivate : LABELS.activate,
      danger: deactivating,
    });
    if (!ok) return;
    try {
      await status.mutateAsync({ id: row.id, active: !deactivating });
      toast.success(messageText(deactivating ? 'aaDeactivated' : 'aaActivated', named));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const remove = async (row: T): Promise<void> => {
    const named = { name: row.name };
    const ok = await confirm({
      title: messageText('muDeleteTitle', named),
      body: messageText('aaDeleteBody', named),
      confirmLabel: LABELS.delete,
      danger: true,
    });
    if (!ok) return;
    try {
      await removal.mutateAsync(row.id);
      toast.success(messageText('aaDeleted', named));
    } catch (error) {
      // The server's 409 names what still depends on it.
      toast.error(errorText(error));
    }
  };

  return {
    rowActions: (row) => [
      {
        label: row.status === 'active' ? LABELS.deactivate : LABELS.activate,
        onSelect: () => void change(row),
      },
      { label: LABELS.delete, danger: true, onSelect: () => void remove(row) },
    ],
  };
}
