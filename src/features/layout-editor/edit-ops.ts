/**
 * The editor's changes to a layout document. Each is pure and immutable: it returns a new Layout (sharing what it
 * did not touch), or the same one when the change does not apply (an unknown id, a move past the end).
 */
import { KIND_CATALOG } from '../../domain/layout/__generated__/catalog';
import type { GridSpan, KindCatalogEntry } from '../../domain/layout/catalog-types';
import type { Layout, Module, Section } from '../../domain/layout/validate';
import type { Breakpoint } from '../../registry/types';
import { GRID_COLUMNS, moduleSpan, withSpan } from './grid-items';
import { duplicateModule as copyOf } from './new-module';
import { NEW_SECTION_TITLE } from './texts';

type Catalog = Readonly<Record<string, KindCatalogEntry>>;

/** Where a module sits. */
export interface ModulePlace {
  sectionIndex: number;
  moduleIndex: number;
  module: Module;
}

/** Finds a module by id. */
export function findModule(layout: Layout, moduleId: string): ModulePlace | undefined {
  for (const [sectionIndex, section] of layout.components.entries()) {
    const moduleIndex = section.modules.findIndex((m) => m.id === moduleId);
    if (moduleIndex >= 0) return { sectionIndex, moduleIndex, module: section.modules[moduleIndex] as Module };
  }
  return undefined;
}

