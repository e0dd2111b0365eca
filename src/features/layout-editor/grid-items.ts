/**
 * A section's modules as react-grid-layout items at one breakpoint, and back. The renderer flows modules in array
 * order on a 12-column CSS grid (each spanning its width, a row ending when the next does not fit), so the array
 * order is the order at both breakpoints: items are packed the same way here, and after a drag the items read in
 * (y, x) order give the new module order.
 */
import type { LayoutItem } from 'react-grid-layout';
import { KIND_CATALOG } from '../../domain/layout/__generated__/catalog';
import type { GridSpan, KindCatalogEntry, KindManifest } from '../../domain/layout/catalog-types';
import type { Module } from '../../domain/layout/validate';
import type { Breakpoint } from '../../registry/types';
import { gridSpan } from '../../renderer/resolve';

type Catalog = Readonly<Record<string, KindCatalogEntry>>;

/** Columns of the grid. */
export const GRID_COLUMNS = 12;
/** Pixels of one grid row (the Span `h` unit). */
export const ROW_HEIGHT = 40;

/** Rows a module gets in the editor when its span has no `h`, by the kind's category. */
export const DEFAULT_ROWS: Readonly<Record<KindManifest['category'], number>> = {
  chart: 8,
  table: 9,
  map: 10,
  summary: 4,
  controller: 3,
  layout: 2,
};

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/** A span with its rows filled in. */
export type FilledSpan = GridSpan & { h: number };

/** A module's span at a breakpoint, with its rows filled in. */
export function moduleSpan(module: Module, breakpoint: Breakpoint, catalog: Catalog = KIND_CATALOG): FilledSpan {
  const manifest = catalog[module.name]?.manifest;
  const span = gridSpan(module.breakpoints, manifest?.defaultSize ?? 'Full', breakpoint);
  return {
    ...span,
    w: clamp(span.w, 1, GRID_COLUMNS),
    h: span.h ?? DEFAULT_ROWS[manifest?.category ?? 'chart'],
  };
}

/**
 * A module with an explicit span at one breakpoint: a named width ('Half', 'Full') or none (the kind's default)
 * becomes spans for both breakpoints, the other one keeping the width it had.
 */
export function withSpan(
  module: Module,
  breakpoint: Breakpoint,
  span: GridSpan,
  catalog: Catalog = KIND_CATALOG,
): Module {
  const kindDefault = catalog[module.name]?.manifest.defaultSize ?? 'Full';
  const current = {
    lg: { ...gridSpan(module.breakpoints, kindDefault, 'lg') },
    sm: { ...gridSpan(module.breakpoints, kindDefault, 'sm') },
  };
  const next: GridSpan = { ...current[breakpoint], ...span, w: clamp(span.w, 1, GRID_COLUMNS) };
  return { ...module, breakpoints: { ...current, [breakpoint]: next } };
}

/** The modules packed left to right in array order, as the renderer's grid places them. */
export function toGridItems(
  modules: readonly Module[],
  breakpoint: Breakpoint,
  catalog: Catalog = KIND_CATALOG,
): LayoutItem[] {
  const items: LayoutItem[] = [];
  let [x, y, rowHeight] = [0, 0, 0];
  for (const module of modules) {
    const { w, h } = moduleSpan(module, breakpoint, catalog);
    if (x + w > GRID_COLUMNS) [x, y, rowHeight] = [0, y + rowHeight, 0];
    items.push({ i: module.id, x, y, w, h, minW: 1, maxW: GRID_COLUMNS });
    x += w;
    rowHeight = Math.max(rowHeight, h);
  }
  return items;
}

/**
 * The modules after a drag or a resize: ordered by their items' (y, x), each with the item's width and rows at
 * that breakpoint when they changed. A resized module, and one that already stores its place, also gets its packed
 * x and y there, so stored places never go stale; nothing else is written (a drop back in place changes nothing).
 */
export function fromGridItems(
  modules: readonly Module[],
  items: readonly LayoutItem[],
  breakpoint: Breakpoint,
  catalog: Catalog = KIND_CATALOG,
): Module[] {
  const byId = new Map(items.map((item) => [item.i, item]));
  const position = (m: Module): [number, number] => {
    const item = byId.get(m.id);
    return item ? [item.y, item.x] : [Infinity, Infinity];
  };
  const resized = new Set<string>();
  const ordered = modules
    .map((module, index) => ({ module, index }))
    .sort((a, b) => {
      const [ay, ax] = position(a.module);
      const [by, bx] = position(b.module);
      return ay - by || ax - bx || a.index - b.index;
    })
    .map(({ module }) => {
      const item = byId.get(module.id);
      const span = moduleSpan(module, breakpoint, catalog);
      if (!item || (item.w === span.w && item.h === span.h)) return module;
      resized.add(module.id);
      return withSpan(module, breakpoint, { w: item.w, ...(item.h === span.h ? {} : { h: item.h }) }, catalog);
    });
  const packed = new Map(toGridItems(ordered, breakpoint, catalog).map((item) => [item.i, item]));
  return ordered.map((module) => {
    const spans = module.breakpoints;
    const item = packed.get(module.id);
    if (typeof spans !== 'object' || !item) return module;
    const span = spans[breakpoint];
    const placed = span.x !== undefined || span.y !== undefined;
    if (!(placed || resized.has(module.id)) || (span.x === item.x && span.y === item.y)) return module;
    return { ...module, breakpoints: { ...spans, [breakpoint]: { ...span, x: item.x, y: item.y } } };
  });
}
