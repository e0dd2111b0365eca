import { describe, expect, it } from 'vitest';
import { validateValue } from '../../../admin-kit';
import { paletteTheme } from '../../../ui/palette-theme';
import { differs, flatten, formSchema, unflatten } from './theme-form';
import type { ThemeFormValue } from './themes-api';

const { code: _code, ...record } = paletteTheme('compulse');
const value: ThemeFormValue = { ...record, version: 3 };

describe('the theme form schema', () => {
  it('asks for the code when creating and never for the version', () => {
    const create = formSchema('create');
    expect(Object.keys(create.properties!)[0]).toBe('code');
    expect(create.required).toContain('code');
    expect(create.properties).not.toHaveProperty('version');
  });

  it('flattens the groups into fields named by path, with their own rules, and hides the code when editing', () => {
    const edit = formSchema('edit');
    expect(edit.properties).not.toHaveProperty('code');
    expect(edit.properties!['colors.primary']).toMatchObject({ title: 'Primary', pattern: '^#[0-9a-fA-F]{6}$' });
    expect(edit.properties!['pieChart.innerRadius']!.title).toBe('Pie chart: Inner radius (%)');
    expect(edit.required).toEqual(expect.arrayContaining(['name', 'colors.primary', 'domains.local']));
  });

  it('accepts a real theme and names the field of a bad colour or too few chart colours', () => {
    const schema = formSchema('edit');
    expect(validateValue(schema, flatten(value))).toEqual({});
    const bad = validateValue(schema, { ...flatten(value), 'colors.toolbar': 'blue', chartColors: ['#000000'] });
    expect(Object.keys(bad).sort()).toEqual(['chartColors', 'colors.toolbar']);
  });
});

describe('flatten and unflatten', () => {
  it('round-trip a theme value, the version kept beside the form', () => {
    const flat = flatten(value);
    expect(flat).not.toHaveProperty('version');
    expect(flat['colors.primary']).toBe(record.colors.primary);
    expect(unflatten(flat, 3)).toEqual(value);
  });

  it('leave nullable fields empty in the form and send null for them', () => {
    const schema = formSchema('edit');
    expect(schema.properties!.parentAgency!.type).toBe('string');
    expect(schema.required).not.toContain('parentAgency');
    const flat = flatten({ ...value, parentAgency: null, companyId: null });
    expect(flat).not.toHaveProperty('parentAgency');
    expect(validateValue(schema, flat)).toEqual({});
    expect(unflatten({ ...flat, parentAgency: '' }, 3)).toMatchObject({ parentAgency: null, companyId: null });
  });

  it('see an edit but not a new version', () => {
    expect(differs(value, { ...value, version: 4 })).toBe(false);
    expect(differs(value, { ...value, colors: { ...value.colors, primary: '#000000' } })).toBe(true);
  });
});

describe('the precompiled form validators', () => {
  it('are up to date with the shared schema (run scripts/codegen-theme-form.ts)', async () => {
    const fs = await import('node:fs');
    const { themeFormValidatorSource } = await import('./theme-form-codegen');
    const file = new URL('./__generated__/theme-form-validators.ts', import.meta.url);
    expect(fs.readFileSync(file, 'utf8')).toBe(themeFormValidatorSource());
  });

  it('judge like the schema: a real theme passes, a bad colour fails naming its field', async () => {
    const { edit } = await import('./__generated__/theme-form-validators');
    expect(edit(flatten(value))).toBe(true);
    expect(edit({ ...flatten(value), 'colors.primary': 'red' })).toBe(false);
    expect(Reflect.get(edit, 'errors')[0].instancePath).toBe('/colors.primary');
  });
});
