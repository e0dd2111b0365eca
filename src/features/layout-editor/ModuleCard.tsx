import { Box, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useContext, type ReactElement } from 'react';
import { KIND_CATALOG } from '../../domain/layout/__generated__/catalog';
import type { Module } from '../../domain/layout/validate';
import { ModuleFrame } from '../../renderer/ModuleFrame';
import { RendererContext } from '../../renderer/RendererContext';
import { DISABLED_MODULE, moduleControls } from './texts';

/** CSS class of the drag handle (react-grid-layout drags only by it). */
export const DRAG_HANDLE = 'layout-editor-handle';

/** What a module's controls ask for. */
export type ModuleAction =
  'earlier' | 'later' | 'narrower' | 'wider' | 'settings' | 'duplicate' | 'toggle' | 'remove' | { moveTo: string };

/** Props of one module in the section editor. */
export interface ModuleCardProps {
  module: Module;
  /** Columns it spans at the edited breakpoint. */
  columns: number;
  sectionTactic?: string;
  /** Bare (controller) sections draw their modules without frames. */
  bare: boolean;
  first: boolean;
  last: boolean;
  selected: boolean;
  /** The sections it can move to. */
  otherSections: readonly { id: string; title: string }[];
  onSelect(): void;
  onAction(action: ModuleAction): void;
}

/** The module's title as the editor names it: its own, else its kind's. */
export function moduleTitle(module: Module): string {
  return module.title || KIND_CATALOG[module.name]?.manifest.title || module.name;
}

function Control(props: { label: string; text: string; disabled?: boolean; onClick(): void }): ReactElement {
  return (
    <Button
      size="2xs"
      variant="ghost"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.text}
    </Button>
  );
}

/**
 * One module on the section's grid: a drag handle, its controls (the keyboard alternatives to dragging among them)
 * and a live preview through the renderer's frame, or a plain card when there is no renderer environment.
 */
export function ModuleCard(props: ModuleCardProps): ReactElement {
  const { module, columns, first, last, selected, onAction } = props;
  const environment = useContext(RendererContext);
  const title = moduleTitle(module);
  const labels = moduleControls(title);
  const kind = KIND_CATALOG[module.name]?.manifest.title ?? module.name;
  return (
    <Box
      role="group"
      aria-label={title}
      data-editor-module={module.id}
      data-selected={selected || undefined}
      height="full"
      display="flex"
      flexDirection="column"
      bg="bg"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'colorPalette.solid' : 'border'}
      colorPalette="brand"
      borderRadius="md"
      overflow="hidden"
      onClick={props.onSelect}
      onFocus={props.onSelect}
    >
      <HStack gap="1" px="2" py="1" bg="bg.muted" flexWrap="wrap">
        <Box as="span" className={DRAG_HANDLE} data-drag-handle={module.id} title={labels.handle} cursor="grab" px="1">
          ⠿
        </Box>
        <Text fontSize="sm" fontWeight="semibold" truncate flex="1" minW="16">
          {title}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {kind} · {columns}/12
        </Text>
      </HStack>
      <HStack gap="0" px="1" flexWrap="wrap" borderBottomWidth="1px">
        <Control label={labels.earlier} text="←" disabled={first} onClick={() => onAction('earlier')} />
        <Control label={labels.later} text="→" disabled={last} onClick={() => onAction('later')} />
        <Control label={labels.narrower} text="−" disabled={columns <= 1} onClick={() => onAction('narrower')} />
        <Control label={labels.wider} text="+" disabled={columns >= 12} onClick={() => onAction('wider')} />
        <Control label={labels.settings} text="Settings" onClick={() => onAction('settings')} />
        <Control label={labels.duplicate} text="Duplicate" onClick={() => onAction('duplicate')} />
        <Control
          label={module.disabled ? labels.enable : labels.disable}
          text={module.disabled ? 'Enable' : 'Disable'}
          onClick={() => onAction('toggle')}
        />
        <Control label={labels.remove} text="Remove" onClick={() => onAction('remove')} />
        {props.otherSections.length > 0 ? (
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              aria-label={labels.moveTo}
              value=""
              onChange={(event) => event.currentTarget.value && onAction({ moveTo: event.currentTarget.value })}
            >
              <option value="">Move to…</option>
              {props.otherSections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
      </HStack>
      <Box flex="1" minH="0" overflow="auto" p="2" data-module-preview={module.id}>
        {module.disabled ? (
          <Text fontSize="sm" color="fg.muted">
            {DISABLED_MODULE}
          </Text>
        ) : environment ? (
          <ModuleFrame module={module} sectionTactic={props.sectionTactic} columns={columns} bare={props.bare} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {KIND_CATALOG[module.name]?.manifest.description ?? kind}
          </Text>
        )}
      </Box>
    </Box>
  );
}
