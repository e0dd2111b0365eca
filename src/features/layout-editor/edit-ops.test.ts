import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/validate';
import { validateLayout } from '../../domain/layout/validate';
import {
  addSection,
  canRemoveSection,
  duplicateModule,
  findModule,
  insertModule,
  moveModule,
  moveSection,
  removeModule,
  removeSection,
  renameSection,
  replaceModule,
  setModuleSpan,
  shiftModule,
  toggleDisabled,
  widenModule,
} from './edit-ops';
import { EDITOR_LAYOUT } from './editor-fixtures';

const ids = (layout: Layout, sectionId: string): string[] =>
  layout.components.find((s) => s.id === sectionId)?.modules.map((m) => m.id) ?? [];
const sections = (layout: Layout): string[] => layout.components.map((s) => s.id);
const module = (layout: Layout, id: string) => findModule(layout, id)?.module;

describe('module moves', () => {
  it('moves a module within its section to an index, leaving the input untouched', () => {
    const before = structuredClone(EDITOR_LAYOUT);
    const next = moveModule(EDITOR_LAYOUT, 'daypart', { sectionId: 'breakdowns', index: 0 });
    expect(ids(next, 'breakdowns')).toEqual(['daypart', 'publishers', 'devices', 'creative']);
    expect(EDITOR_LAYOUT).toEqual(before);
    expect(next.components[2]).toBe(EDITOR_LAYOUT.components[2]);
  });

  it('moves a module across sections', () => {
    const next = moveModule(EDITOR_LAYOUT, 'devices', { sectionId: 'geography', index: 1 });
    expect(ids(next, 'breakdowns')).toEqual(['publishers', 'creative', 'daypart']);
    expect(ids(next, 'geography')).toEqual(['zips', 'devices']);
  });

  it('shifts one place earlier or later and stops at the ends', () => {
    expect(ids(shiftModule(EDITOR_LAYOUT, 'devices', -1), 'breakdowns')).toEqual([
      'devices',
      'publishers',
      'creative',
      'daypart',
    ]);
    expect(ids(shiftModule(EDITOR_LAYOUT, 'devices', 1), 'breakdowns')).toEqual([
      'publishers',
      'creative',
      'devices',
      'daypart',
    ]);
    expect(shiftModule(EDITOR_LAYOUT, 'publishers', -1)).toBe(EDITOR_LAYOUT);
    expect(shiftModule(EDITOR_LAYOUT, 'daypart', 1)).toBe(EDITOR_LAYOUT);
  });

  it('returns the same layout for an unknown module or section', () => {
    expect(moveModule(EDITOR_LAYOUT, 'nope', { sectionId: 'geography', index: 0 })).toBe(EDITOR_LAYOUT);
    expect(moveModule(EDITOR_LAYOUT, 'devices', { sectionId: 'nope', index: 0 })).toBe(EDITOR_LAYOUT);
  });
});

describe('spans', () => {
  it('turns Half into explicit spans, keeping the other breakpoint', () => {
    const next = setModuleSpan(EDITOR_LAYOUT, 'publishers', 'lg', { w: 8 });
    expect(module(next, 'publishers')?.breakpoints).toEqual({ lg: { w: 8 }, sm: { w: 12 } });
    const narrow = setModuleSpan(EDITOR_LAYOUT, 'publishers', 'sm', { w: 6, h: 5 });
    expect(module(narrow, 'publishers')?.breakpoints).toEqual({ lg: { w: 6 }, sm: { w: 6, h: 5 } });
  });

  it('keeps stored rows when only the width changes, and clamps to 1–12', () => {
    const next = setModuleSpan(EDITOR_LAYOUT, 'daypart', 'lg', { w: 40 });
    expect(module(next, 'daypart')?.breakpoints).toEqual({ lg: { w: 12, h: 6 }, sm: { w: 12 } });
  });

  it('a module without breakpoints starts from its kind default size', () => {
    const next = setModuleSpan(EDITOR_LAYOUT, 'top-metrics', 'lg', { w: 6 });
    expect(module(next, 'top-metrics')?.breakpoints).toEqual({ lg: { w: 6 }, sm: { w: 12 } });
  });

  it('widens and narrows by a column within 1–12', () => {
    expect(module(widenModule(EDITOR_LAYOUT, 'publishers', 'lg', 1), 'publishers')?.breakpoints).toEqual({
      lg: { w: 7 },
      sm: { w: 12 },
    });
    expect(module(widenModule(EDITOR_LAYOUT, 'zips', 'lg', -1), 'zips')?.breakpoints).toEqual({
      lg: { w: 11 },
      sm: { w: 12 },
    });
    expect(widenModule(EDITOR_LAYOUT, 'zips', 'lg', 1)).toBe(EDITOR_LAYOUT);
  });
});

