import { Box, Button, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactElement } from 'react';
import { GridLayout, noCompactor, useContainerWidth, type Layout as GridItems } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import type { Layout, Module, Section } from '../../domain/layout/validate';
import type { Breakpoint } from '../../registry/types';
import { ConfirmDialog } from '../../admin-kit/confirm';
import {
  duplicateModule,
  insertModule,
  moveModule,
  moveSection,
  removeModule,
  removeSection,
  renameSection,
  replaceModule,
  setSectionModules,
  shiftModule,
  toggleDisabled,
  widenModule,
} from './edit-ops';
import { fromGridItems, GRID_COLUMNS, ROW_HEIGHT, toGridItems } from './grid-items';
import { DRAG_HANDLE, ModuleCard, type ModuleAction } from './ModuleCard';
import { ModulePalette } from './ModulePalette';
import { ModuleSettingsDialog } from './ModuleSettingsDialog';
import { newModule } from './new-module';
import { CONFIRM_TEXTS, EDITOR_TEXTS, LAST_SECTION, sectionControls } from './texts';

/** Props of one section in the editor. */
export interface SectionEditorProps {
  section: Section;
  /** Where the section sits among the layout's sections. */
  index: number;
  count: number;
  /** Every section, for "Move to section…". */
  sections: readonly { id: string; title: string }[];
  breakpoint: Breakpoint;
  selected: boolean;
  selectedModuleId: string | null;
  /** False for the last grid section (the UI explains instead of removing). */
  canRemove: boolean;
  takenIds: ReadonlySet<string>;
  onEdit(apply: (layout: Layout) => Layout): void;
  onSelectModule(moduleId: string): void;
  onSelectSection(): void;
}

/** The name a section goes by in the editor. */
export function sectionTitle(section: Section): string {
  return section.title ?? (section.type === 'controller' ? `Page controls (${section.id})` : section.id);
}

const GRID_CONFIG = { cols: GRID_COLUMNS, rowHeight: ROW_HEIGHT, margin: [12, 12] as [number, number] };
const DRAG_CONFIG = { handle: `.${DRAG_HANDLE}` };
const RESIZE_CONFIG = { enabled: true, handles: ['e'] as const };

function SectionHeader(props: SectionEditorProps & { onAddModule(): void }): ReactElement {
  const { section, index, count, onEdit } = props;
  const title = sectionTitle(section);
  const labels = sectionControls(title);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState(false);
  const rename = (value: string): void => {
    setRenaming(false);
    if (value.trim() !== (section.title ?? '')) onEdit((l) => renameSection(l, section.id, value));
  };
  return (
    <Box mb="2">
      <HStack gap="2" flexWrap="wrap">
        {renaming ? (
          <Input
            size="sm"
            maxW="sm"
            autoFocus
            aria-label={labels.name}
            defaultValue={section.title ?? ''}
            onBlur={(e) => rename(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') rename(e.currentTarget.value);
              if (e.key === 'Escape') setRenaming(false);
            }}
          />
        ) : (
          <Heading as="h2" size="md">
            {title}
          </Heading>
        )}
        <HStack gap="1" ms="auto" flexWrap="wrap">
          <Button size="xs" variant="ghost" aria-label={labels.rename} onClick={() => setRenaming(true)}>
            Rename
          </Button>
          <Button
            size="xs"
            variant="ghost"
            aria-label={labels.up}
            disabled={index === 0}
            onClick={() => onEdit((l) => moveSection(l, section.id, 'up'))}
          >
            ↑
          </Button>
          <Button
            size="xs"
            variant="ghost"
            aria-label={labels.down}
            disabled={index === count - 1}
            onClick={() => onEdit((l) => moveSection(l, section.id, 'down'))}
          >
            ↓
          </Button>
          <Button size="xs" variant="outline" aria-label={labels.addModule} onClick={props.onAddModule}>
            {EDITOR_TEXTS.addModule}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={labels.remove}
            onClick={() => (props.canRemove ? setConfirming(true) : setRefused(true))}
          >
            Remove
          </Button>
        </HStack>
      </HStack>
      {refused ? (
        <Text role="status" fontSize="sm" color="fg.warning">
          {LAST_SECTION}
        </Text>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={labels.remove}
        message={CONFIRM_TEXTS.removeSection(title)}
        confirmLabel="Remove"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onEdit((l) => removeSection(l, section.id));
        }}
      />
    </Box>
  );
}

