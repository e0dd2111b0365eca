/** Deactivate, reactivate and delete a user, each behind the kit's confirm naming the user, with a toast after. */
import { useNavigate } from '@tanstack/react-router';
import { toast, useConfirm, type RowAction } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { USER_STATUS } from '../../../domain/rights';
import { LABELS } from '../labels';
import type { UserRow } from '../types';
import { usersApi, useStatusChange } from './api';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface UserActions {
  deactivate(user: UserRow): Promise<void>;
  reactivate(user: UserRow): Promise<void>;
  remove(user: UserRow): Promise<boolean>;
  /** The list's row actions: open always; the others only when the caller may edit the user. */
  rowActions(user: UserRow): RowAction[];
}

export function useUserActions(): UserActions {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const statusChange = useStatusChange();
  const removal = usersApi.useRemove();

  const named = (user: UserRow) => ({ name: user.fullName || user.email, email: user.email });

  const change = async (user: UserRow, kind: 'deactivate' | 'reactivate'): Promise<void> => {
    const deactivating = kind === 'deactivate';
    const ok = await confirm({
      title: messageText(deactivating ? 'muDeactivateTitle' : 'muReactivateTitle', named(user)),
      body: messageText(deactivating ? 'muDeactivateBody' : 'muReactivateBody', named(user)),
      confirmLabel: deactivating ? LABELS.deactivate : LABELS.reactivate,
      danger: deactivating,
    });
    if (!ok) return;
    try {
      await statusChange.mutateAsync({ id: user.id, change: kind });
      toast.success(messageText(deactivating ? 'userDeactivated' : 'userReactivated', named(user)));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const remove = async (user: UserRow): Promise<boolean> => {
    const ok = await confirm({
      title: messageText('muDeleteTitle', named(user)),
      body: messageText('muDeleteBody', named(user)),
      confirmLabel: LABELS.delete,
      danger: true,
    });
    if (!ok) return false;
    try {
      await removal.mutateAsync(user.id);
      toast.success(messageText('userDeleted', named(user)));
      return true;
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
  };

  return {
    deactivate: (user) => change(user, 'deactivate'),
    reactivate: (user) => change(user, 'reactivate'),
    remove,
    rowActions: (user) => [
      { label: LABELS.open, onSelect: () => void navigate({ to: `/admin/users/${user.id}` }) },
      ...(user.canEdit
        ? [
            user.status === USER_STATUS.Deactivated
              ? { label: LABELS.reactivate, onSelect: () => void change(user, 'reactivate') }
              : { label: LABELS.deactivate, onSelect: () => void change(user, 'deactivate') },
            { label: LABELS.delete, danger: true, onSelect: () => void remove(user) },
          ]
        : []),
    ],
  };
}
