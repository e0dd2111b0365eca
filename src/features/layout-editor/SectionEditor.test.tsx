import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/validate';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { canRemoveSection, findModule, moduleIds, removeSection } from './edit-ops';
import { EDITOR_LAYOUT } from './editor-fixtures';
import { CLOSED_EDITOR, editorReducer, type EditorState } from './editor-state';
import { SectionEditor, sectionTitle } from './SectionEditor';

/** Every section of a layout in section editors over the real reducer; `seen.state` is the latest state. */
function Editors({ layout, seen }: { layout: Layout; seen: { state?: EditorState } }): ReactElement {
  const [state, dispatch] = useReducer(editorReducer, CLOSED_EDITOR, (closed) =>
    [
      { type: 'enter', scope: { kind: 'ADVERTISER', id: 7 }, tactic: 'display' } as const,
      { type: 'load', Version: 1, document: layout } as const,
    ].reduce(editorReducer, closed),
  );
  seen.state = state;
  const current = state.currCustomizations ?? layout;
  return (
    <>
      {current.components.map((section, index) => (
        <SectionEditor
          key={section.id}
          section={section}
          index={index}
          count={current.components.length}
          sections={current.components.map((s) => ({ id: s.id, title: sectionTitle(s) }))}
          breakpoint="lg"
          selected={state.sectionId === section.id}
          selectedModuleId={state.componentId}
          canRemove={canRemoveSection(current, section.id)}
          takenIds={moduleIds(current)}
          onEdit={(apply) => dispatch({ type: 'edit', apply })}
          onSelectModule={(moduleId) => dispatch({ type: 'select-module', moduleId })}
          onSelectSection={() => dispatch({ type: 'select-section', sectionId: section.id })}
        />
      ))}
    </>
  );
}

function renderEditors(layout: Layout = EDITOR_LAYOUT): { state: () => EditorState } {
  const seen: { state?: EditorState } = {};
  renderWithProviders(<Editors layout={layout} seen={seen} />);
  return { state: () => seen.state! };
}

const section = (name: string): HTMLElement => screen.getByRole('region', { name });
const moduleOrder = (name: string): string[] =>
  within(section(name))
    .getAllByRole('group')
    .map((g) => g.getAttribute('aria-label') ?? '')
    .filter((label) => label !== '');
/** Presses a control with the keyboard only: focus, then Enter. */
const press = async (label: string): Promise<void> => {
  screen.getByRole('button', { name: label }).focus();
  await userEvent.keyboard('{Enter}');
};

describe('SectionEditor', { timeout: 30_000 }, () => {
  it('lists a section with its modules in order, each with its width at the breakpoint', () => {
    renderEditors();
    expect(moduleOrder('Breakdowns')).toEqual(['Publishers', 'Devices', 'Creatives', 'Dayparts']);
    expect(within(section('Breakdowns')).getByRole('group', { name: 'Dayparts' })).toHaveTextContent('4/12');
  });

  it('moves a module earlier and later with the keyboard, and marks the layout changed', async () => {
    const { state } = renderEditors();
    await press('Move Creatives earlier');
    expect(moduleOrder('Breakdowns')).toEqual(['Publishers', 'Creatives', 'Devices', 'Dayparts']);
    expect(state().enableSave).toBe(true);
    await press('Move Creatives later');
    expect(moduleOrder('Breakdowns')).toEqual(['Publishers', 'Devices', 'Creatives', 'Dayparts']);
    expect(state().enableSave).toBe(false);
    expect(screen.getByRole('button', { name: 'Move Publishers earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Dayparts later' })).toBeDisabled();
  });

  it('makes a module wider and narrower by one column at the edited breakpoint', async () => {
    const { state } = renderEditors();
    await press('Make Publishers wider');
    await press('Make Publishers wider');
    expect(screen.getByRole('group', { name: 'Publishers' })).toHaveTextContent('8/12');
    await press('Make Publishers narrower');
    expect(findModule(state().currCustomizations!, 'publishers')?.module.breakpoints).toEqual({
      lg: { w: 7 },
      sm: { w: 12 },
    });
    expect(screen.getByRole('button', { name: 'Make Top zip codes wider' })).toBeDisabled();
  });

  it('moves a module to another section', async () => {
    renderEditors();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Move Devices to section' }), 'geography');
    expect(moduleOrder('Breakdowns')).toEqual(['Publishers', 'Creatives', 'Dayparts']);
    expect(moduleOrder('Geography')).toEqual(['Top zip codes', 'Devices']);
  });

  it('duplicates, disables and removes modules; a focused module becomes componentId', async () => {
    const { state } = renderEditors();
    await press('Duplicate Devices');
    expect(moduleOrder('Breakdowns')).toEqual(['Publishers', 'Devices', 'Devices (copy)', 'Creatives', 'Dayparts']);
    await press('Disable Devices');
    expect(screen.getByRole('group', { name: 'Devices' })).toHaveTextContent('Disabled: kept in the layout');
    expect(screen.getByRole('button', { name: 'Enable Devices' })).toBeTruthy();
    expect(state().componentId).toBe('devices');
    expect(state().sectionId).toBe('breakdowns');
    await press('Remove Devices (copy)');
    expect(moduleOrder('Breakdowns')).toEqual(['Publishers', 'Devices', 'Creatives', 'Dayparts']);
  });

  it('renames a section inline with the keyboard', async () => {
    renderEditors();
    await press('Rename Geography');
    const input = screen.getByRole('textbox', { name: 'Section title' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Where they saw it{Enter}');
    expect(screen.getByRole('heading', { name: 'Where they saw it' })).toBeTruthy();
  });

  it('moves sections up and down', async () => {
    const { state } = renderEditors();
    await press('Move Geography up');
    expect(state().currCustomizations!.components.map((s) => s.id)).toEqual(['headline', 'geography', 'breakdowns']);
    expect(screen.getByRole('button', { name: 'Move Geography up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Breakdowns down' })).toBeDisabled();
  });

  it('removes a section after a confirmation', async () => {
    const { state } = renderEditors();
    await press('Remove Geography');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove the section "Geography" and its modules?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Geography' })).toBeNull());
    expect(state().currCustomizations!.components.map((s) => s.id)).toEqual(['headline', 'breakdowns']);
  });

  it('explains instead of removing the last grid section', async () => {
    const { state } = renderEditors(removeSection(EDITOR_LAYOUT, 'geography'));
    await press('Remove Breakdowns');
    expect(screen.getByRole('status')).toHaveTextContent('A layout keeps at least one grid section.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(state().enableSave).toBe(false);
  });
});
