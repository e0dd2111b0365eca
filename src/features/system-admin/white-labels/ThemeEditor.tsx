/**
 * The theme editor: the shared theme schema as the kit's SchemaForm beside a live preview (sign-in page, dashboard,
 * PDF page) and the contrast check, both following every keystroke. Saving asks first, naming the agencies whose
 * brand changes; a logo or favicon upload is saved at once (the server's image pipeline) and keeps other edits.
 */
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactElement } from 'react';
import { registerValidator, SchemaForm, toast, uploadFile, useConfirm } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { ContrastPanel } from './ContrastPanel';
import { ThemePreview } from './ThemePreview';
import { create, edit } from './__generated__/theme-form-validators';
import { differs, flatten, FORM_SCHEMAS, unflatten, type EditorMode, type FlatValue } from './theme-form';
import { themeFieldMessages, themeFieldOptions } from './theme-fields';
import {
  parseThemeDetail,
  themeImagePath,
  themeOfForm,
  type ThemeAgency,
  type ThemeDetail,
  type ThemeFormValue,
} from './themes-api';
import { useUnsavedGuard } from './use-unsaved-guard';

export interface ThemeEditorProps {
  mode: EditorMode;
  /** The theme's code; '' when creating. */
  code: string;
  initial: ThemeFormValue;
  agencies: ThemeAgency[];
  /** Saves; throws the server's refusal (shown by the form). */
  onSave: (value: ThemeFormValue) => Promise<ThemeDetail>;
  onCancel: () => void;
  /** After a save, once the editor holds the saved theme. */
  onSaved?: (detail: ThemeDetail) => void;
}

// The form validates with these instead of compiling the schema in the browser (no 'unsafe-eval' in the CSP).
registerValidator(FORM_SCHEMAS.create, create);
registerValidator(FORM_SCHEMAS.edit, edit);

function agencyWords(agencies: ThemeAgency[]): string {
  if (!agencies.length) return 'No agency uses this theme yet.';
  const names = agencies.map((a) => a.name).join(', ');
  return `${agencies.length === 1 ? 'One agency uses' : `${agencies.length} agencies use`} it: ${names}.`;
}

export function ThemeEditor({
  mode,
  code,
  initial,
  agencies,
  onSave,
  onCancel,
  onSaved,
}: ThemeEditorProps): ReactElement {
  const [version, setVersion] = useState(initial.version);
  const [live, setLiveState] = useState(initial);
  // Refs as well as state: the leave guard reads them when a navigation starts, before the next render.
  const saved = useRef(initial);
  const liveRef = useRef(initial);
  const setLive = (next: ThemeFormValue): void => {
    liveRef.current = next;
    setLiveState(next);
  };
  // What the form starts from: replaced only after a save or an upload (a new value resets the kit's form).
  const [formValue, setFormValue] = useState<FlatValue>(() => flatten(initial));
  const [serverError, setServerError] = useState<unknown>(null);
  const confirm = useConfirm();
  useUnsavedGuard(() => differs(liveRef.current, saved.current));
  const theme = themeOfForm(live, (mode === 'create' ? live.code : code) || 'new');
  const schema = FORM_SCHEMAS[mode];

  const submit = async (flat: FlatValue): Promise<void> => {
    const next = unflatten(flat, version);
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
      const detail = await onSave(next);
      const { code: _code, ...record } = detail.theme;
      const fresh = { ...record, version: detail.version };
      saved.current = fresh;
      setLive(fresh);
      setVersion(detail.version);
      setFormValue(flatten(fresh));
      onSaved?.(detail);
    } catch (error) {
      setServerError(error);
    }
  };

  const upload = async (which: 'logo' | 'favicon', file: File): Promise<string> => {
    const detail = parseThemeDetail(await uploadFile(themeImagePath(code, which), file, { version: String(version) }));
    const path = detail.theme[which];
    setVersion(detail.version);
    saved.current = { ...saved.current, [which]: path, version: detail.version };
    toast.success(messageText('themeImageUploaded'));
    return path;
  };

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap="6" alignItems="start">
      <Box order={{ base: 2, lg: 1 }} minW="0">
        <SchemaForm<FlatValue>
          schema={schema}
          value={formValue}
          onChange={(flat) => setLive(unflatten(flat, version))}
          onSubmit={submit}
          fields={themeFieldOptions(live, mode === 'edit' ? upload : undefined)}
          messages={themeFieldMessages}
          serverError={serverError}
          submitLabel={mode === 'create' ? 'Create theme' : 'Save theme'}
          onCancel={onCancel}
        />
      </Box>
      <Stack gap="4" order={{ base: 1, lg: 2 }} position={{ lg: 'sticky' }} top={{ lg: '4' }} minW="0">
        <Box as="section" aria-label="Live preview">
          <Heading as="h3" size="sm" mb="2">
            Live preview
          </Heading>
          <ThemePreview theme={theme} />
        </Box>
        <ContrastPanel colors={live.colors} />
      </Stack>
    </Grid>
  );
}
