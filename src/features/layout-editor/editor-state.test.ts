import { describe, expect, it } from 'vitest';
import { moveModule, removeModule, renameSection, replaceModule, toggleDisabled } from './edit-ops';
import { EDITOR_LAYOUT } from './editor-fixtures';
import { CLOSED_EDITOR, editorReducer, sameDocument, type EditorAction, type EditorState } from './editor-state';

const ADVERTISER = { kind: 'ADVERTISER', id: 7 } as const;
const run = (...actions: EditorAction[]): EditorState => actions.reduce(editorReducer, CLOSED_EDITOR);
const loaded = (): EditorState =>
  run({ type: 'enter', scope: ADVERTISER, tactic: 'display' }, { type: 'load', Version: 3, document: EDITOR_LAYOUT });

describe('editorReducer', () => {
  it('enters edit mode for a scope, loads its document with save disabled', () => {
    const entered = run({ type: 'enter', scope: ADVERTISER, tactic: 'display' });
    expect(entered).toMatchObject({ editMode: true, enableSave: false, currCustomizations: null, scope: ADVERTISER });
    const state = editorReducer(entered, { type: 'load', Version: 3, document: EDITOR_LAYOUT });
    expect(state).toMatchObject({ editMode: true, enableSave: false, baseVersion: 3 });
    expect(state.currCustomizations).toBe(EDITOR_LAYOUT);
  });

  it('enables save only while the working layout differs from the loaded one', () => {
    const moved = editorReducer(loaded(), {
      type: 'edit',
      apply: (l) => moveModule(l, 'daypart', { sectionId: 'breakdowns', index: 0 }),
    });
    expect(moved.enableSave).toBe(true);
    const back = editorReducer(moved, {
      type: 'edit',
      apply: (l) => moveModule(l, 'daypart', { sectionId: 'breakdowns', index: 3 }),
    });
    expect(back.enableSave).toBe(false);
    const toggled = [1, 2].reduce(
      (s) => editorReducer(s, { type: 'edit', apply: (l) => toggleDisabled(l, 'devices') }),
      loaded(),
    );
    expect(toggled.enableSave).toBe(false);
  });

  it('compares deeply: the same settings in another key order change nothing', () => {
    const state = editorReducer(loaded(), {
      type: 'edit',
      apply: (l) => {
        const { options, ...rest } = l.components[1]!.modules[0]!;
        return replaceModule(l, 'publishers', { options: { ...options }, ...rest, title: 'Publishers' });
      },
    });
    expect(state.enableSave).toBe(false);
    expect(
      editorReducer(state, { type: 'edit', apply: (l) => renameSection(l, 'geography', 'Where') }).enableSave,
    ).toBe(true);
  });

  it('leaving edit mode discards the working layout and disables save', () => {
    const edited = editorReducer(loaded(), { type: 'edit', apply: (l) => removeModule(l, 'devices') });
    expect(edited.enableSave).toBe(true);
    expect(editorReducer(edited, { type: 'leave' })).toEqual(CLOSED_EDITOR);
  });

  it('a load after a save starts over from the saved document and its Version', () => {
    const edited = editorReducer(loaded(), { type: 'edit', apply: (l) => removeModule(l, 'devices') });
    const saved = editorReducer(edited, { type: 'load', Version: 4, document: edited.currCustomizations! });
    expect(saved).toMatchObject({ enableSave: false, baseVersion: 4 });
  });

  it('switching scope or tab unloads the document; the selection goes with it', () => {
    const selected = editorReducer(loaded(), { type: 'select-module', moduleId: 'devices' });
    const agency = editorReducer(selected, { type: 'scope', scope: { kind: 'AGENCY', id: 2 } });
    expect(agency).toMatchObject({ scope: { kind: 'AGENCY', id: 2 }, currCustomizations: null, componentId: null });
    expect(editorReducer(loaded(), { type: 'tactic', tactic: 'ott' })).toMatchObject({
      tactic: 'ott',
      currCustomizations: null,
    });
  });

  it('selecting a module selects its section; removing it clears componentId', () => {
    const selected = editorReducer(loaded(), { type: 'select-module', moduleId: 'zips' });
    expect(selected).toMatchObject({ componentId: 'zips', sectionId: 'geography' });
    const removed = editorReducer(selected, { type: 'edit', apply: (l) => removeModule(l, 'zips') });
    expect(removed).toMatchObject({ componentId: null, sectionId: 'geography' });
    expect(editorReducer(removed, { type: 'select-section', sectionId: 'breakdowns' }).sectionId).toBe('breakdowns');
  });

  it('ignores edits and loads outside edit mode', () => {
    expect(run({ type: 'load', Version: 1, document: EDITOR_LAYOUT })).toEqual(CLOSED_EDITOR);
    expect(run({ type: 'edit', apply: (l) => removeModule(l, 'devices') })).toEqual(CLOSED_EDITOR);
  });
});

describe('sameDocument', () => {
  it('treats undefined properties as absent and arrays by order', () => {
    expect(sameDocument({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameDocument({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameDocument({ a: { b: null } }, { a: { b: null } })).toBe(true);
    expect(sameDocument({ a: {} }, { a: [] })).toBe(false);
  });
});
