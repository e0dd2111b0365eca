import { describe, expect, it } from 'vitest';
import { OTHER_LABEL, topNWithOther, TOP_RECORDS } from './top-n';

type Row = { key: string; n: number };
const merge = (rest: Row[]): Row => ({ key: OTHER_LABEL, n: rest.reduce((sum, row) => sum + row.n, 0) });

describe('topNWithOther', () => {
  it('leaves 100 rows or fewer untouched', () => {
    const rows = Array.from({ length: TOP_RECORDS }, (_, i) => ({ key: `k${i}`, n: i }));
    expect(topNWithOther(rows, TOP_RECORDS, (r) => r.n, merge)).toEqual(rows);
  });

  it('keeps the top 99 and merges the rest into Other, last', () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ key: `k${i}`, n: i }));
    const result = topNWithOther(rows, TOP_RECORDS, (r) => r.n, merge);
    expect(result).toHaveLength(100);
    expect(result[0]).toEqual({ key: 'k149', n: 149 });
    expect(result[98]).toEqual({ key: 'k51', n: 51 });
    expect(result[99]).toEqual({ key: OTHER_LABEL, n: (50 * 51) / 2 });
  });

  it('breaks ties by input order', () => {
    const rows = [
      { key: 'a', n: 1 },
      { key: 'b', n: 1 },
      { key: 'c', n: 1 },
    ];
    expect(topNWithOther(rows, 2, (r) => r.n, merge).map((r) => r.key)).toEqual(['a', OTHER_LABEL]);
  });
});
