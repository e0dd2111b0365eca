/**
 * Our texts for dashboard layouts and the layout editor (the spec has none beyond 'Missing layouts for this user').
 * `{changedBy}` and `{changedAt}` are filled from the layout's last change; `{issues}` lists a refused document's
 * problems with their paths.
 */
export const LAYOUTS_MESSAGES = {
  /** A caller who may not do this (the editor's and the notes' writes). */
  notAuthorized: 'Not authorized',
  layoutScopeNotFound: 'Layout scope not found',
  unknownTab: 'Unknown dashboard tab',
  invalidLayout: 'The layout is not valid: {issues}',
  layoutVersionNotFound: 'Version not found',
  layoutNotRestorable: 'A reset cannot be restored; pick a saved version.',
  nothingToReset: 'Nothing to reset: this scope already shows the layout it inherits.',
  layoutVersionConflict:
    'Version conflict: {changedBy} changed this layout on {changedAt}. Reload to see their version before saving again.',
  layoutChanged:
    'Version conflict: this layout changed since you opened it. Reload to see the current version before saving again.',
} as const;
