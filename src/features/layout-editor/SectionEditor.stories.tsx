import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useReducer, type ReactElement } from 'react';
import { RendererContext } from '../../renderer/RendererContext';
import type { Breakpoint } from '../../registry/types';
import { canRemoveSection, moduleIds } from './edit-ops';
import { EDITOR_LAYOUT, editorPreviewEnvironment } from './editor-fixtures';
import { CLOSED_EDITOR, editorReducer } from './editor-state';
import { SectionEditor, sectionTitle } from './SectionEditor';

/** Props of the story's playground: which section of the fixture layout, at which breakpoint, with previews. */
interface PlaygroundProps {
  sectionId: string;
  breakpoint: Breakpoint;
  preview: boolean;
}

/** One section of the fixture layout in a working editor state, so moves, resizes and settings stick. */
function SectionEditorPlayground({ sectionId, breakpoint, preview }: PlaygroundProps): ReactElement {
  const [state, dispatch] = useReducer(editorReducer, CLOSED_EDITOR, (closed) =>
    [
      { type: 'enter', scope: { kind: 'ADVERTISER', id: 7 }, tactic: 'display' } as const,
      { type: 'load', Version: 1, document: EDITOR_LAYOUT } as const,
    ].reduce(editorReducer, closed),
  );
  const environment = useMemo(() => (preview ? editorPreviewEnvironment() : null), [preview]);
  const layout = state.currCustomizations ?? EDITOR_LAYOUT;
  const index = layout.components.findIndex((s) => s.id === sectionId);
  const section = layout.components[index];
  if (!section) return <p>No section {sectionId}.</p>;
  return (
    <RendererContext.Provider value={environment}>
      <SectionEditor
        section={section}
        index={index}
        count={layout.components.length}
        sections={layout.components.map((s) => ({ id: s.id, title: sectionTitle(s) }))}
        breakpoint={breakpoint}
        selected={state.sectionId === section.id}
        selectedModuleId={state.componentId}
        canRemove={canRemoveSection(layout, section.id)}
        takenIds={moduleIds(layout)}
        onEdit={(apply) => dispatch({ type: 'edit', apply })}
        onSelectModule={(moduleId) => dispatch({ type: 'select-module', moduleId })}
        onSelectSection={() => dispatch({ type: 'select-section', sectionId: section.id })}
      />
    </RendererContext.Provider>
  );
}

const meta = {
  title: 'Layout editor/SectionEditor',
  component: SectionEditorPlayground,
  args: { sectionId: 'breakdowns', breakpoint: 'lg', preview: true },
} satisfies Meta<typeof SectionEditorPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four modules on the wide grid with live previews on sample data: drag by the handle, resize by the right edge. */
export const Wide: Story = {};

/** The same section at the narrow breakpoint, where Half spans the whole width. */
export const Narrow: Story = { args: { breakpoint: 'sm' } };

/** Plain cards, as the editor draws them without a renderer environment. */
export const WithoutPreview: Story = { args: { preview: false } };

/** The headline controller section: its modules draw without frames. */
export const ControllerSection: Story = { args: { sectionId: 'headline' } };