/**
 * One section of the layout in edit mode: its header (rename, move, remove, add module) and its modules on a
 * react-grid-layout grid at the edited breakpoint (sm in a narrow container), dragged by their handles and
 * resized horizontally, each with keyboard-operable controls.
 */
export function SectionEditor(props: SectionEditorProps): ReactElement {
  const { section, breakpoint, onEdit } = props;
  const { width, containerRef, mounted } = useContainerWidth();
  const [settingsOf, setSettingsOf] = useState<Module | null>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  // Bumped when a drop leaves the modules as they were, so the grid lets go of the dragged positions.
  const [revision, setRevision] = useState(0);
  const items = useMemo(() => toGridItems(section.modules, breakpoint), [section.modules, breakpoint]);
  const others = props.sections.filter((s) => s.id !== section.id);

  const applyItems = (next: GridItems): void => {
    const modules = fromGridItems(section.modules, next, breakpoint);
    if (modules.every((m, i) => m === section.modules[i])) setRevision((n) => n + 1);
    else onEdit((l) => setSectionModules(l, section.id, fromGridItems(modulesOf(l, section.id), next, breakpoint)));
  };
  const act = (module: Module, action: ModuleAction): void => {
    const id = module.id;
    if (action === 'settings') return setSettingsOf(module);
    if (typeof action === 'object')
      return onEdit((l) => moveModule(l, id, { sectionId: action.moveTo, index: Infinity }));
    const apply: Record<typeof action, (l: Layout) => Layout> = {
      earlier: (l) => shiftModule(l, id, -1),
      later: (l) => shiftModule(l, id, 1),
      narrower: (l) => widenModule(l, id, breakpoint, -1),
      wider: (l) => widenModule(l, id, breakpoint, 1),
      duplicate: (l) => duplicateModule(l, id),
      toggle: (l) => toggleDisabled(l, id),
      remove: (l) => removeModule(l, id),
    };
    onEdit(apply[action]);
  };

  return (
    <Box
      as="section"
      aria-label={sectionTitle(section)}
      data-editor-section={section.id}
      data-selected={props.selected || undefined}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor={props.selected ? 'colorPalette.solid' : 'border'}
      colorPalette="brand"
      borderRadius="md"
      p="3"
      mb="4"
      onClick={props.onSelectSection}
    >
      <SectionHeader {...props} onAddModule={() => setPaletteOpen(true)} />
      <Box ref={containerRef} maxW={breakpoint === 'sm' ? '420px' : undefined} minH="12">
        {mounted ? (
          <GridLayout
            key={revision}
            width={width}
            layout={items}
            gridConfig={GRID_CONFIG}
            dragConfig={DRAG_CONFIG}
            resizeConfig={RESIZE_CONFIG}
            compactor={noCompactor}
            onDragStop={applyItems}
            onResizeStop={applyItems}
          >
            {section.modules.map((module, i) => (
              <div key={module.id}>
                <ModuleCard
                  module={module}
                  columns={items[i]?.w ?? GRID_COLUMNS}
                  sectionTactic={section.tactic}
                  bare={section.type === 'controller'}
                  first={i === 0}
                  last={i === section.modules.length - 1}
                  selected={props.selectedModuleId === module.id}
                  otherSections={others}
                  onSelect={() => props.onSelectModule(module.id)}
                  onAction={(action) => act(module, action)}
                />
              </div>
            ))}
          </GridLayout>
        ) : null}
        {section.modules.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No modules yet.
          </Text>
        ) : null}
      </Box>
      <ModuleSettingsDialog
        open={settingsOf !== null}
        module={settingsOf}
        onClose={() => setSettingsOf(null)}
        onApply={(next) => {
          const id = settingsOf?.id;
          setSettingsOf(null);
          if (id) onEdit((l) => replaceModule(l, id, next));
        }}
      />
      <ModulePalette
        open={paletteOpen}
        onClose={() => setPaletteOpen(false)}
        onPick={(kind) => {
          setPaletteOpen(false);
          const module = newModule(kind, props.takenIds);
          onEdit((l) => insertModule(l, section.id, module));
          props.onSelectModule(module.id);
        }}
      />
    </Box>
  );
}

function modulesOf(layout: Layout, sectionId: string): Module[] {
  return layout.components.find((s) => s.id === sectionId)?.modules ?? [];
}
