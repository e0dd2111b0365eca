/**
 * The theme editor: the shared theme schema as a form beside a live preview (sign-in page, dashboard, PDF page) and
 * the contrast check, both following every keystroke. Saving asks first, naming the agencies whose brand changes.
 */
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { SchemaForm, useConfirm } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { ContrastPanel } from './ContrastPanel';
import { ThemeImageUpload } from './ThemeImageUpload';
import { ThemePreview } from './ThemePreview';
import { differs, formSchema, type EditorMode } from './theme-form';
import { themeFieldOptions, themeFieldMessages } from './theme-fields';
import { themeOfForm, type ThemeAgency, type ThemeDetail, type ThemeFormValue } from './themes-api';
import { useUnsavedGuard } from './use-unsaved-guard';

export interface ThemeEditorProps {
  mode: EditorMode;
  /** The theme's code (the new theme's, as typed, when creating). */
  code: string;
  initial: ThemeFormValue;
  agencies: ThemeAgency[];
  /** Saves; throws the server's refusal. */
  onSave: (value: ThemeFormValue) => Promise<ThemeDetail>;
  onCancel: () => void;
}

function agencyWords(agencies: ThemeAgency[]): string {
  if (!agencies.length) return 'No agency uses this theme yet.';
  const names = agencies.map((a) => a.name).join(', ');
  return `${agencies.length === 1 ? 'One agency uses' : `${agencies.length} agencies use`} it: ${names}.`;
}

export function ThemeEditor({ mode, code, initial, agencies, onSave, onCancel }: ThemeEditorProps): ReactElement {
  const [saved, setSaved] = useState(initial);
  const [value, setValue] = useState(initial);
  const [serverError, setServerError] = useState<unknown>(null);
  const confirm = useConfirm();
  const dirty = differs(value, saved);
  useUnsavedGuard(dirty);
  const shownCode = (mode === 'create' ? value.code : code) || 'new';
  const theme = themeOfForm(value, shownCode);

  const submit = async (next: ThemeFormValue): Promise<void> => {
    const sure = await confirm({
      title: mode === 'create' ? `Create the theme ${next.name}?` : `Save the theme ${next.name}?`,
      body: (
        <Stack gap="1">
          <Text>
            {mode === 'create'
              ? `Hosts named ${next.code ?? ''} will wear this brand.`
              : 'The portal, shared dashboards and exports of these agencies change at once.'}
          </Text>
          <Text fontWeight="semibold">{agencyWords(agencies)}</Text>
        </Stack>
      ),
      confirmLabel: mode === 'create' ? 'Create' : 'Save',
    });
    if (!sure) return;
    setServerError(null);
    try {
      const detail = await onSave({ ...next, version: value.version });
      const { code: _code, ...record } = detail.theme;
      const fresh = { ...record, version: detail.version };
      setSaved(fresh);
      setValue(fresh);
    } catch (error) {
      setServerError(error);
    }
  };

  const uploaded = (detail: ThemeDetail): void => {
    const patch = { logo: detail.theme.logo, favicon: detail.theme.favicon, version: detail.version };
    setSaved((current) => ({ ...current, ...patch }));
    setValue((current) => ({ ...current, ...patch }));
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap="6" alignItems="start">
      <Stack gap="4" order={{ base: 2, lg: 1 }}>
        <Box as="section" aria-label="Logo and favicon" borderWidth="1px" borderRadius="md" p="3">
          <Heading as="h3" size="sm" mb="2">
            Logo and favicon
          </Heading>
          {mode === 'edit' ? (
            <Stack gap="3">
              <ThemeImageUpload
                code={code}
                which="logo"
                src={value.logo}
                version={value.version ?? 1}
                background={value.colors.toolbar}
                onUploaded={uploaded}
              />
              <ThemeImageUpload
                code={code}
                which="favicon"
                src={value.favicon}
                version={value.version ?? 1}
                background={value.colors.background}
                onUploaded={uploaded}
              />
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {messageText('themeSaveFirstToUpload')}
            </Text>
          )}
        </Box>
        <SchemaForm
          schema={formSchema(mode)}
          value={value}
          onChange={(next: ThemeFormValue) => setValue({ ...next, version: value.version })}
          onSubmit={submit}
          fields={themeFieldOptions(value)}
          messages={themeFieldMessages}
          serverError={serverError}
          submitLabel={mode === 'create' ? 'Create theme' : 'Save theme'}
          onCancel={onCancel}
        />
      </Stack>
      <Stack gap="4" order={{ base: 1, lg: 2 }} position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <Box as="section" aria-label="Live preview">
          <Heading as="h3" size="sm" mb="2">
            Live preview
          </Heading>
          <ThemePreview theme={theme} />
        </Box>
        <ContrastPanel colors={value.colors} />
      </Stack>
    </Grid>
  );
}
