import { describe, expect, it } from 'vitest';
import { fieldChanges, layoutChangeTexts } from './audit-diff';

describe('an audit entry read as changes', () => {
  it('lists the fields that differ with their values before and after', () => {
    expect(
      fieldChanges(
        { key: 'Clicks', title: 'Clicks', message: 'Old.' },
        { key: 'Clicks', title: 'Clicks', message: 'New.' },
      ),
    ).toEqual([{ field: 'message', before: 'Old.', after: 'New.', change: 'changed' }]);
  });
  it('lists every field as added for a creation and as removed for a removal', () => {
    expect(fieldChanges(null, { key: 'k', title: 't' }).map((c) => c.change)).toEqual(['added', 'added']);
    expect(fieldChanges({ key: 'k' }, null)).toEqual([{ field: 'key', before: 'k', after: '', change: 'removed' }]);
  });
  it('shows nested values as JSON and ignores key order', () => {
    expect(fieldChanges({ colors: ['#fff'] }, { colors: ['#000'] })[0]).toMatchObject({
      before: '["#fff"]',
      after: '["#000"]',
    });
    expect(fieldChanges({ a: 1, b: 2 }, { b: 2, a: 1 })).toEqual([]);
  });
  it('words a layout reset and a first customisation', () => {
    expect(layoutChangeTexts({ components: [] }, null)).toEqual(['Reset to the inherited layout']);
    expect(layoutChangeTexts(null, { components: [] })).toHaveLength(1);
  });
});
