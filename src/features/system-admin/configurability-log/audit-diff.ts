/**
 * A layout audit entry's changes in words, through the layout editor's own diff (sections and modules by id). Any
 * other entry is shown by the admin kit's JsonDiff.
 */
import { diffLayouts } from '../../../domain/layout/diff';

/** A layout entry's changes in words (the inherited layout stands in for an absent document). */
export function layoutChangeTexts(before: unknown, after: unknown): string[] {
  if (before == null && after == null) return [];
  if (before == null) return ['Customised (the scope had inherited its layout)'];
  if (after == null) return ['Reset to the inherited layout'];
  return diffLayouts(before, after).map((change) => change.text);
}
