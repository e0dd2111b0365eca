import type { JSONSchema } from './options-fields';

type JsonLoader = () => Promise<unknown>;

// Lazy: each kind's schema (and the shared defs, once) is fetched the first time its settings are opened.
const KIND_SCHEMAS: Record<string, JsonLoader> = import.meta.glob('../../../modules/*/*.schema.json', {
  import: 'default',
});
const DEF_SCHEMAS: Record<string, JsonLoader> = import.meta.glob('../../../schemas/defs/*.schema.json', {
  import: 'default',
});

let definitions: Promise<ReadonlyMap<string, JSONSchema>> | undefined;
const resolved = new Map<string, Promise<JSONSchema | null>>();

/**
 * The options schema of a kind (modules/<kind>/<kind>.schema.json) with every `$ref` inlined, so the form sees
 * plain properties; null for a kind without a schema.
 */
export function loadOptionsSchema(kind: string): Promise<JSONSchema | null> {
  let promise = resolved.get(kind);
  if (!promise) {
    promise = load(kind);
    resolved.set(kind, promise);
    promise.catch(() => resolved.delete(kind));
  }
  return promise;
}

async function load(kind: string): Promise<JSONSchema | null> {
  const loader = KIND_SCHEMAS[`../../../modules/${kind}/${kind}.schema.json`];
  if (!loader) return null;
  const schema = asSchema(await loader(), kind);
  const base = schema.$id ?? `https://sightline.local/modules/${kind}.schema.json`;
  const documents = new Map(await loadDefinitions()).set(base, schema);
  return inlineRefs(schema, base, documents, []);
}

/** The shared schemas of schemas/defs by their $id, loaded once. */
function loadDefinitions(): Promise<ReadonlyMap<string, JSONSchema>> {
  definitions ??= Promise.all(
    Object.entries(DEF_SCHEMAS).map(async ([file, loader]) => asSchema(await loader(), file)),
  ).then((schemas) => new Map(schemas.flatMap((schema) => (schema.$id ? [[schema.$id, schema] as const] : []))));
  return definitions;
}

/** Our own schema files are JSON objects; anything else is a build error worth naming. */
function asSchema(value: unknown, source: string): JSONSchema {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${source}: a schema must be a JSON object`);
  return value as JSONSchema; // a JSON object read from the repo's own schema files
}

/**
 * Replaces each `$ref` by what it points at (keywords beside a `$ref` win), resolving relative references
 * against the document they appear in. A reference back into its own chain (recursion) becomes `{}`.
 */
export function inlineRefs(
  node: JSONSchema,
  base: string,
  documents: ReadonlyMap<string, JSONSchema>,
  chain: readonly string[],
): JSONSchema {
  const { $ref, definitions: _definitions, ...rest } = node;
  let out: JSONSchema = {};
  if ($ref !== undefined) {
    const target = new URL($ref, base);
    const documentUrl = target.href.split('#')[0] ?? target.href;
    const key = `${documentUrl}${target.hash}`;
    const document = documents.get(documentUrl);
    if (!document) throw new Error(`Unresolvable $ref '${$ref}' (from ${base})`);
    if (!chain.includes(key))
      out = inlineRefs(pointer(document, decodeURIComponent(target.hash.slice(1)), $ref), documentUrl, documents, [
        ...chain,
        key,
      ]);
  }
  for (const [keyword, value] of Object.entries(rest) as [keyof JSONSchema, unknown][]) {
    out = { ...out, [keyword]: inlineChild(keyword, value, base, documents, chain) };
  }
  return out;
}

function inlineChild(
  keyword: keyof JSONSchema,
  value: unknown,
  base: string,
  documents: ReadonlyMap<string, JSONSchema>,
  chain: readonly string[],
): unknown {
  const inline = (schema: JSONSchema): JSONSchema => inlineRefs(schema, base, documents, chain);
  switch (keyword) {
    case 'properties':
      return Object.fromEntries(Object.entries(value as Record<string, JSONSchema>).map(([k, v]) => [k, inline(v)]));
    case 'items':
      return Array.isArray(value) ? value.map((v: JSONSchema) => inline(v)) : inline(value as JSONSchema);
    case 'anyOf':
    case 'oneOf':
    case 'allOf':
      return (value as JSONSchema[]).map(inline);
    case 'additionalProperties':
      return typeof value === 'object' && value !== null ? inline(value as JSONSchema) : value;
    default:
      return value;
  }
}

function pointer(document: JSONSchema, path: string, ref: string): JSONSchema {
  let current: unknown = document;
  for (const raw of path.split('/').slice(1)) {
    const part = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    current = typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[part] : undefined;
  }
  if (typeof current !== 'object' || current === null) throw new Error(`$ref '${ref}' points at nothing`);
  return current as JSONSchema;
}
