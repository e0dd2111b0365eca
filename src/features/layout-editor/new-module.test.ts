import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../../domain/layout/__generated__/catalog';
import { lintLayout } from '../../domain/layout/lint';
import { validateLayout, type Module } from '../../domain/layout/validate';
import { duplicateModule, newModule, uniqueId } from './new-module';

const layoutOf = (...modules: Module[]): unknown => ({
  id: 'editor-test',
  tactic: 'display',
  components: [{ id: 'main', type: 'grid', modules }],
});

describe('newModule', () => {
  it.each(Object.keys(KIND_CATALOG))('makes a %s that validates and lints clean in a layout', (kind) => {
    const module = newModule(kind, new Set());
    const result = validateLayout(layoutOf(module));
    expect(result.ok ? [] : result.issues).toEqual([]);
    expect(lintLayout(layoutOf(module), () => true)).toEqual([]);
  });

  it("takes the kind's title, initial options, default size and first data method", () => {
    const module = newModule('table-list', new Set());
    const manifest = KIND_CATALOG['table-list']!.manifest;
    expect(module).toEqual({
      id: 'table-list',
      name: 'table-list',
      title: manifest.title,
      options: manifest.initialOptions,
      breakpoints: manifest.defaultSize,
      dataSource: { method: manifest.dataMethods[0] },
    });
    expect(module.options).not.toBe(manifest.initialOptions);
  });

  it('gives a self-fetching kind the data method of its options and a kind without data no dataSource', () => {
    expect(newModule('self-fetching-table', new Set()).dataSource).toEqual({ method: 'breakdown' });
    expect(newModule('section-header', new Set())).not.toHaveProperty('dataSource');
  });

  it('numbers the id past those taken', () => {
    expect(newModule('table-list', new Set(['table-list'])).id).toBe('table-list-2');
    expect(newModule('table-list', new Set(['table-list', 'table-list-2'])).id).toBe('table-list-3');
  });

  it('refuses an unknown kind', () => {
    expect(() => newModule('no-such-kind', new Set())).toThrow("Unknown module kind 'no-such-kind'");
  });
});

describe('duplicateModule', () => {
  const original: Module = {
    id: 'zips',
    cid: 'default-zips',
    name: 'line-chart',
    title: 'Top zips',
    options: { metric: 'Impressions', colors: ['#112233'] },
    tooltips: [{ key: 'zip-help' }],
    breakpoints: { lg: { w: 6, x: 0, y: 2 }, sm: { w: 12 } },
  };

  it('copies deeply under a new id with "(copy)" after the title', () => {
    const copy = duplicateModule(original, new Set(['zips']));
    expect(copy).toEqual({ ...original, cid: undefined, id: 'zips-2', title: 'Top zips (copy)' });
    expect(copy).not.toHaveProperty('cid');
    (copy.options!.colors as string[]).push('#445566');
    copy.tooltips![0]!.key = 'changed';
    expect(original.options!.colors).toEqual(['#112233']);
    expect(original.tooltips![0]!.key).toBe('zip-help');
  });

  it("keeps counting from a copy's number and falls back to the kind's title", () => {
    const copy = duplicateModule({ id: 'zips-2', name: 'table-list' }, new Set(['zips', 'zips-2']));
    expect(copy.id).toBe('zips-3');
    expect(copy.title).toBe(`${KIND_CATALOG['table-list']!.manifest.title} (copy)`);
  });

  it('stays valid beside its original', () => {
    const copy = duplicateModule(original, new Set(['zips']));
    expect(lintLayout(layoutOf(original, copy), () => true)).toEqual([]);
  });
});

describe('uniqueId', () => {
  it('keeps a free id as it is', () => {
    expect(uniqueId('venn', new Set(['other']))).toBe('venn');
  });
});
