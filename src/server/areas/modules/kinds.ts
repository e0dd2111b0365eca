/**
 * The registered module kinds as the server knows them (the generated catalogue of the modules' React-free
 * manifests), and the two document operations the disabled kinds need: which kinds a layout uses, and the layout
 * without the modules of some kinds.
 */
import { KIND_CATALOG } from '../../../domain/layout/__generated__/catalog';
import type { KindManifest } from '../../../domain/layout/catalog-types';

/** A kind as the modules screen lists it. */
export interface ModuleKindInfo {
  kind: string;
  title: string;
  category: KindManifest['category'];
}

/** Every registered kind, by title. */
export function moduleKinds(): ModuleKindInfo[] {
  return Object.values(KIND_CATALOG)
    .map(({ manifest }) => ({ kind: manifest.kind, title: manifest.title, category: manifest.category }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The names among `kinds` that are not registered kinds. */
export function unknownKinds(kinds: readonly string[]): string[] {
  return kinds.filter((kind) => !Object.hasOwn(KIND_CATALOG, kind));
}

/** "Venn diagram (venn-diagram), Pie chart (pie-chart)": how a message names kinds. */
export function kindList(kinds: readonly string[]): string {
  return kinds
    .map((kind) => {
      const title = Object.hasOwn(KIND_CATALOG, kind) ? KIND_CATALOG[kind]!.manifest.title : null;
      return title ? `${title} (${kind})` : kind;
    })
    .join(', ');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The sections of a layout document that hold a modules array. */
function sectionsOf(document: unknown): Record<string, unknown>[] {
  if (!isRecord(document) || !Array.isArray(document.components)) return [];
  return document.components.filter(isRecord);
}

/** The kinds (module `name`s) a layout document uses. */
export function kindsUsed(document: unknown): Set<string> {
  const used = new Set<string>();
  for (const section of sectionsOf(document))
    if (Array.isArray(section.modules))
      for (const module of section.modules)
        if (isRecord(module) && typeof module.name === 'string') used.add(module.name);
  return used;
}

/**
 * A copy of a layout document without the modules of `kinds`; a section left empty by that disappears (a section
 * that was empty already stays). The document itself is never changed (defaults are parsed once and shared).
 */
export function withoutKinds(document: unknown, kinds: ReadonlySet<string>): unknown {
  if (kinds.size === 0 || !isRecord(document) || !Array.isArray(document.components)) return document;
  const components = document.components.flatMap((section: unknown) => {
    if (!isRecord(section) || !Array.isArray(section.modules)) return [section];
    const modules = section.modules.filter(
      (module: unknown) => !(isRecord(module) && typeof module.name === 'string' && kinds.has(module.name)),
    );
    if (modules.length === section.modules.length) return [section];
    return modules.length === 0 ? [] : [{ ...section, modules }];
  });
  return { ...document, components };
}
