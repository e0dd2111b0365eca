import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintLayout } from './lint';
import { readablePath } from './paths';
import { validateLayout } from './validate';

const FIXTURES = path.resolve(import.meta.dirname, '../../../schemas/tests');
const read = (dir: string, file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, dir, file), 'utf8'));
const jsonFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(FIXTURES, dir)).filter((f) => f.endsWith('.json') && f !== 'expected.json');
const expected = read('invalid', 'expected.json') as Record<string, string[]>;

describe('layout validator', () => {
  it.each(jsonFiles('valid'))('accepts valid/%s', (file) => {
    const result = validateLayout(read('valid', file));
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it.each(jsonFiles('invalid'))('refuses invalid/%s at the expected path', (file) => {
    const result = validateLayout(read('invalid', file));
    expect(result.ok).toBe(false);
    const paths = result.ok ? [] : result.issues.map((i) => i.path);
    expect(paths).toEqual(expected[file]);
  });

  it('has an expectation for every invalid fixture', () => {
    expect(Object.keys(expected).sort()).toEqual(jsonFiles('invalid').sort());
  });

  it('names the allowed values of an enum', () => {
    const result = validateLayout(read('invalid', 'bad-sort-by.json'));
    expect(result.ok ? '' : result.issues[0]?.message).toMatch(
      /^must be one of: Publisher, .*, or a metric of the catalogue$/,
    );
  });

  it('names the catalogue when a metric is not one of it', () => {
    const result = validateLayout(read('invalid', 'unknown-metric.json'));
    expect(result.ok ? null : result.issues).toEqual([
      {
        path: 'components[0].modules[0].options.metrics[1]',
        message:
          'is not a metric of the catalogue (src/domain/metric-catalogue.ts; keys and aliases in schemas/defs/metric.schema.json)',
      },
    ]);
  });

  it('says which field is unknown', () => {
    const result = validateLayout(read('invalid', 'unknown-option.json'));
    expect(result.ok ? null : result.issues[0]).toEqual({
      path: 'components[0].modules[0].options.pageSize',
      message: 'is not a field of generic-table options',
    });
  });

  it('uses the kind initial options when a module has none', () => {
    const doc = {
      id: 'x',
      tactic: 'display',
      components: [{ id: 's', type: 'grid', modules: [{ id: 'm', name: 'generic-table' }] }],
    };
    expect(validateLayout(doc).ok).toBe(true);
  });

  it('rejects a non-object document', () => {
    expect(validateLayout('layout').ok).toBe(false);
    expect(validateLayout(null).ok).toBe(false);
  });
});

describe('readablePath', () => {
  it('turns ajv paths into dotted paths with indexes', () => {
    expect(readablePath('/components/1/modules/3/options/sortBy')).toBe('components[1].modules[3].options.sortBy');
    expect(readablePath('/sortBy', 'components[0].modules[2].options')).toBe('components[0].modules[2].options.sortBy');
    expect(readablePath('')).toBe('');
  });
});

describe('lint rules beyond the schema', () => {
  const module = (id: string, extra: object = {}): object => ({ id, name: 'generic-table', ...extra });
  const doc = (modules: object[]): unknown => ({
    id: 'x',
    tactic: 'display',
    components: [{ id: 's', type: 'grid', modules }],
  });
  const noTooltips = (): boolean => false;

  it('reports duplicate module ids with both places', () => {
    expect(lintLayout(doc([module('a'), module('a')]), noTooltips)).toEqual([
      { path: 'components[0].modules[1].id', message: "duplicate module id 'a' (also components[0].modules[0])" },
    ]);
  });

  it('reports a data method the kind does not support', () => {
    const issues = lintLayout(doc([module('a', { dataSource: { method: 'recent-pages' } })]), noTooltips);
    expect(issues).toEqual([
      {
        path: 'components[0].modules[0].dataSource.method',
        message: "generic-table does not support data method 'recent-pages'",
      },
    ]);
  });

  it('reports tooltip keys that have no text, and accepts keys the catalogue knows or the layout words', () => {
    const tips = { tooltips: [{ key: 'Impressions' }, { key: 'mine', message: 'Own words' }, { key: 'nobody' }] };
    const issues = lintLayout(doc([module('a', tips)]), (key) => key === 'Impressions');
    expect(issues).toEqual([
      { path: 'components[0].modules[0].tooltips[2].key', message: "tooltip 'nobody' has no text" },
    ]);
  });

  it('still reports rule problems when only module options fail', () => {
    const issues = lintLayout(doc([module('a', { options: { columns: [] } }), module('a')]), noTooltips);
    expect(issues.map((i) => i.path)).toEqual([
      'components[0].modules[0].options.columns',
      'components[0].modules[1].id',
    ]);
  });
});
