import { Alert, Box, Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { ShareLinks } from './ShareLinks';
import { ShareTable } from './ShareTable';
import type { IssuedShare, ShareSummary } from './share-records';
import { formatInstant } from './share-options';
import { SHARE_TEXTS } from './texts';

/** The list of links as it loads. */
export type SharesState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; shares: readonly ShareSummary[] };

/** Props of the manage dialog. */
export interface ManageSharesDialogProps {
  open: boolean;
  onClose(): void;
  advertiserName: string;
  state: SharesState;
  onRevoke(id: number): Promise<void>;
  onRotate(id: number): Promise<IssuedShare>;
  /** What links are prefixed with. @default window.location.origin */
  origin?: string;
}

/** An advertiser's links with their use; revoke (after a confirmation) and rotate (showing the new links). */
export function ManageSharesDialog({
  open,
  onClose,
  advertiserName,
  state,
  onRevoke,
  onRotate,
  origin,
}: ManageSharesDialogProps): ReactElement {
  const [confirming, setConfirming] = useState<ShareSummary | null>(null);
  const [rotated, setRotated] = useState<IssuedShare | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (id: number, work: () => Promise<void>): Promise<void> => {
    setBusyId(id);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : SHARE_TEXTS.unexpectedAnswer);
    } finally {
      setBusyId(null);
    }
  };
  const revoke = (share: ShareSummary): Promise<void> =>
    run(share.id, async () => {
      setConfirming(null);
      await onRevoke(share.id);
    });
  const rotate = (share: ShareSummary): Promise<void> =>
    run(share.id, async () => {
      setRotated(null);
      setRotated(await onRotate(share.id));
    });
  const close = (): void => {
    setConfirming(null);
    setRotated(null);
    setError(null);
    onClose();
  };

  return (
    <Dialog.Root open={open} size="cover" scrollBehavior="inside" onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {SHARE_TEXTS.manageTitle}: {advertiserName}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {error ? (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {confirming ? (
                  <Box role="group" aria-label={SHARE_TEXTS.confirmRevoke} borderWidth="1px" borderRadius="md" p="3">
                    <Text mb="2">
                      {SHARE_TEXTS.confirmRevoke} ({formatInstant(confirming.createdAt)}, {confirming.createdBy})
                    </Text>
                    <HStack>
                      <Button size="sm" colorPalette="red" onClick={() => void revoke(confirming)}>
                        {SHARE_TEXTS.revoke}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                        {SHARE_TEXTS.cancel}
                      </Button>
                    </HStack>
                  </Box>
                ) : null}
                {rotated ? (
                  <Box role="status" borderWidth="1px" borderRadius="md" p="3">
                    <Text mb="2" fontWeight="semibold">
                      {SHARE_TEXTS.rotated}
                    </Text>
                    <ShareLinks share={rotated} origin={origin} />
                  </Box>
                ) : null}
                {state.status === 'loading' ? (
                  <Spinner aria-label={SHARE_TEXTS.loadingShares} />
                ) : state.status === 'error' ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{state.message}</Alert.Title>
                  </Alert.Root>
                ) : state.shares.length === 0 ? (
                  <Text>{SHARE_TEXTS.noShares}</Text>
                ) : (
                  <ShareTable
                    shares={state.shares}
                    busyId={busyId}
                    onRevoke={setConfirming}
                    onRotate={(share) => void rotate(share)}
                    origin={origin}
                  />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {SHARE_TEXTS.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={SHARE_TEXTS.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
