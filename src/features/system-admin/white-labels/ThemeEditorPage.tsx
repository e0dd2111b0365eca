/** One theme opened in the editor (or a new one): loads it, then hands it to the editor with its save call. */
import { Alert, Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { toast } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { paletteTheme } from '../../../ui/palette-theme';
import { errorMessage } from './error-message';
import { ThemeEditor } from './ThemeEditor';
import { createTheme, formValueOf, getTheme, updateTheme, type ThemeDetail, type ThemeFormValue } from './themes-api';
import { themesResource } from './themes-resource';

export interface ThemeEditorPageProps {
  /** The theme to edit; null for a new one. */
  code: string | null;
  onClose: () => void;
  /** After a new theme is created: open it. */
  onCreated: (code: string) => void;
}

/** A new theme starts from the default theme's values, with an empty code. */
function blankTheme(): ThemeFormValue {
  const { code: _code, ...record } = paletteTheme('default');
  return { ...record, code: '', name: '', companyName: '', rootDomain: '' };
}

/** A new theme left with the default theme's drawn logo and favicon gets its own drawn ones (its name, colours). */
function ownDrawnImages(value: ThemeFormValue): ThemeFormValue {
  const { logo, favicon } = blankTheme();
  const code = value.code ?? '';
  return {
    ...value,
    logo: value.logo === logo ? `/brand/${code}/logo.svg` : value.logo,
    favicon: value.favicon === favicon ? `/brand/${code}/favicon.svg` : value.favicon,
  };
}

export function ThemeEditorPage({ code, onClose, onCreated }: ThemeEditorPageProps): ReactElement {
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: [...themesResource.keys.all, 'detail', code],
    queryFn: () => getTheme(code ?? ''),
    enabled: code !== null,
    // The editor holds its own copy once open; a refetch must not replace what is being typed.
    staleTime: Infinity,
  });
  const saved = async (result: ThemeDetail, text: string): Promise<ThemeDetail> => {
    await client.invalidateQueries({ queryKey: [...themesResource.keys.all, 'list'] });
    toast.success(text);
    return result;
  };
  const back = (
    <Button variant="ghost" size="sm" px="2" ms="-2" onClick={onClose}>
      ← All themes
    </Button>
  );

  if (code === null) {
    return (
      <Stack gap="3">
        <HStack>{back}</HStack>
        <Heading as="h2" size="md">
          New theme
        </Heading>
        <ThemeEditor
          mode="create"
          code=""
          initial={blankTheme()}
          agencies={[]}
          onCancel={onClose}
          onSave={async (value) => saved(await createTheme(ownDrawnImages(value)), messageText('themeCreated'))}
          onSaved={(created) => onCreated(created.theme.code)}
        />
      </Stack>
    );
  }
  if (detail.status === 'pending') {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading the theme">
        <Skeleton height="8" width="40" />
        <Skeleton height="96" />
      </Stack>
    );
  }
  if (detail.status === 'error') {
    return (
      <Stack gap="3">
        <HStack>{back}</HStack>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(detail.error)}</Alert.Title>
        </Alert.Root>
      </Stack>
    );
  }
  const { theme, agencies } = detail.data;
  return (
    <Stack gap="3">
      <HStack>{back}</HStack>
      <Heading as="h2" size="md">
        {theme.name}{' '}
        <Text as="span" fontFamily="mono" fontSize="sm" color="fg.muted">
          {theme.code}
        </Text>
      </Heading>
      <ThemeEditor
        key={theme.code}
        mode="edit"
        code={theme.code}
        initial={formValueOf(detail.data)}
        agencies={agencies}
        onCancel={onClose}
        onSave={async (value) => saved(await updateTheme(theme.code, value), messageText('themeSaved'))}
      />
    </Stack>
  );
}
