import { describe, expect, it } from 'vitest';
import { differs, formSchema } from './theme-form';

describe('the theme form schema', () => {
  it('asks for the code when creating and never for the version', () => {
    const create = formSchema('create') as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(create.properties)[0]).toBe('code');
    expect(create.required).toContain('code');
    expect(create.properties).not.toHaveProperty('version');
  });

  it('hides the code when editing', () => {
    const edit = formSchema('edit') as { properties: Record<string, unknown>; required: string[] };
    expect(edit.properties).not.toHaveProperty('code');
    expect(edit.properties).not.toHaveProperty('version');
    expect(edit.required).not.toContain('code');
    expect(edit.properties).toHaveProperty('chartColors');
  });
});

describe('differs', () => {
  it('ignores the version and sees any edited field', () => {
    const base = { name: 'A', colors: { primary: '#000000' } } as never;
    expect(differs({ ...(base as object), version: 1 } as never, { ...(base as object), version: 2 } as never)).toBe(false);
    expect(differs(base, { ...(base as object), name: 'B' } as never)).toBe(true);
  });
});
