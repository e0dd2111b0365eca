/**
 * JSON Schema (draft-07) to form fields: one field per property with the control its type calls for, its label
 * (`title`), help (`description`, without an `@default` note), placeholder (the default) and bounds; and the
 * readers that turn a control's text back into a value. Shared by SchemaForm and the layout editor's OptionsForm.
 */

/** The parts of a draft-07 JSON schema the forms read (`$ref`s inlined). */
export interface JSONSchema {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: readonly unknown[];
  default?: unknown;
  properties?: Record<string, JSONSchema>;
  required?: string[];
  additionalProperties?: boolean | JSONSchema;
  items?: JSONSchema | JSONSchema[];
  anyOf?: JSONSchema[];
  oneOf?: JSONSchema[];
  allOf?: JSONSchema[];
  definitions?: Record<string, JSONSchema>;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

/** The control an option gets, from its schema type. */
export type OptionControl = 'select' | 'switch' | 'number' | 'text' | 'multi' | 'list' | 'json';

/** One field of the options form. */
export interface OptionField {
  /** The property's name: the key it writes (and the label when the schema gives no title). */
  name: string;
  /** The schema's `title`. */
  title?: string;
  control: OptionControl;
  required: boolean;
  /** The schema's description without its `@default` note. */
  help?: string;
  /** The default, as the empty field shows it. */
  placeholder?: string;
  /** select and multi: the allowed values. */
  choices?: readonly unknown[];
  /** number: bounds and whether only whole numbers fit. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** text: the pattern a value must match; list: the pattern of each item. */
  pattern?: string;
  /** list: what each comma-separated item is. */
  itemType?: 'string' | 'number';
  /** A key of the value the schema does not know (refused by the validator unless removed). */
  unknown?: boolean;
}

const DEFAULT_NOTE = /\s*@default\s+(.*)$/s;

/** Array-of-enum options with more values than this (the metric catalogue) are ordered comma lists. */
const MULTI_CHOICES_AT_MOST = 12;

/** One field per schema property, in schema order, then one per key of the value the schema does not list. */
export function describeFields(schema: JSONSchema, value: Readonly<Record<string, unknown>> = {}): OptionField[] {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(properties).map(([name, property]) => fieldOf(name, property, required.has(name)));
  const extra = Object.keys(value).filter((key) => !(key in properties));
  return [...fields, ...extra.map((name): OptionField => ({ name, control: 'json', required: false, unknown: true }))];
}

function fieldOf(name: string, property: JSONSchema, required: boolean): OptionField {
  const base: OptionField = {
    name,
    control: 'json',
    required,
    ...(property.title ? { title: property.title } : {}),
    ...describe(property),
  };
  if (property.enum) return { ...base, control: 'select', choices: property.enum };
  // A choice among enums (sortBy: a sortable column or a catalogue metric) is one select of all their values.
  const branches = property.anyOf ?? [];
  if (branches.length > 0 && branches.every((branch) => branch.enum))
    return { ...base, control: 'select', choices: [...new Set(branches.flatMap((branch) => branch.enum ?? []))] };
  const type = nonNullType(property.type);
  switch (type) {
    case 'boolean':
      return { ...base, control: 'switch' };
    case 'integer':
    case 'number':
      return {
        ...base,
        control: 'number',
        integer: type === 'integer',
        min: property.minimum,
        max: property.maximum,
      };
    case 'string':
      return { ...base, control: 'text', pattern: property.pattern };
    case 'array': {
      const items = Array.isArray(property.items) ? undefined : property.items;
      // A list of catalogue metrics keeps its order (tiles, columns), so it stays a comma list, not a multi choice.
      if (items?.enum && items.enum.length > MULTI_CHOICES_AT_MOST)
        return { ...base, control: 'list', itemType: 'string' };
      if (items?.enum) return { ...base, control: 'multi', choices: items.enum };
      if (items?.type === 'string') return { ...base, control: 'list', itemType: 'string', pattern: items.pattern };
      if (items?.type === 'number' || items?.type === 'integer')
        return { ...base, control: 'list', itemType: 'number' };
      return base;
    }
    default:
      return base;
  }
}

/** A property's type, a nullable one (`["string", "null"]`) read as its other type: the control is the same. */
function nonNullType(type: JSONSchema['type']): string | undefined {
  if (!Array.isArray(type)) return type;
  const others = type.filter((name) => name !== 'null');
  return others.length === 1 ? others[0] : undefined;
}

/** Help text and placeholder: the description, and the default from `default` or the description's `@default`. */
function describe(property: JSONSchema): Pick<OptionField, 'help' | 'placeholder'> {
  const description = property.description ?? '';
  const note = DEFAULT_NOTE.exec(description);
  const help = (note ? description.slice(0, note.index) : description).trim();
  const placeholder = property.default !== undefined ? display(property.default) : note?.[1]?.trim();
  return { ...(help ? { help } : {}), ...(placeholder ? { placeholder } : {}) };
}

function display(value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => display(item)).join(', ');
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** The help under a field: the description, how to write the value, and the pattern it must match. */
export function helpText(field: OptionField): string | undefined {
  const parts = [
    field.help,
    field.control === 'list' ? 'Comma-separated.' : undefined,
    field.control === 'json' ? 'JSON.' : undefined,
    field.pattern ? `${field.control === 'list' ? 'Each item: pattern' : 'Pattern:'} ${field.pattern}` : undefined,
    field.unknown ? 'Not an option of this kind: clear it.' : undefined,
  ];
  return parts.filter(Boolean).join(' ') || undefined;
}

/** The options with `name` set, or without it when the value is undefined (so the kind's default applies). */
export function setOption(
  options: Readonly<Record<string, unknown>>,
  name: string,
  value: unknown,
): Record<string, unknown> {
  const { [name]: _previous, ...rest } = options;
  return value === undefined ? rest : { ...rest, [name]: value };
}

/** A number input's text as an option value: empty clears it; text that is no number clears it too. */
export function parseNumber(raw: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

/** A select's chosen text back to the enum value it shows; the empty choice clears the option. */
export function parseChoice(choices: readonly unknown[], raw: string): unknown {
  if (raw === '') return undefined;
  return choices.find((choice) => String(choice) === raw);
}

/** A comma list as an array; numbers stay text when they do not parse, so the validator names the bad item. */
export function parseList(raw: string, itemType: 'string' | 'number'): unknown[] | undefined {
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) return undefined;
  return itemType === 'number' ? items.map((item) => (Number.isFinite(Number(item)) ? Number(item) : item)) : items;
}

/** An array option as the comma list the field shows. */
export function formatList(value: unknown): string {
  return Array.isArray(value)
    ? value.map((item) => display(item)).join(', ')
    : value === undefined
      ? ''
      : display(value);
}

/** The outcome of reading a JSON field: a value (undefined clears the option) or why the text is not JSON. */
export type JsonReading = { ok: true; value: unknown } | { ok: false; error: string };

/** Reads a JSON field's text; an empty field clears the option. */
export function parseJson(raw: string): JsonReading {
  if (raw.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch (error) {
    return { ok: false, error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** An option value as a JSON field shows it. */
export function formatJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}
