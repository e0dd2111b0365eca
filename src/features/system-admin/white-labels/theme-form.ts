/** The theme editor's form: the shared schema shaped per mode, its field widgets, and the value it edits. */
import themeSchema from '../../../../schemas/api/system/theme.schema.json';
import type { ThemeFormValue } from './themes-api';

/** Creating asks for the code; editing never shows it (a theme's code is its host name and cannot change). */
export type EditorMode = 'create' | 'edit';

type Properties = typeof themeSchema.properties;

/** The shared schema as the form of `mode` uses it: the version is kept beside the form, never typed in. */
export function formSchema(mode: EditorMode): Record<string, unknown> {
  const { $id: _id, $schema: _meta, properties, required, ...rest } = themeSchema;
  const { version: _version, code, ...fields } = properties;
  const shown: Partial<Properties> = mode === 'create' ? { code, ...fields } : fields;
  return { ...rest, properties: shown, required: mode === 'create' ? ['code', ...required] : required };
}

/** The colour fields of the form, by their path in the value. */
export const COLOR_FIELDS = [
  'colors.primary',
  'colors.error',
  'colors.success',
  'colors.warning',
  'colors.background',
  'colors.toolbar',
  'colors.toolbarText',
  'colors.footer',
  'mapPolygon.fill',
  'mapPolygon.stroke',
  'mapPolygon.highlight',
] as const;

/** A value without the version (the form's part of it). */
export function withoutVersion(value: ThemeFormValue): ThemeFormValue {
  const { version: _version, ...rest } = value;
  return rest;
}

/** Whether two values differ in anything the user edits. */
export function differs(a: ThemeFormValue, b: ThemeFormValue): boolean {
  return JSON.stringify(withoutVersion(a)) !== JSON.stringify(withoutVersion(b));
}
