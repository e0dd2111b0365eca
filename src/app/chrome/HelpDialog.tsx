import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactElement } from 'react';

export interface HelpDialogProps {
  open: boolean;
  companyName: string;
  onClose: () => void;
}

/** The Help entry of the user menu: where to turn for help, and the legal pages. */
export function HelpDialog({ open, companyName, onClose }: HelpDialogProps): ReactElement {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Help</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">
                For questions about your campaigns, your reports or your account, contact your {companyName} account
                team.
              </Text>
              <Text mb="3">
                The{' '}
                <Link to="/help" onClick={onClose}>
                  help page
                </Link>{' '}
                explains how to read a dashboard, pick dates, export, share and find the definition of every metric.
              </Text>
              <Text>
                See also the <Link to="/privacy-policy">privacy policy</Link> and the{' '}
                <Link to="/terms-of-use">terms of use</Link>.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close help" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
