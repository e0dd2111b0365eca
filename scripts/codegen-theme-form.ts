/**
 * The theme editor's form validators, compiled ahead of time (ajv standalone code): the portal's CSP has no
 * 'unsafe-eval', so ajv cannot compile a schema in the browser. Run `tsx scripts/codegen-theme-form.ts` after
 * changing schemas/api/system/theme.schema.json; a unit test fails while the file is out of date.
 */
import fs from 'node:fs';
import { themeFormValidatorSource } from '../src/features/system-admin/white-labels/theme-form-codegen';

const OUT = 'src/features/system-admin/white-labels/__generated__/theme-form-validators.ts';
fs.writeFileSync(OUT, themeFormValidatorSource());
console.log(`wrote ${OUT}`);
