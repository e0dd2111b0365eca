import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../../domain/layout/__generated__/catalog';
import { moduleIssues } from '../../domain/layout/validate';
import { inlineRefs, loadOptionsSchema } from './kind-schemas';
import {
  describeFields,
  errorsUnder,
  fieldError,
  formatJson,
  formatList,
  helpText,
  issuesByField,
  parseChoice,
  parseJson,
  parseList,
  parseNumber,
  setOption,
  type JSONSchema,
  type OptionField,
} from './options-fields';

const byName = (fields: OptionField[]): Record<string, OptionField> =>
  Object.fromEntries(fields.map((field) => [field.name, field]));

describe('loadOptionsSchema', () => {
  it('inlines the shared definitions a kind refers to', async () => {
    const schema = await loadOptionsSchema('self-fetching-table');
    expect(schema?.properties?.perPage).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 200,
      description: 'Rows per table page.',
    });
    // options.schema.json → data-source.schema.json#/definitions/method
    expect(schema?.properties?.dataMethod?.enum).toContain('breakdown');
    // relative refs inside the shared document: columns → #/definitions/field and #/definitions/column
    const items = schema?.properties?.columns?.items as JSONSchema;
    expect(items.anyOf?.[0]?.pattern).toBe('^[A-Za-z][A-Za-z0-9_]*$');
    expect(items.anyOf?.[1]?.properties?.format?.enum).toContain('percent');
    expect(JSON.stringify(schema)).not.toContain('$ref');
  });

  it.each(Object.keys(KIND_CATALOG))('gives %s a schema with no $ref left', async (kind) => {
    const schema = await loadOptionsSchema(kind);
    expect(schema?.type).toBe('object');
    expect(JSON.stringify(schema)).not.toContain('$ref');
  });

  it('answers null for a kind without a schema', async () => {
    expect(await loadOptionsSchema('no-such-kind')).toBeNull();
  });

  it("resolves a kind's own definitions, keeps keywords beside a $ref and stops at recursion", () => {
    const base = 'https://sightline.local/modules/x.schema.json';
    const schema: JSONSchema = {
      $id: base,
      type: 'object',
      properties: {
        size: { $ref: '#/definitions/size', description: 'Own words' },
        tree: { $ref: '#/definitions/tree' },
      },
      definitions: {
        size: { type: 'integer', minimum: 1, description: 'Shared words' },
        tree: { type: 'object', properties: { child: { $ref: '#/definitions/tree' } } },
      },
    };
    const out = inlineRefs(schema, base, new Map([[base, schema]]), []);
    expect(out.properties?.size).toEqual({ type: 'integer', minimum: 1, description: 'Own words' });
    expect(out.properties?.tree).toEqual({ type: 'object', properties: { child: {} } });
    expect(out).not.toHaveProperty('definitions');
  });
});

