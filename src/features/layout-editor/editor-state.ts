/**
 * The layout editor's state with the names of 000 §3 (componentId, sectionId, editMode, enableSave,
 * currCustomizations) plus the scope being edited and the Version the edit started from. A pure reducer: the
 * advertiser screen holds it with useReducer, the editor dispatches to it.
 */
import type { LayoutScopeKind } from '../../data/__generated__/graphql';
import type { Layout } from '../../domain/layout/validate';
import { findModule } from './edit-ops';

/** The agency or advertiser whose customisation is edited. */
export interface EditorScope {
  kind: LayoutScopeKind;
  id: number;
}

/** The editor's state. */
export interface EditorState {
  /** Whether the dashboard shows the editor instead of the live layout. */
  editMode: boolean;
  /** True only while `currCustomizations` differs from the document the edit started from. */
  enableSave: boolean;
  /** The selected module's id. */
  componentId: string | null;
  /** The selected section's id. */
  sectionId: string | null;
  /** The working layout; null until the scope's layout has loaded. */
  currCustomizations: Layout | null;
  scope: EditorScope | null;
  tactic: string | null;
  /** The scope's Version the edit started from (0 = never customised): what a save sends. */
  baseVersion: number;
  /** The document the edit started from. */
  initial: Layout | null;
}

/** What can happen to the editor. */
export type EditorAction =
  | { type: 'enter'; scope: EditorScope; tactic: string }
  | { type: 'leave' }
  | { type: 'scope'; scope: EditorScope }
  | { type: 'tactic'; tactic: string }
  | { type: 'load'; Version: number; document: Layout }
  | { type: 'edit'; apply: (layout: Layout) => Layout }
  | { type: 'select-module'; moduleId: string | null }
  | { type: 'select-section'; sectionId: string | null };

/** The state outside edit mode. */
export const CLOSED_EDITOR: EditorState = {
  editMode: false,
  enableSave: false,
  componentId: null,
  sectionId: null,
  currCustomizations: null,
  scope: null,
  tactic: null,
  baseVersion: 0,
  initial: null,
};

/** Structural equality of JSON values; a property holding undefined counts as absent (as JSON has it). */
export function sameDocument(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, i) => sameDocument(value, b[i]));
  const left = Object.entries(a).filter(([, v]) => v !== undefined);
  const right = new Map(Object.entries(b).filter(([, v]) => v !== undefined));
  return (
    left.length === right.size && left.every(([key, value]) => right.has(key) && sameDocument(value, right.get(key)))
  );
}

const unloaded = (state: EditorState): EditorState => ({
  ...state,
  enableSave: false,
  componentId: null,
  sectionId: null,
  currCustomizations: null,
  baseVersion: 0,
  initial: null,
});

/** The state with its selection dropped where the selected module or section is not in `layout`. */
function selectionIn(state: EditorState, layout: Layout): EditorState {
  return {
    ...state,
    componentId: state.componentId !== null && findModule(layout, state.componentId) ? state.componentId : null,
    sectionId: layout.components.some((s) => s.id === state.sectionId) ? state.sectionId : null,
  };
}

/** The editor's reducer. Leaving edit mode discards the working layout and disables save. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'enter':
      return { ...CLOSED_EDITOR, editMode: true, scope: action.scope, tactic: action.tactic };
    case 'leave':
      return CLOSED_EDITOR;
    case 'scope':
      return state.editMode ? { ...unloaded(state), scope: action.scope } : state;
    case 'tactic':
      return state.editMode && action.tactic !== state.tactic ? { ...unloaded(state), tactic: action.tactic } : state;
    case 'load':
      if (!state.editMode) return state;
      return {
        ...selectionIn(state, action.document),
        enableSave: false,
        currCustomizations: action.document,
        initial: action.document,
        baseVersion: action.Version,
      };
    case 'edit': {
      if (!state.currCustomizations) return state;
      const next = action.apply(state.currCustomizations);
      if (next === state.currCustomizations) return state;
      return { ...selectionIn(state, next), currCustomizations: next, enableSave: !sameDocument(next, state.initial) };
    }
    case 'select-module': {
      if (!state.currCustomizations) return state;
      const place = action.moduleId ? findModule(state.currCustomizations, action.moduleId) : undefined;
      const section = place ? state.currCustomizations.components[place.sectionIndex] : undefined;
      return { ...state, componentId: place ? place.module.id : null, sectionId: section?.id ?? state.sectionId };
    }
    case 'select-section':
      return { ...state, sectionId: action.sectionId };
  }
}
