import { describe, expect, it } from 'vitest';
import { Prng } from '../prng';
import { KeyPool } from './pools';
import { splitInteger } from './split';

describe('splitInteger', () => {
  it('adds up to the total exactly and gives the remainder to the largest weight', () => {
    expect(splitInteger(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitInteger(7, [1, 5, 2])).toEqual([0, 6, 1]);
    const parts = splitInteger(123_457, [0.3, 2.2, 1.1, 0.05]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(123_457);
  });

  it('puts everything on the first key when no weight is positive, and nothing anywhere for zero', () => {
    expect(splitInteger(5, [0, 0])).toEqual([5, 0]);
    expect(splitInteger(0, [1, 2])).toEqual([0, 0]);
  });
});

describe('KeyPool', () => {
  it('picks the head every day, distinct keys, in text order', () => {
    const rng = new Prng(1);
    const pool = new KeyPool(rng, ['90210', '10001', '60601', '33139', '02108', '98101', '75201']);
    const picked = pool.pick(rng, 4);
    expect(new Set(picked).size).toBe(4);
    expect(picked).toEqual(expect.arrayContaining([0, 1, 2]));
    const keys = picked.map((i) => pool.keys[i]!);
    expect(keys).toEqual([...keys].sort());
  });
});
