/**
 * The admin screens' notifications: `toast.success(text)` after a save, `toast.error(text)` when it failed.
 * One <AdminToaster/> is mounted by the app's providers; it also hosts the confirm dialog (useConfirm).
 */
import { Toast, Toaster, createToaster, Portal, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { ConfirmHost } from './confirm';
import { KIT_TEXTS } from './texts';

export const adminToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 4 });

export const toast = {
  success(text: string): void {
    adminToaster.create({ type: 'success', title: text, duration: 4000 });
  },
  error(text: string): void {
    // Errors stay until read (a failed save must not vanish before the user sees it).
    adminToaster.create({ type: 'error', title: text, duration: 10_000 });
  },
  info(text: string): void {
    adminToaster.create({ type: 'info', title: text, duration: 4000 });
  },
};

/** The toaster and the confirm dialog; mount once (AppProviders does). */
export function AdminToaster(): ReactElement {
  return (
    <>
      <Portal>
        <Toaster toaster={adminToaster} insetInline={{ mdDown: '4' }}>
          {(item) => (
            <Toast.Root width={{ md: 'sm' }} role={item.type === 'error' ? 'alert' : 'status'}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {item.title ? <Toast.Title>{item.title}</Toast.Title> : null}
                {item.description ? <Toast.Description>{item.description}</Toast.Description> : null}
              </Stack>
              {item.action ? <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger> : null}
              <Toast.CloseTrigger aria-label={KIT_TEXTS.close} />
            </Toast.Root>
          )}
        </Toaster>
      </Portal>
      <ConfirmHost />
    </>
  );
}
