/** Small builders for route JSON Schemas, so every route declares its params, query and body. */
export const S = {
  /** A route that takes no query parameters (or no body) declares so. */
  none: () => ({ type: 'object', properties: {}, additionalProperties: false }) as const,
  string: (maxLength: number, minLength = 0) => ({ type: 'string', maxLength, minLength }) as const,
  id: () => ({ type: 'integer', minimum: 0 }) as const,
  nullableId: () => ({ type: ['integer', 'null'], minimum: 0 }) as const,
  object: (properties: Record<string, unknown>, required: string[] = []) => ({
    type: 'object',
    properties,
    required,
    additionalProperties: false,
  }),
};

/** Body of calls that pick an agency, sub-agency and station, plus any extra fields. */
export function scopeBody(required: string[], extra: Record<string, unknown> = {}) {
  return S.object(
    { agency_id: S.nullableId(), sub_agency_id: S.nullableId(), station_id: S.nullableId(), ...extra },
    required,
  );
}
