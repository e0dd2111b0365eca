import { describe, expect, it } from 'vitest';
import { kindList, kindsUsed, moduleKinds, unknownKinds, withoutKinds } from './kinds';

const doc = {
  id: 'x',
  components: [
    { id: 'a', type: 'grid', modules: [{ id: 'p', name: 'pie-chart' }] },
    {
      id: 'b',
      type: 'grid',
      modules: [
        { id: 'q', name: 'bar-chart' },
        { id: 'r', name: 'pie-chart' },
      ],
    },
    { id: 'c', type: 'grid', modules: [] },
  ],
};

describe('module kinds on the server', () => {
  it('lists every registered kind with its title, by title', () => {
    const kinds = moduleKinds();
    expect(kinds.find((k) => k.kind === 'venn-diagram')).toEqual({
      kind: 'venn-diagram',
      title: 'Audience overlap',
      category: 'chart',
    });
    expect(kinds.map((k) => k.title)).toEqual([...kinds.map((k) => k.title)].sort((a, b) => a.localeCompare(b)));
  });

  it('names unknown kinds, and kinds by title and kind', () => {
    expect(unknownKinds(['pie-chart', 'nope', '__proto__'])).toEqual(['nope', '__proto__']);
    expect(kindList(['pie-chart', 'nope'])).toBe('Pie chart (pie-chart), nope');
  });

  it('drops the modules of the kinds, and the sections they leave empty, without changing the document', () => {
    const before = structuredClone(doc);
    expect(withoutKinds(doc, new Set(['pie-chart']))).toEqual({
      id: 'x',
      components: [
        { id: 'b', type: 'grid', modules: [{ id: 'q', name: 'bar-chart' }] },
        { id: 'c', type: 'grid', modules: [] },
      ],
    });
    expect(doc).toEqual(before);
    expect(withoutKinds(doc, new Set())).toBe(doc);
    expect(kindsUsed(doc)).toEqual(new Set(['pie-chart', 'bar-chart']));
    expect(withoutKinds(null, new Set(['pie-chart']))).toBeNull();
  });
});
