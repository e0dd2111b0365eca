/** Paths into a layout document as people read them: `components[1].modules[3].options.sortBy`. */

/** Converts an ajv instance path (`/components/1/modules/3`) into dotted form, under an optional prefix. */
export function readablePath(instancePath: string, prefix = ''): string {
  const parts = instancePath.split('/').slice(1);
  let out = prefix;
  for (const raw of parts) {
    const part = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  }
  return out;
}

/** Joins a dotted path and a property name. */
export function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}
