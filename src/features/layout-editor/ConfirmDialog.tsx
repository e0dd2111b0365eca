import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { EDITOR_TEXTS } from './texts';

/** Props of a yes/no question. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Label of the button that goes ahead. */
  confirmLabel: string;
  /** Label of the button that backs out. @default 'Cancel' */
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** The editor's confirmation (leave with unsaved changes, reset, remove a section): an alert dialog. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = EDITOR_TEXTS.cancel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps): ReactElement {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
