import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_VALIDATORS } from '../__generated__/form-validators';
import type { JSONSchema } from './schema-fields';

const DIR = 'schemas/api';
const files = fs
  .readdirSync(DIR, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.schema.json'));

describe('the form validators', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('exist at build time for every shared schema', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const schema = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as JSONSchema;
      expect(Object.hasOwn(FORM_VALIDATORS, String(schema.$id)), file).toBe(true);
    }
  });

  it("check a shared schema where the page's CSP forbids compiling one (as in the browser)", async () => {
    // As under script-src 'self': ajv's compile needs `new Function`, which the browser refuses with an EvalError.
    const { default: Ajv } = await import('ajv');
    vi.spyOn(Ajv.prototype, 'compile').mockImplementation(() => {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    const { validateValue } = await import('./validate');
    const tooltip = JSON.parse(fs.readFileSync(path.join(DIR, 'system/tooltip.schema.json'), 'utf8')) as JSONSchema;
    expect(
      validateValue(
        tooltip,
        { key: 'ClickThrough', title: 'CTR', message: '' },
        { message: { minLength: 'Say something.' } },
      ),
    ).toEqual({
      message: 'Say something.',
    });
    expect(validateValue(tooltip, { key: 'ClickThrough', title: 'CTR', message: 'Clicks per impression.' })).toEqual(
      {},
    );
    // A schema that is not a shared file is left to the server there, and the console says so.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(validateValue({ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, {})).toEqual({});
    expect(error).toHaveBeenCalledOnce();
  });
});
