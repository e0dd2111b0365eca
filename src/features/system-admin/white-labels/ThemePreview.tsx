/**
 * The theme editor's live preview: the sign-in page, a dashboard and a PDF page, drawn in the theme being edited.
 * The theme's Chakra system is scoped to the preview's own element, so the admin page around it keeps its theme.
 */
import { Box, ChakraProvider, Tabs } from '@chakra-ui/react';
import { useDeferredValue, useId, useMemo, type ReactElement } from 'react';
import type { ThemeRecord } from '../../../domain/theme';
import { buildSystem } from '../../../ui/theme';
import { PreviewDashboard } from './PreviewDashboard';
import { PreviewPdfPage } from './PreviewPdfPage';
import { PreviewSignIn } from './PreviewSignIn';

export interface ThemePreviewProps {
  theme: ThemeRecord;
}

/** Draws its children in `theme`, inside an element of its own. */
function ScopedTheme({ theme, children }: { theme: ThemeRecord; children: ReactElement }): ReactElement {
  const scope = `sl-theme-preview-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const key = JSON.stringify(theme);
  // Rebuilt only when the theme's content changes; the deferred theme keeps typing responsive.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const system = useMemo(() => buildSystem(theme, `.${scope}`), [key, scope]);
  return (
    <ChakraProvider value={system}>
      <Box className={scope}>{children}</Box>
    </ChakraProvider>
  );
}

export function ThemePreview({ theme }: ThemePreviewProps): ReactElement {
  const shown = useDeferredValue(theme);
  return (
    <Tabs.Root defaultValue="sign-in" variant="enclosed" size="sm" lazyMount>
      <Tabs.List aria-label="Preview">
        <Tabs.Trigger value="sign-in">Sign-in page</Tabs.Trigger>
        <Tabs.Trigger value="dashboard">Dashboard</Tabs.Trigger>
        <Tabs.Trigger value="pdf">PDF page</Tabs.Trigger>
      </Tabs.List>
      <ScopedTheme theme={shown}>
        <Box pt="3">
          <Tabs.Content value="sign-in" p="0">
            <PreviewSignIn theme={shown} />
          </Tabs.Content>
          <Tabs.Content value="dashboard" p="0">
            <PreviewDashboard theme={shown} />
          </Tabs.Content>
          <Tabs.Content value="pdf" p="0">
            <PreviewPdfPage theme={shown} />
          </Tabs.Content>
        </Box>
      </ScopedTheme>
    </Tabs.Root>
  );
}
