import { Box, Button, Group, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { LayoutScopeKind } from '../../data/__generated__/graphql';
import type { Breakpoint } from '../../registry/types';
import { EDITOR_TEXTS } from './texts';

/** One scope the edit can be saved for. */
export interface ScopeChoice {
  kind: LayoutScopeKind;
  label: string;
}

/** Props of the editor's bar. */
export interface EditorToolbarProps {
  scopes: readonly ScopeChoice[];
  scope: LayoutScopeKind;
  onScope(kind: LayoutScopeKind): void;
  /** Which level the scope shows now and its Version; null while loading. */
  level: string | null;
  breakpoint: Breakpoint;
  onBreakpoint(breakpoint: Breakpoint): void;
  /** enableSave of 000 §3. */
  enableSave: boolean;
  saving: boolean;
  /** Whether the scope has its own customisation (else there is nothing to reset). */
  customized: boolean;
  /** False until the scope's layout has loaded. */
  ready: boolean;
  onAddSection(): void;
  onSave(): void;
  onReset(): void;
  onHistory(): void;
  onLeave(): void;
}

/** Scope switch, level shown, breakpoint, add section, save, reset, history and leave. */
export function EditorToolbar(props: EditorToolbarProps): ReactElement {
  const busy = props.saving || !props.ready;
  return (
    <Box
      role="toolbar"
      aria-label={EDITOR_TEXTS.heading}
      mb="4"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.muted"
    >
      <HStack gap="3" flexWrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={EDITOR_TEXTS.scope}
            value={props.scope}
            onChange={(event) => {
              const chosen = props.scopes.find((s) => s.kind === event.currentTarget.value);
              if (chosen) props.onScope(chosen.kind);
            }}
          >
            {props.scopes.map((s) => (
              <option key={s.kind} value={s.kind}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm" color="fg.muted" data-layout-level="">
          {props.level ?? EDITOR_TEXTS.loading}
        </Text>
        <Group attached role="group" aria-label={EDITOR_TEXTS.breakpoint} ms="auto">
          {(['lg', 'sm'] as const).map((bp) => (
            <Button
              key={bp}
              size="sm"
              variant={props.breakpoint === bp ? 'solid' : 'outline'}
              aria-pressed={props.breakpoint === bp}
              onClick={() => props.onBreakpoint(bp)}
            >
              {bp === 'lg' ? EDITOR_TEXTS.wide : EDITOR_TEXTS.narrow}
            </Button>
          ))}
        </Group>
      </HStack>
      <HStack gap="2" flexWrap="wrap" mt="3">
        <Button size="sm" variant="outline" disabled={busy} onClick={props.onAddSection}>
          {EDITOR_TEXTS.addSection}
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!props.enableSave || busy}
          loading={props.saving}
          loadingText={EDITOR_TEXTS.saving}
          onClick={props.onSave}
        >
          {EDITOR_TEXTS.save}
        </Button>
        <Button size="sm" variant="outline" disabled={!props.customized || busy} onClick={props.onReset}>
          {EDITOR_TEXTS.reset}
        </Button>
        <Button size="sm" variant="outline" disabled={!props.ready} onClick={props.onHistory}>
          {EDITOR_TEXTS.history}
        </Button>
        <Button size="sm" variant="ghost" ms="auto" onClick={props.onLeave}>
          {EDITOR_TEXTS.leave}
        </Button>
      </HStack>
    </Box>
  );
}
