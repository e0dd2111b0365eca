import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';
import { MESSAGES } from '../../../domain/messages';

/** Props of the upload form. */
export interface LogoUploadFormProps {
  /** The logo whose picture is replaced; absent for a new logo (the name is asked). */
  logoName?: string;
  onSubmit(logoName: string, file: File): Promise<void>;
  onCancel(): void;
}

/**
 * A picture for a new or an existing logo (POST /api/uploadPublisherLogo). The server re-encodes it and refuses
 * what is not a picture or too large; its answer shows above the buttons.
 */
export function LogoUploadForm({ logoName, onSubmit, onCancel }: LogoUploadFormProps): ReactElement {
  const [name, setName] = useState(logoName ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<{ field: 'name' | 'file' | 'server'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!name.trim()) return setError({ field: 'name', text: MESSAGES.logoNameMissing });
    if (!file) return setError({ field: 'file', text: MESSAGES.imageMissing });
    setBusy(true);
    setError(null);
    try {
      await onSubmit(name, file);
    } catch (failure) {
      setError({ field: 'server', text: (failure as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={(event: FormEvent) => void submit(event)}>
        <Field.Root required invalid={error?.field === 'name'} readOnly={logoName !== undefined}>
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} readOnly={logoName !== undefined} />
          <Field.HelperText>The publisher name as the dashboards spell it.</Field.HelperText>
          {error?.field === 'name' ? <Field.ErrorText>{error.text}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root required invalid={error?.field === 'file' || error?.field === 'server'}>
          <Field.Label>Image file</Field.Label>
          <Input
            type="file"
            p="1"
            accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Field.HelperText>PNG, JPEG, WebP, GIF or SVG, up to 2 MB; SVGs are stored as PNG.</Field.HelperText>
          {error && error.field !== 'name' ? <Field.ErrorText>{error.text}</Field.ErrorText> : null}
        </Field.Root>
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Upload
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