/** Every module id of the layout (new and duplicated modules must not reuse one). */
export function moduleIds(layout: Layout): ReadonlySet<string> {
  return new Set(layout.components.flatMap((s) => s.modules.map((m) => m.id)));
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

function withSection(layout: Layout, sectionId: string, change: (section: Section) => Section): Layout {
  if (!layout.components.some((s) => s.id === sectionId)) return layout;
  return { ...layout, components: layout.components.map((s) => (s.id === sectionId ? change(s) : s)) };
}

function withModule(layout: Layout, moduleId: string, change: (module: Module) => Module): Layout {
  const place = findModule(layout, moduleId);
  if (!place) return layout;
  return {
    ...layout,
    components: layout.components.map((section, s) =>
      s === place.sectionIndex
        ? { ...section, modules: section.modules.map((m, i) => (i === place.moduleIndex ? change(m) : m)) }
        : section,
    ),
  };
}

/** Moves a module to `index` of a section (its own or another); the index counts the target without the module. */
export function moveModule(layout: Layout, moduleId: string, to: { sectionId: string; index: number }): Layout {
  const place = findModule(layout, moduleId);
  if (!place || !layout.components.some((s) => s.id === to.sectionId)) return layout;
  const without = removeModule(layout, moduleId);
  return insertModule(without, to.sectionId, place.module, to.index);
}

/** Moves a module one place earlier (-1) or later (+1) within its section. */
export function shiftModule(layout: Layout, moduleId: string, step: -1 | 1): Layout {
  const place = findModule(layout, moduleId);
  if (!place) return layout;
  const section = layout.components[place.sectionIndex] as Section;
  const index = place.moduleIndex + step;
  if (index < 0 || index >= section.modules.length) return layout;
  return moveModule(layout, moduleId, { sectionId: section.id, index });
}

/**
 * Sets a module's span at one breakpoint ({w} alone keeps its stored h, x, y). A named width ('Half', 'Full') or
 * none (the kind's default) becomes explicit spans, the other breakpoint keeping the width it had.
 */
export function setModuleSpan(
  layout: Layout,
  moduleId: string,
  breakpoint: Breakpoint,
  span: GridSpan,
  catalog: Catalog = KIND_CATALOG,
): Layout {
  return withModule(layout, moduleId, (module) => withSpan(module, breakpoint, span, catalog));
}

/** Changes a module's width at a breakpoint by `step` columns (1–12), keeping the rest of its span. */
export function widenModule(
  layout: Layout,
  moduleId: string,
  breakpoint: Breakpoint,
  step: number,
  catalog: Catalog = KIND_CATALOG,
): Layout {
  const place = findModule(layout, moduleId);
  if (!place) return layout;
  const { w } = moduleSpan(place.module, breakpoint, catalog);
  const next = clamp(w + step, 1, GRID_COLUMNS);
  return next === w ? layout : setModuleSpan(layout, moduleId, breakpoint, { w: next }, catalog);
}

/** Drops a module. */
export function removeModule(layout: Layout, moduleId: string): Layout {
  const place = findModule(layout, moduleId);
  if (!place) return layout;
  return {
    ...layout,
    components: layout.components.map((section, s) =>
      s === place.sectionIndex ? { ...section, modules: section.modules.filter((m) => m.id !== moduleId) } : section,
    ),
  };
}

/** Puts a module into a section at `index` (the end when absent). */
export function insertModule(layout: Layout, sectionId: string, module: Module, index?: number): Layout {
  return withSection(layout, sectionId, (section) => {
    const at = clamp(index ?? section.modules.length, 0, section.modules.length);
    return { ...section, modules: [...section.modules.slice(0, at), module, ...section.modules.slice(at)] };
  });
}

/** A copy of a module with a fresh id, right after it. */
export function duplicateModule(layout: Layout, moduleId: string): Layout {
  const place = findModule(layout, moduleId);
  if (!place) return layout;
  const copy = copyOf(place.module, moduleIds(layout));
  const section = layout.components[place.sectionIndex] as Section;
  return insertModule(layout, section.id, copy, place.moduleIndex + 1);
}

/** Disables an enabled module, enables a disabled one (`disabled: false` is not written: absent means enabled). */
export function toggleDisabled(layout: Layout, moduleId: string): Layout {
  return withModule(layout, moduleId, (module) => {
    if (module.disabled) {
      const { disabled: _disabled, ...rest } = module;
      return rest;
    }
    return { ...module, disabled: true };
  });
}

/** Replaces a module by the settings dialog's result. */
export function replaceModule(layout: Layout, moduleId: string, next: Module): Layout {
  return withModule(layout, moduleId, () => next);
}

/** Replaces a section's modules (the grid's new order and spans after a drag). */
export function setSectionModules(layout: Layout, sectionId: string, modules: Module[]): Layout {
  return withSection(layout, sectionId, (section) => ({ ...section, modules }));
}

/** A section id not used in the layout: section-1, section-2, … */
export function newSectionId(layout: Layout): string {
  const taken = new Set(layout.components.map((s) => s.id));
  let n = 1;
  while (taken.has(`section-${n}`)) n++;
  return `section-${n}`;
}

/** Appends an empty grid section titled 'New section'. */
export function addSection(layout: Layout): Layout {
  const section: Section = { id: newSectionId(layout), type: 'grid', title: NEW_SECTION_TITLE, modules: [] };
  return { ...layout, components: [...layout.components, section] };
}

/** Renames a section (an empty title drops it). */
export function renameSection(layout: Layout, sectionId: string, title: string): Layout {
  const trimmed = title.trim();
  return withSection(layout, sectionId, (section) => {
    if (trimmed) return { ...section, title: trimmed };
    const { title: _title, ...rest } = section;
    return rest;
  });
}

/** Moves a section up, down or to an index. */
export function moveSection(layout: Layout, sectionId: string, to: 'up' | 'down' | number): Layout {
  const from = layout.components.findIndex((s) => s.id === sectionId);
  if (from < 0) return layout;
  const target = to === 'up' ? from - 1 : to === 'down' ? from + 1 : to;
  if (target < 0 || target >= layout.components.length || target === from) return layout;
  const rest = layout.components.filter((s) => s.id !== sectionId);
  return {
    ...layout,
    components: [...rest.slice(0, target), layout.components[from] as Section, ...rest.slice(target)],
  };
}

/** Whether a section may go: every layout keeps at least one grid section. */
export function canRemoveSection(layout: Layout, sectionId: string): boolean {
  const section = layout.components.find((s) => s.id === sectionId);
  if (!section) return false;
  return section.type !== 'grid' || layout.components.filter((s) => s.type === 'grid').length > 1;
}

/** Drops a section and its modules; the last grid section stays (the same layout comes back, the UI explains). */
export function removeSection(layout: Layout, sectionId: string): Layout {
  if (!canRemoveSection(layout, sectionId)) return layout;
  return { ...layout, components: layout.components.filter((s) => s.id !== sectionId) };
}
