import { describe, expect, it } from 'vitest';
import { diffJson, showValue } from './json-diff';

describe('diffJson', () => {
  it('lists added, removed and changed keys by nested path', () => {
    const before = { name: 'Acme', colors: ['#111111', '#222222'], logo: { url: '/a.png', width: 10 }, old: true };
    const after = { name: 'Acme Corp', colors: ['#111111', '#333333', '#444444'], logo: { url: '/a.png', height: 5 } };
    expect(diffJson(before, after)).toEqual([
      { path: 'name', kind: 'changed', before: 'Acme', after: 'Acme Corp' },
      { path: 'colors[1]', kind: 'changed', before: '#222222', after: '#333333' },
      { path: 'colors[2]', kind: 'added', after: '#444444' },
      { path: 'logo.width', kind: 'removed', before: 10 },
      { path: 'logo.height', kind: 'added', after: 5 },
      { path: 'old', kind: 'removed', before: true },
    ]);
  });

  it('shows a creation and a deletion key by key', () => {
    expect(diffJson(null, { a: 1, 'b-c': 2 })).toEqual([
      { path: 'a', kind: 'added', after: 1 },
      { path: '["b-c"]', kind: 'added', after: 2 },
    ]);
    expect(diffJson({ a: 1 }, null)).toEqual([{ path: 'a', kind: 'removed', before: 1 }]);
  });

  it('finds nothing between equal values, and one change when the type differs', () => {
    expect(diffJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffJson({ a: [1] }, { a: 'x' })).toEqual([{ path: 'a', kind: 'changed', before: [1], after: 'x' }]);
  });
});

describe('showValue', () => {
  it('writes JSON on one line and cuts long values', () => {
    expect(showValue('x')).toBe('"x"');
    expect(showValue(undefined)).toBe('—');
    expect(showValue('a'.repeat(200), 10)).toBe(`"${'a'.repeat(8)}…`);
  });
});