describe('describeFields', () => {
  it('picks the control from each property type', async () => {
    const fields = byName(describeFields((await loadOptionsSchema('line-chart'))!));
    expect(fields.sortBy).toMatchObject({ control: 'select', choices: expect.arrayContaining(['Impressions']) });
    expect(fields.area).toMatchObject({ control: 'switch', help: 'Shade the area under each line.' });
    expect(fields.height).toMatchObject({ control: 'number', integer: true, min: 120, max: 1200, placeholder: '300' });
    expect(fields.dimension).toMatchObject({ control: 'text', pattern: '^[A-Za-z][A-Za-z0-9_]*$' });
    expect(fields.metrics).toMatchObject({ control: 'list', itemType: 'string' });
    expect(fields.colors).toMatchObject({
      control: 'list',
      itemType: 'string',
      pattern: expect.stringMatching(/^\^\(#/),
    });
    expect(fields.legend).toMatchObject({ control: 'json' });
    expect(fields.feedSource).toMatchObject({ control: 'json' });
  });

  it('marks required options and keeps schema order', async () => {
    const fields = describeFields((await loadOptionsSchema('table-list'))!);
    expect(fields.slice(0, 3).map((f) => [f.name, f.required])).toEqual([
      ['labelField', true],
      ['labelTitle', false],
      ['metric', true],
    ]);
  });

  it('offers array-of-enum as multi choice, number arrays as lists and `default` as placeholder', () => {
    const fields = byName(
      describeFields({
        type: 'object',
        properties: {
          tabs: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
          steps: { type: 'array', items: { type: 'integer' } },
          ratio: { type: 'number', exclusiveMinimum: 0, default: 0.5 },
        },
      }),
    );
    expect(fields.tabs).toMatchObject({ control: 'multi', choices: ['a', 'b'] });
    expect(fields.steps).toMatchObject({ control: 'list', itemType: 'number' });
    expect(fields.ratio).toMatchObject({ control: 'number', integer: false, placeholder: '0.5' });
  });

  it('adds a JSON field for each key of the value the schema does not know', () => {
    const fields = describeFields({ type: 'object', properties: { a: { type: 'string' } } }, { a: 'x', legacy: 1 });
    expect(fields.map((f) => [f.name, f.control, f.unknown ?? false])).toEqual([
      ['a', 'text', false],
      ['legacy', 'json', true],
    ]);
  });
});

describe('helpText', () => {
  it('adds how to write the value and the pattern to the description', () => {
    expect(helpText({ name: 'a', control: 'text', required: false, help: 'A field.', pattern: '^x$' })).toBe(
      'A field. Pattern: ^x$',
    );
    expect(helpText({ name: 'b', control: 'list', required: false, pattern: '^#' })).toBe(
      'Comma-separated. Each item: pattern ^#',
    );
    expect(helpText({ name: 'c', control: 'json', required: false, unknown: true })).toBe(
      'JSON. Not an option of this kind: clear it.',
    );
    expect(helpText({ name: 'd', control: 'switch', required: false })).toBeUndefined();
  });
});

describe('value coercion', () => {
  it('removes a cleared option and sets others without touching the rest', () => {
    const options = { perPage: 10, sortBy: 'Impressions' };
    expect(setOption(options, 'perPage', undefined)).toEqual({ sortBy: 'Impressions' });
    expect(setOption(options, 'perPage', 25)).toEqual({ perPage: 25, sortBy: 'Impressions' });
    expect(options).toEqual({ perPage: 10, sortBy: 'Impressions' });
  });

  it('reads numbers, choices and comma lists; empty text clears', () => {
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber(' 25 ')).toBe(25);
    expect(parseNumber('2.5')).toBe(2.5);
    expect(parseChoice(['dma', 'zip'], 'zip')).toBe('zip');
    expect(parseChoice([10, 20], '20')).toBe(20);
    expect(parseChoice(['dma'], '')).toBeUndefined();
    expect(parseList('Impressions, Clicks ,,', 'string')).toEqual(['Impressions', 'Clicks']);
    expect(parseList('1, 2, x', 'number')).toEqual([1, 2, 'x']);
    expect(parseList(' , ', 'string')).toBeUndefined();
    expect(formatList(['Impressions', 'Clicks'])).toBe('Impressions, Clicks');
    expect(formatList(undefined)).toBe('');
  });

  it('reads JSON or says why it cannot', () => {
    expect(parseJson('{"show": false}')).toEqual({ ok: true, value: { show: false } });
    expect(parseJson('  ')).toEqual({ ok: true, value: undefined });
    const bad = parseJson('{show: false}');
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.error).toMatch(/^Not valid JSON: /);
    expect(formatJson({ show: true })).toBe('{\n  "show": true\n}');
    expect(formatJson(undefined)).toBe('');
  });
});

describe('issue → field mapping', () => {
  it("keys the validator's issues by option, with item paths beside their option", () => {
    const module = {
      id: 'm',
      name: 'line-chart',
      options: { height: 20, sortBy: 'Nope', colors: ['#123456', 'red'] },
    };
    const errors = issuesByField(moduleIssues(module, 'module'), 'module');
    const options = errorsUnder(errors, 'options');
    expect(options).toEqual({
      height: 'must be >= 120',
      sortBy: expect.stringMatching(/^must be one of: Publisher, /),
      'colors[1]': expect.stringMatching(/^must match pattern/),
    });
    expect(fieldError(options, 'height')).toBe('must be >= 120');
    expect(fieldError(options, 'colors')).toMatch(/^colors\[1\]: must match pattern/);
    expect(fieldError(options, 'legend')).toBeUndefined();
  });

  it('names a missing required option and an unknown one', () => {
    const module = { id: 'm', name: 'table-list', options: { metric: 'Impressions', colour: 'red' } };
    const options = errorsUnder(issuesByField(moduleIssues(module, 'module'), 'module'), 'options');
    expect(options).toEqual({ labelField: 'is required', colour: 'is not a field of table-list options' });
  });

  it('keeps issues at the prefix itself and joins several at one path', () => {
    const errors = issuesByField(
      [
        { path: 'module', message: 'is broken' },
        { path: 'module.title', message: 'a' },
        { path: 'module.title', message: 'b' },
        { path: 'other.title', message: 'not mine' },
        { path: 'module.tooltips[0].key', message: 'is required' },
      ],
      'module',
    );
    expect(errors).toEqual({ '': 'is broken', title: 'a; b', 'tooltips[0].key': 'is required' });
    expect(errorsUnder(errors, 'tooltips')).toEqual({ '[0].key': 'is required' });
  });
});
