/** Unsaved theme edits are not lost by a navigation: leaving the editor asks first, and so does closing the page. */
import { useBlocker } from '@tanstack/react-router';
import { useConfirm } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';

/** `isDirty` is read when a navigation starts (a save that just finished counts at once). */
export function useUnsavedGuard(isDirty: () => boolean): void {
  const confirm = useConfirm();
  useBlocker({
    enableBeforeUnload: isDirty,
    shouldBlockFn: async () =>
      isDirty() &&
      !(await confirm({
        title: 'Leave the theme editor?',
        body: messageText('themeUnsavedChanges'),
        confirmLabel: 'Leave without saving',
        danger: true,
      })),
  });
}
