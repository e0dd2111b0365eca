/**
 * The form's validation: ajv over the same JSON schema the server validates with (all errors at once), each
 * error keyed by the top-level field it concerns, its text from the screen's `messages` when given.
 */
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { isApiError } from '../../data/api-error';
import { isRecord } from '../../data/narrow';
import { FORM_VALIDATORS } from '../__generated__/form-validators';
import { KIT_TEXTS } from '../texts';
import type { JSONSchema } from './schema-fields';

/** Per field, per ajv keyword ('required', 'pattern', 'maxLength', …): the text to show. */
export type FieldMessages = Readonly<Record<string, Readonly<Record<string, string>>>>;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
/** A validator as ajv compiles it, or as its standalone code exports it. */
export type SchemaValidator = ((value: unknown) => boolean) & { errors?: ErrorObject[] | null };

const compiled = new WeakMap<object, SchemaValidator>();

/**
 * Gives `schema` (this very object) a validator compiled ahead of time (ajv standalone code): the portal's CSP has
 * no 'unsafe-eval', so in the browser ajv cannot compile a schema itself.
 */
export function registerValidator(schema: JSONSchema, validate: SchemaValidator): void {
  compiled.set(schema, validate);
}

/** The shared schemas' validators compiled at build time (scripts/codegen-forms.mjs), by `$id`. */
const PRECOMPILED: Readonly<Record<string, SchemaValidator>> = FORM_VALIDATORS;

/**
 * The validator of a schema: one registered for this very object, else the build's for its `$id` (every file of
 * schemas/api), else ajv's at run time. ajv compiles with `new Function`, which the portal's CSP forbids in the
 * browser: a schema that is neither registered nor a shared file is then left to the server, which validates every
 * write, and the console says which schema lacked a build-time validator.
 */
function validatorOf(schema: JSONSchema): SchemaValidator {
  let validate = compiled.get(schema);
  if (!validate) {
    const id = typeof schema.$id === 'string' ? schema.$id : undefined;
    validate = (id && Object.hasOwn(PRECOMPILED, id) ? PRECOMPILED[id] : undefined) ?? compileOrAccept(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

function compileOrAccept(schema: JSONSchema): SchemaValidator {
  // The schema's $id would clash when two copies of one file are compiled; the cache is by object instead.
  const { $id: _id, ...rest } = schema;
  try {
    return ajv.compile(rest);
  } catch (error) {
    if (!(error instanceof EvalError)) throw error;
    console.error('SchemaForm: no build-time validator for this schema; the server checks it', schema.title ?? '');
    return Object.assign(() => true, { errors: null });
  }
}

/** The top-level field an ajv error concerns ('' for the value as a whole). */
export function fieldOfError(error: ErrorObject): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    const parent = error.instancePath.split('/').filter(Boolean)[0];
    return parent ?? error.params.missingProperty;
  }
  if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string')
    return error.instancePath.split('/').filter(Boolean)[0] ?? error.params.additionalProperty;
  return error.instancePath.split('/').filter(Boolean)[0]?.replaceAll('~1', '/').replaceAll('~0', '~') ?? '';
}

function defaultText(error: ErrorObject): string {
  if (error.keyword === 'required') return KIT_TEXTS.required;
  const message = error.message ?? 'is not valid';
  const sentence = `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

/** Every problem of a value, one text per field (the first the schema reports), '' for the value as a whole. */
export function validateValue(
  schema: JSONSchema,
  value: unknown,
  messages: FieldMessages = {},
): Record<string, string> {
  const validate = validatorOf(schema);
  if (validate(value)) return {};
  const errors: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    const field = fieldOfError(error);
    if (errors[field]) continue;
    errors[field] = messages[field]?.[error.keyword] ?? defaultText(error);
  }
  return errors;
}

/** Where a server failure goes: beside the field its answer names (`{ error, field }`), else above the form. */
export function serverErrorOf(error: unknown): { field?: string; message: string } | undefined {
  if (error === undefined || error === null) return undefined;
  if (isApiError(error)) {
    const field = isRecord(error.body) && typeof error.body.field === 'string' ? error.body.field : undefined;
    return { ...(field ? { field } : {}), message: error.message };
  }
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}