describe('module changes', () => {
  it('removes and inserts modules', () => {
    const removed = removeModule(EDITOR_LAYOUT, 'devices');
    expect(ids(removed, 'breakdowns')).toEqual(['publishers', 'creative', 'daypart']);
    const device = module(EDITOR_LAYOUT, 'devices')!;
    expect(ids(insertModule(removed, 'geography', device, 0), 'geography')).toEqual(['devices', 'zips']);
    expect(ids(insertModule(removed, 'geography', device), 'geography')).toEqual(['zips', 'devices']);
  });

  it('duplicates right after the original under a fresh id, and the result still validates', () => {
    const next = duplicateModule(EDITOR_LAYOUT, 'publishers');
    expect(ids(next, 'breakdowns')).toEqual(['publishers', 'publishers-2', 'devices', 'creative', 'daypart']);
    expect(module(next, 'publishers-2')?.options).toEqual(module(EDITOR_LAYOUT, 'publishers')?.options);
    expect(validateLayout(next).ok).toBe(true);
  });

  it('disables and enables without leaving disabled: false behind', () => {
    const off = toggleDisabled(EDITOR_LAYOUT, 'devices');
    expect(module(off, 'devices')?.disabled).toBe(true);
    const on = toggleDisabled(off, 'devices');
    expect(module(on, 'devices')).toEqual(module(EDITOR_LAYOUT, 'devices'));
    expect('disabled' in module(on, 'devices')!).toBe(false);
  });

  it('replaces a module by the settings result', () => {
    const next = replaceModule(EDITOR_LAYOUT, 'publishers', {
      ...module(EDITOR_LAYOUT, 'publishers')!,
      options: { perPage: 25 },
    });
    expect(module(next, 'publishers')?.options).toEqual({ perPage: 25 });
  });
});

describe('sections', () => {
  it('adds a grid section titled New section with a unique id', () => {
    const once = addSection(EDITOR_LAYOUT);
    const twice = addSection(once);
    expect(twice.components.slice(-2)).toEqual([
      { id: 'section-1', type: 'grid', title: 'New section', modules: [] },
      { id: 'section-2', type: 'grid', title: 'New section', modules: [] },
    ]);
  });

  it('renames, and an empty title drops it', () => {
    expect(renameSection(EDITOR_LAYOUT, 'geography', '  Where  ').components[2]?.title).toBe('Where');
    expect('title' in renameSection(EDITOR_LAYOUT, 'geography', ' ').components[2]!).toBe(false);
  });

  it('moves up, down and to an index; not past the ends', () => {
    expect(sections(moveSection(EDITOR_LAYOUT, 'geography', 'up'))).toEqual(['headline', 'geography', 'breakdowns']);
    expect(sections(moveSection(EDITOR_LAYOUT, 'headline', 'down'))).toEqual(['breakdowns', 'headline', 'geography']);
    expect(sections(moveSection(EDITOR_LAYOUT, 'geography', 0))).toEqual(['geography', 'headline', 'breakdowns']);
    expect(moveSection(EDITOR_LAYOUT, 'headline', 'up')).toBe(EDITOR_LAYOUT);
    expect(moveSection(EDITOR_LAYOUT, 'geography', 'down')).toBe(EDITOR_LAYOUT);
  });

  it('removes a section but refuses the last grid section', () => {
    const one = removeSection(EDITOR_LAYOUT, 'breakdowns');
    expect(sections(one)).toEqual(['headline', 'geography']);
    expect(canRemoveSection(one, 'geography')).toBe(false);
    expect(removeSection(one, 'geography')).toBe(one);
    expect(canRemoveSection(one, 'headline')).toBe(true);
  });
});
