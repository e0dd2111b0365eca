/**
 * Field settings of the tenant forms. The kit's SchemaForm draws a property typed `["string", "null"]` (or a
 * nullable number) as a JSON box; these schemas use that type for every optional field, so each gets the text or
 * number control its non-null type calls for. (A kit-level fix belongs in admin-kit/form/schema-fields.ts.)
 */
import type { FieldConfig, JSONSchema } from '../../../admin-kit';

/** A text or number control for every nullable string or number property of `schema`. */
export function nullableFields(schema: JSONSchema): Record<string, FieldConfig> {
  const fields: Record<string, FieldConfig> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const types: unknown = property.type;
    if (!Array.isArray(types) || property.enum) continue;
    if (types.includes('string')) fields[name] = { widget: 'text' };
    else if (types.includes('number') || types.includes('integer')) fields[name] = { widget: 'number' };
  }
  return fields;
}

/** Spend type's choices by their schema values (the enum's null is the empty choice). */
export const SPEND_TYPE_FIELD: FieldConfig = { options: ['CPM', 'MARKUP', 'FLAT'] };
