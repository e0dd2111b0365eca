import { Alert, Box, Button, CloseButton, Dialog, Field, Image, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';
import { MESSAGES } from '../../domain/messages';
import { errorText } from '../../data/narrow';
import { sendRequest } from '../../data/rest-client';

/** Props of the advertiser logo dialog. */
export interface AdvertiserLogoDialogProps {
  open: boolean;
  onClose(): void;
  advertiserId: number;
  advertiserName: string;
  /** Called with the stored logo's URL once the upload succeeded. */
  onUploaded?(logoUrl: string): void;
}

/** Uploads a picture as the advertiser's own logo (POST /api/uploadCustomLogo); the server re-encodes it. */
export async function uploadAdvertiserLogo(advertiserId: number, file: File): Promise<string> {
  const form = new FormData();
  // The id goes before the file: the server reads the fields sent ahead of it.
  form.append('advertiserId', String(advertiserId));
  form.append('file', file);
  const { ok, status, body } = await sendRequest('/api/uploadCustomLogo', { method: 'POST', body: form });
  const logoUrl = (body as { logoUrl?: unknown } | null)?.logoUrl;
  if (!ok || typeof logoUrl !== 'string') throw new Error(errorText(body) ?? `Upload failed (${status})`);
  return logoUrl;
}

/**
 * "Upload logo…" of the dashboard's campaign options: the advertiser's own logo, shown on its shared dashboards
 * and in its exports. The advertiser admin screen (issue 22) will offer the same control.
 */
export function AdvertiserLogoDialog(props: AdvertiserLogoDialogProps): ReactElement {
  const { open, onClose, advertiserId, advertiserName, onUploaded } = props;
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' } | { kind: 'done'; url: string } | { kind: 'error'; text: string }
  >({
    kind: 'idle',
  });
  const close = (): void => {
    setFile(null);
    setState({ kind: 'idle' });
    onClose();
  };
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!file) return setState({ kind: 'error', text: MESSAGES.imageMissing });
    setState({ kind: 'sending' });
    try {
      const url = await uploadAdvertiserLogo(advertiserId, file);
      setState({ kind: 'done', url });
      onUploaded?.(url);
    } catch (error) {
      setState({ kind: 'error', text: (error as Error).message });
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(event: FormEvent) => void submit(event)}>
            <Dialog.Header>
              <Dialog.Title>Logo of {advertiserName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm">
                  Shown on this advertiser&apos;s shared dashboards and in its PDF and PowerPoint exports.
                </Text>
                <Field.Root>
                  <Field.Label>Image file</Field.Label>
                  <Input
                    type="file"
                    accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
                    p="1"
                    onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  />
                  <Field.HelperText>PNG, JPEG, WebP, GIF or SVG, up to 2 MB.</Field.HelperText>
                </Field.Root>
                {state.kind === 'error' ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{state.text}</Alert.Title>
                  </Alert.Root>
                ) : null}
                {state.kind === 'done' ? (
                  <Stack gap="2" role="status">
                    <Text>{MESSAGES.advertiserLogoSaved}</Text>
                    <Box borderWidth="1px" borderRadius="md" p="2" alignSelf="flex-start">
                      <Image src={state.url} alt={`${advertiserName} logo`} maxH="16" />
                    </Box>
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {state.kind === 'done' ? 'Close' : 'Cancel'}
              </Button>
              <Button type="submit" loading={state.kind === 'sending'} disabled={!file}>
                Upload
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
