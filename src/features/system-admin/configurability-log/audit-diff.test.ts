import { describe, expect, it } from 'vitest';
import { layoutChangeTexts } from './audit-diff';

describe('a layout audit entry read as changes', () => {
  it('words a layout reset and a first customisation', () => {
    expect(layoutChangeTexts({ components: [] }, null)).toEqual(['Reset to the inherited layout']);
    expect(layoutChangeTexts(null, { components: [] })).toEqual(['Customised (the scope had inherited its layout)']);
  });
  it('says nothing changed when there is neither a before nor an after', () => {
    expect(layoutChangeTexts(null, null)).toEqual([]);
  });
});
