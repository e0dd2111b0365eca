/**
 * What the layout editor says. The spec has no texts for the editor beyond its state names (000 §3), so these are
 * ours; they live once here so tests, stories and the end-to-end spec read the same words.
 */
import type { LayoutSource } from '../../data/__generated__/graphql';

/** Title of a section added by the editor. */
export const NEW_SECTION_TITLE = 'New section';

export const EDITOR_TEXTS = {
  heading: 'Edit layout',
  enter: 'Edit layout',
  leave: 'Leave edit mode',
  save: 'Save',
  saving: 'Saving…',
  reset: 'Reset to inherited',
  history: 'History',
  addSection: 'Add section',
  addModule: 'Add module',
  scope: 'Customise for',
  breakpoint: 'Edit the layout for',
  wide: 'Wide screens (lg)',
  narrow: 'Narrow screens (sm)',
  reloadLatest: 'Load the latest version',
  loading: 'Loading the layout…',
  fixProblems: 'Fix these problems before saving:',
  refused: 'The server refused the layout:',
  confirm: 'Confirm',
  cancel: 'Cancel',
  keepEditing: 'Keep editing',
  discard: 'Discard changes',
} as const;

/** The two scopes an edit can be saved for. */
export const scopeLabel = {
  ADVERTISER: (name: string): string => `This advertiser: ${name}`,
  AGENCY: (name: string): string => `Agency: ${name}`,
} as const;

/** Which level the scope shows now. */
export function sourceText(source: LayoutSource, customized: boolean, Version: number): string {
  const own = customized ? `own customisation, version ${Version}` : null;
  if (own) return `Showing its ${own}`;
  if (source === 'AGENCY') return 'Showing the layout inherited from the agency';
  if (source === 'ADVERTISER') return 'Showing the advertiser layout';
  return 'Showing the default layout';
}

/** The status line after a successful write. */
export const savedText = (scope: string, Version: number): string => `Saved for ${scope} (version ${Version}).`;
export const resetText = (scope: string): string => `${scope} shows the inherited layout again.`;
export const restoredText = (scope: string, Version: number): string => `Restored for ${scope} (version ${Version}).`;

/** Confirmations. */
export const CONFIRM_TEXTS = {
  leave: 'Leave edit mode? Your unsaved changes will be lost.',
  navigate: 'Leave this page? Your unsaved layout changes will be lost.',
  switchScope: 'Switch scope? Your unsaved changes will be lost.',
  reset: (scope: string): string =>
    `Reset ${scope}? Its own layout is dropped and it shows the inherited one again (the history keeps it).`,
  removeSection: (title: string): string => `Remove the section "${title}" and its modules?`,
} as const;

/** Why a section cannot be removed. */
export const LAST_SECTION = 'A layout keeps at least one grid section.';

/** A failure without a message of the server's. */
export const NOT_SAVED = 'The layout could not be saved.';
export const NOT_LOADED = 'The layout could not be loaded.';

/** Labels of the per-module controls (keyboard alternatives to dragging included). */
export function moduleControls(title: string): Readonly<Record<ModuleControl, string>> {
  return {
    handle: `Drag ${title}`,
    earlier: `Move ${title} earlier`,
    later: `Move ${title} later`,
    narrower: `Make ${title} narrower`,
    wider: `Make ${title} wider`,
    settings: `Settings of ${title}`,
    duplicate: `Duplicate ${title}`,
    disable: `Disable ${title}`,
    enable: `Enable ${title}`,
    remove: `Remove ${title}`,
    moveTo: `Move ${title} to section`,
  };
}

type ModuleControl =
  | 'handle'
  | 'earlier'
  | 'later'
  | 'narrower'
  | 'wider'
  | 'settings'
  | 'duplicate'
  | 'disable'
  | 'enable'
  | 'remove'
  | 'moveTo';

/** Labels of the section controls. */
export function sectionControls(title: string): Readonly<Record<SectionControl, string>> {
  return {
    rename: `Rename ${title}`,
    name: 'Section title',
    up: `Move ${title} up`,
    down: `Move ${title} down`,
    remove: `Remove ${title}`,
    addModule: `Add module to ${title}`,
  };
}

type SectionControl = 'rename' | 'name' | 'up' | 'down' | 'remove' | 'addModule';

/** Shown on a disabled module's card instead of its preview. */
export const DISABLED_MODULE = 'Disabled: kept in the layout but not shown.';
