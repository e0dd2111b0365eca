/**
 * The theme editor's form: the shared schema (schemas/api/system/theme.schema.json) as the kit's SchemaForm shows
 * it. The form draws one field per top-level property, so the schema's groups (colours, domains, pie chart, map
 * polygons) are flattened into fields named by their path ('colors.primary'), each keeping its own sub-schema; the
 * value is flattened for the form and put back together for the preview and the server.
 */
import themeSchema from '../../../../schemas/api/system/theme.schema.json';
import type { JSONSchema } from '../../../admin-kit';
import type { ThemeFormValue } from './themes-api';

/** Creating asks for the code; editing never shows it (a theme's code is its host name and cannot change). */
export type EditorMode = 'create' | 'edit';

/** The form's value: the theme's fields by path. */
export type FlatValue = Record<string, unknown>;

const SHARED = themeSchema as JSONSchema;

const isGroup = (property: JSONSchema): boolean => property.type === 'object' && !!property.properties;

/** A field that may be null: the form leaves it optional (an empty field) and the value sends null. */
const isNullable = (property: JSONSchema): boolean => Array.isArray(property.type) && property.type.includes('null');

/** The single type of a nullable field, so the form shows it as text or a number rather than JSON. */
function withoutNull(property: JSONSchema): JSONSchema {
  const types = Array.isArray(property.type) ? property.type.filter((type) => type !== 'null') : [];
  return { ...property, type: types[0] ?? 'string' };
}

/** The shared schema as the form of `mode` uses it: groups flattened; the version is kept beside the form. */
export function formSchema(mode: EditorMode): JSONSchema {
  const properties: Record<string, JSONSchema> = {};
  const required: string[] = [];
  const requiredTop = new Set(SHARED.required ?? []);
  for (const [name, property] of Object.entries(SHARED.properties ?? {})) {
    if (name === 'version' || (name === 'code' && mode === 'edit')) continue;
    if (!isGroup(property)) {
      properties[name] = isNullable(property) ? withoutNull(property) : property;
      if ((requiredTop.has(name) && !isNullable(property)) || name === 'code') required.push(name);
      continue;
    }
    const inner = new Set(property.required ?? []);
    for (const [key, sub] of Object.entries(property.properties ?? {})) {
      const path = `${name}.${key}`;
      properties[path] = {
        ...sub,
        title: name === 'colors' ? sub.title : `${property.title ?? name}: ${sub.title ?? key}`,
      };
      if (inner.has(key)) required.push(path);
    }
  }
  return { type: 'object', additionalProperties: false, properties, required };
}

/** The form's value of a theme value. */
export function flatten(value: ThemeFormValue): FlatValue {
  const flat: FlatValue = {};
  for (const [name, inner] of Object.entries(value)) {
    if (name === 'version' || inner === null) continue;
    const group = SHARED.properties?.[name];
    if (group && isGroup(group) && inner && typeof inner === 'object' && !Array.isArray(inner)) {
      for (const [key, leaf] of Object.entries(inner)) flat[`${name}.${key}`] = leaf;
    } else flat[name] = inner;
  }
  return flat;
}

/**
 * The theme value of the form's value, groups put back together. The form has checked it against the flattened
 * schema before a submit; while typing it may be incomplete, which the preview tolerates (it shows the fields).
 */
export function unflatten(flat: FlatValue, version: number | undefined): ThemeFormValue {
  const value: Record<string, unknown> = {};
  for (const [path, leaf] of Object.entries(flat)) {
    const dot = path.indexOf('.');
    if (dot === -1) {
      value[path] = leaf;
      continue;
    }
    const group = path.slice(0, dot);
    const current = value[group];
    value[group] = { ...(current && typeof current === 'object' ? current : {}), [path.slice(dot + 1)]: leaf };
  }
  for (const [name, property] of Object.entries(SHARED.properties ?? {})) {
    if (isNullable(property) && (value[name] === undefined || value[name] === '')) value[name] = null;
  }
  if (version !== undefined) value.version = version;
  return value as ThemeFormValue;
}

/** Whether two values differ in anything the user edits. */
export function differs(a: ThemeFormValue, b: ThemeFormValue): boolean {
  return JSON.stringify(flatten(a)) !== JSON.stringify(flatten(b));
}

/** The form's schema per mode, one object each (the precompiled validators are registered for these objects). */
export const FORM_SCHEMAS: Readonly<Record<EditorMode, JSONSchema>> = {
  create: formSchema('create'),
  edit: formSchema('edit'),
};

/** The colour fields of the form, by path. */
export const COLOR_FIELDS: readonly string[] = Object.entries(FORM_SCHEMAS.edit.properties ?? {})
  .filter(([, property]) => property.type === 'string' && property.pattern === '^#[0-9a-fA-F]{6}$')
  .map(([name]) => name);
