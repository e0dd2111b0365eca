import { describe, expect, it } from 'vitest';
import { objectsOf } from './row-objects';

describe('rows from a read worker as objects', () => {
  it('names each value by its column, keeping numbers, nulls and text as they came', () => {
    expect(
      objectsOf(
        ['id', 'rate', 'note'],
        [
          [1, 0.5, null],
          [2, 1.25, 'Zoë'],
        ],
        false,
      ),
    ).toEqual([
      { id: 1, rate: 0.5, note: null },
      { id: 2, rate: 1.25, note: 'Zoë' },
    ]);
  });

  it('lets a later column of the same name win, as better-sqlite3 does', () => {
    expect(objectsOf(['id', 'id'], [[1, 2]], false)).toEqual([{ id: 2 }]);
  });

  it('keeps a column named __proto__ as an own field, never as the prototype', () => {
    const [row] = objectsOf(['__proto__', 'quoted "name"'], [[{ polluted: true }, 'x']], false) as object[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toEqual({ polluted: true });
    expect(row).toHaveProperty(['quoted "name"'], 'x');
  });

  it('gives blobs back as Buffers', () => {
    const [row] = objectsOf(['b'], [[new Uint8Array([0, 255])]], true) as { b: unknown }[];
    expect(Buffer.isBuffer(row!.b)).toBe(true);
    expect([...(row!.b as Buffer)]).toEqual([0, 255]);
  });
});
