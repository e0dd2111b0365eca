import { describe, expect, it } from 'vitest';
import { isId, MAX_ID, parseId, parseIdList } from './ids';

describe('ids', () => {
  it('accepts whole ids from 0 to the largest a table holds', () => {
    expect([0, 1, MAX_ID].map(isId)).toEqual([true, true, true]);
    expect([-1, 1.5, MAX_ID + 1, Infinity, NaN].map(isId)).toEqual([false, false, false, false, false]);
  });

  it('reads an id from text, refusing signs, exponents, fractions and ids too large', () => {
    expect(parseId(' 42 ')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    for (const text of ['', '-1', '+1', '1e3', '1.5', 'Infinity', 'NaN', '0x10', String(MAX_ID + 1), '99999999999'])
      expect(parseId(text)).toBeNull();
  });

  it('reads a comma-separated list, unique, skipping empty parts, null when any part is not an id', () => {
    expect(parseIdList('3, 1,3,,2')).toEqual([3, 1, 2]);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList('1,x')).toBeNull();
    expect(parseIdList(`1,${MAX_ID + 1}`)).toBeNull();
  });
});
