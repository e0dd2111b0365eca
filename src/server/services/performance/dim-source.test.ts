import { describe, expect, it } from 'vitest';
import { paddedIds } from './dim-source';

describe('paddedIds', () => {
  it('pads to the next power of two with the last id, so a few statement texts serve every selection', () => {
    expect(paddedIds([7])).toEqual([7]);
    expect(paddedIds([7, 9, 11])).toEqual([7, 9, 11, 11]);
    expect(paddedIds([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
    expect(paddedIds([])).toEqual([]);
  });

  it('leaves very long lists as they are', () => {
    const ids = Array.from({ length: 1500 }, (_, i) => i + 1);
    expect(paddedIds(ids)).toEqual(ids);
  });
});
