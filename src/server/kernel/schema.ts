import { MAX_ID } from '../../domain/ids';

/** The furthest into a list a page may start (within every engine's integer). */
export const MAX_OFFSET = MAX_ID;

/** The latest time a timestamp parameter may carry, in epoch milliseconds (the end of JavaScript's dates). */
export const MAX_TIMESTAMP_MS = 8_640_000_000_000_000;

/** Optional keywords of an integer parameter. */
export interface IntegerOptions {
  /** Value ajv fills in when the parameter is absent. */
  default?: number;
  /** For the OpenAPI document. */
  description?: string;
}

/**
 * An integer parameter within [minimum, maximum]; both bounds are required, so every number a caller sends is
 * finite and bounded. The `allOf` repeats the type check after ajv's type coercion: a query or path value such as
 * "Infinity" or "1e309" is coerced to a non-finite number, which `minimum` and `maximum` do not test, and only a
 * second type check refuses it (with the parameter named in the 400).
 */
function integer(minimum: number, maximum: number, options: IntegerOptions = {}) {
  return { type: 'integer', minimum, maximum, ...options, allOf: [{ type: 'integer' }] } as const;
}

/** The same, or null. */
function nullableInteger(minimum: number, maximum: number) {
  const type = ['integer', 'null'] as const;
  return { type, minimum, maximum, allOf: [{ type }] } as const;
}

/** Small builders for route JSON Schemas, so every route declares its params, query and body. */
export const S = {
  /** A route that takes no query parameters (or no body) declares so. */
  none: () => ({ type: 'object', properties: {}, additionalProperties: false }) as const,
  string: (maxLength: number, minLength = 0) => ({ type: 'string', maxLength, minLength }) as const,
  /** Every integer parameter goes through this (or the ids, limit and offset below). */
  integer,
  nullableInteger,
  /** A row id: 0 to the largest id a table holds. */
  id: (options: IntegerOptions = {}) => integer(0, MAX_ID, options),
  /** A row id or null. */
  nullableId: () => nullableInteger(0, MAX_ID),
  /** A page size from 1 to `maximum`. */
  limit: (maximum: number, defaultValue?: number) =>
    integer(1, maximum, defaultValue === undefined ? {} : { default: defaultValue }),
  /** How many rows a page skips. */
  offset: (defaultValue?: number) =>
    integer(0, MAX_OFFSET, defaultValue === undefined ? {} : { default: defaultValue }),
  /**
   * An object of known properties and nothing else. The literal types are kept (`const` parameters), so a route
   * that registers through `typedRoutes` gets its handler's input types from this very schema.
   */
  object: <const P extends Record<string, unknown>, const R extends readonly string[] = readonly []>(
    properties: P,
    required?: R,
  ) =>
    ({
      type: 'object',
      properties,
      required: required ?? ([] as unknown as R),
      additionalProperties: false,
    }) as const,
};

/** Body of calls that pick an agency, sub-agency and station, plus any extra fields. */
export function scopeBody<
  const R extends readonly string[],
  const E extends Record<string, unknown> = Record<never, never>,
>(required: R, extra: E = {} as E) {
  return S.object(
    { agency_id: S.nullableId(), sub_agency_id: S.nullableId(), station_id: S.nullableId(), ...extra },
    required,
  );
}
