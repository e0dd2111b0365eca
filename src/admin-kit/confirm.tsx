/**
 * Yes/no questions. `ConfirmDialog` is the controlled alert dialog (the layout editor uses it directly);
 * `useConfirm()` gives `confirm({ title, body, confirmLabel, danger })`, a promise of the answer, shown by the one
 * host that <AdminToaster/> mounts.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useCallback, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { KIT_TEXTS } from './texts';

/** Props of a yes/no question. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will change, in words (a string is set as one paragraph). */
  message: ReactNode;
  /** Label of the button that goes ahead. */
  confirmLabel: string;
  /** Label of the button that backs out. @default 'Cancel' */
  cancelLabel?: string;
  /** The going-ahead button is red (removal, revert). @default true */
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** An alert dialog: Esc, the backdrop and Cancel back out; the confirm button goes ahead. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = KIT_TEXTS.cancel,
  danger = true,
  onConfirm,
  onCancel,
}: ConfirmDialogProps): ReactElement {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof message === 'string' ? <Text>{message}</Text> : message}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette={danger ? 'red' : undefined} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface ConfirmOptions {
  title: string;
  /** Names what will change: which object, which fields, what cannot be undone. */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** @default false */
  danger?: boolean;
}

interface Pending extends ConfirmOptions {
  resolve(answer: boolean): void;
}

/** The one question on screen (a second one asked meanwhile answers the first with false). */
let current: Pending | null = null;
const listeners = new Set<() => void>();

function setCurrent(next: Pending | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks a question; answers true when confirmed, false when cancelled or dismissed. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    current?.resolve(false);
    setCurrent({ ...options, resolve });
  });
}

/** The confirm function (stable), for screens: `if (await confirm({...})) remove.mutate(id)`. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return useCallback((options: ConfirmOptions) => confirm(options), []);
}

/** Answers a pending question false (a screen that goes away; tests between cases). */
export function dismissConfirm(): void {
  answer(false);
}

function answer(value: boolean): void {
  const pending = current;
  setCurrent(null);
  pending?.resolve(value);
}

/** Shows the pending question; mounted once by <AdminToaster/>. */
export function ConfirmHost(): ReactElement | null {
  const pending = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  if (!pending) return null;
  return (
    <ConfirmDialog
      open
      title={pending.title}
      message={pending.body}
      confirmLabel={pending.confirmLabel}
      cancelLabel={pending.cancelLabel}
      danger={pending.danger ?? false}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}
