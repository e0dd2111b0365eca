import type { LayoutItem } from 'react-grid-layout';
import { describe, expect, it } from 'vitest';
import type { Module } from '../../domain/layout/validate';
import { EDITOR_LAYOUT } from './editor-fixtures';
import { fromGridItems, toGridItems } from './grid-items';

const breakdowns = EDITOR_LAYOUT.components[1]!.modules;
const place = (items: LayoutItem[]): string[] => items.map(({ i, x, y, w, h }) => `${i}@${x},${y} ${w}x${h}`);
const moved = (items: LayoutItem[], id: string, to: Partial<LayoutItem>): LayoutItem[] =>
  items.map((item) => (item.i === id ? { ...item, ...to } : item));

describe('toGridItems', () => {
  it('packs left to right in array order at lg, a row ending when the next does not fit', () => {
    expect(place(toGridItems(breakdowns, 'lg'))).toEqual([
      'publishers@0,0 6x9',
      'devices@6,0 6x8',
      'creative@0,9 6x9',
      'daypart@6,9 4x6',
    ]);
  });

  it('stacks at sm where Half spans the whole width', () => {
    expect(place(toGridItems(breakdowns, 'sm'))).toEqual([
      'publishers@0,0 12x9',
      'devices@0,9 12x8',
      'creative@0,17 12x9',
      'daypart@0,26 12x8',
    ]);
  });
});

describe('fromGridItems', () => {
  it('round-trips unchanged items to the very same modules', () => {
    for (const bp of ['lg', 'sm'] as const) {
      const back = fromGridItems(breakdowns, toGridItems(breakdowns, bp), bp);
      expect(back).toEqual(breakdowns);
      back.forEach((m, i) => expect(m).toBe(breakdowns[i]));
    }
  });

  it('reads the new order from (y, x) after a drag, leaving named widths alone', () => {
    // daypart dropped at the top left; the others pushed down by it.
    const items = toGridItems(breakdowns, 'lg').map((item) =>
      item.i === 'daypart' ? { ...item, x: 0, y: 0 } : { ...item, y: item.y + 6 },
    );
    const next = fromGridItems(breakdowns, items, 'lg');
    expect(next.map((m) => m.id)).toEqual(['daypart', 'publishers', 'devices', 'creative']);
    expect(next.find((m) => m.id === 'publishers')?.breakpoints).toBe('Half');
    // Only the order changed: no span is written.
    expect(next[0]).toBe(breakdowns[3]);
    expect(place(toGridItems(next, 'lg'))).toEqual([
      'daypart@0,0 4x6',
      'publishers@4,0 6x9',
      'devices@0,9 6x8',
      'creative@6,9 6x9',
    ]);
  });

  it('orders a row by x: a module dropped left of its neighbour comes first', () => {
    const items = moved(moved(toGridItems(breakdowns, 'lg'), 'devices', { x: 0 }), 'publishers', { x: 6 });
    expect(fromGridItems(breakdowns, items, 'lg').map((m) => m.id)).toEqual([
      'devices',
      'publishers',
      'creative',
      'daypart',
    ]);
  });

  it('a horizontal resize stores the width at that breakpoint only', () => {
    const items = moved(toGridItems(breakdowns, 'lg'), 'publishers', { w: 8 });
    const next = fromGridItems(breakdowns, items, 'lg');
    const publishers = next.find((m) => m.id === 'publishers') as Module;
    expect(publishers.breakpoints).toEqual({ lg: { w: 8, x: 0, y: 0 }, sm: { w: 12 } });
    expect(next.map((m) => m.id)).toEqual(['publishers', 'devices', 'creative', 'daypart']);
    // Devices no longer fits beside it: the renderer (and the next packing) moves it to the next row.
    expect(place(toGridItems(next, 'lg')).slice(0, 2)).toEqual(['publishers@0,0 8x9', 'devices@0,9 6x8']);
  });

  it('a module that stores its place gets the packed one after a move', () => {
    const placed = breakdowns.map((m) =>
      m.id === 'devices' ? { ...m, breakpoints: { lg: { w: 6, x: 6, y: 0 }, sm: { w: 12 } } } : m,
    );
    const items = toGridItems(placed, 'lg').map((item) =>
      item.i === 'daypart' ? { ...item, x: 0, y: 0 } : { ...item, y: item.y + 6 },
    );
    const devices = fromGridItems(placed, items, 'lg').find((m) => m.id === 'devices');
    expect(devices?.breakpoints).toEqual({ lg: { w: 6, x: 0, y: 9 }, sm: { w: 12 } });
  });

  it('a resize at sm keeps the lg width', () => {
    const items = moved(toGridItems(breakdowns, 'sm'), 'devices', { w: 6 });
    const devices = fromGridItems(breakdowns, items, 'sm').find((m) => m.id === 'devices');
    expect(devices?.breakpoints).toEqual({ lg: { w: 6 }, sm: { w: 6, x: 0, y: 9 } });
  });
});
