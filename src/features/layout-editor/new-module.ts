import { KIND_CATALOG } from '../../domain/layout/__generated__/catalog';
import type { DataSource, Module } from '../../domain/layout/validate';

/**
 * A fresh module of a kind, valid as it stands: an id derived from the kind and free in the layout, the kind's
 * title, initial options and default size, and its first data method as `dataSource` unless it draws without data.
 */
export function newModule(kind: string, takenIds: ReadonlySet<string>): Module {
  const manifest = KIND_CATALOG[kind]?.manifest;
  if (!manifest) throw new Error(`Unknown module kind '${kind}'`);
  const method = dataMethodOf(manifest.dataMethods, manifest.initialOptions);
  return {
    id: uniqueId(kind, takenIds),
    name: kind,
    title: manifest.title,
    options: structuredClone(manifest.initialOptions),
    breakpoints: structuredClone(manifest.defaultSize),
    ...(method ? { dataSource: { method } } : {}),
  };
}

/** A deep copy of a module under a new id, titled '<title> (copy)'; it no longer stands for a default module. */
export function duplicateModule(module: Module, takenIds: ReadonlySet<string>): Module {
  const { cid: _cid, ...copy } = structuredClone(module);
  const title = module.title ?? KIND_CATALOG[module.name]?.manifest.title ?? module.name;
  return { ...copy, id: uniqueId(baseOf(module.id), takenIds), title: `${title} (copy)` };
}

/** `base` when free, else the first free `base-2`, `base-3`… */
export function uniqueId(base: string, takenIds: ReadonlySet<string>): string {
  if (!takenIds.has(base)) return base;
  let n = 2;
  while (takenIds.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** 'table-list-3' → 'table-list', so copies of copies keep counting instead of growing suffixes. */
function baseOf(id: string): string {
  return id.replace(/-\d+$/, '') || id;
}

type Method = DataSource['method'];

/**
 * The method a new module reads: a self-fetching kind's `dataMethod` option when it has one, else the kind's
 * first; none for kinds whose first method is 'none' (they draw without data).
 */
function dataMethodOf(methods: readonly string[], options: Readonly<Record<string, unknown>>): Method | undefined {
  const chosen = typeof options.dataMethod === 'string' ? options.dataMethod : methods[0];
  return chosen && chosen !== 'none' && isMethod(chosen, methods) ? chosen : undefined;
}

function isMethod(value: string, methods: readonly string[]): value is Method {
  return methods.includes(value);
}
