/** Unsaved theme edits are not lost by a navigation: leaving the editor asks first, and so does closing the page. */
import { useBlocker } from '@tanstack/react-router';
import { useConfirm } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';

export function useUnsavedGuard(dirty: boolean): void {
  const confirm = useConfirm();
  useBlocker({
    disabled: !dirty,
    enableBeforeUnload: dirty,
    shouldBlockFn: async () =>
      !(await confirm({
        title: 'Leave the theme editor?',
        body: messageText('themeUnsavedChanges'),
        confirmLabel: 'Leave without saving',
        danger: true,
      })),
  });
}
