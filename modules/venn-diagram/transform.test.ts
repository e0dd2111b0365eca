import { describe, expect, it } from 'vitest';
import { longNamesDataset, overlapDataset, vennOptions, zeroDataset } from './fixtures';
import { centreDistance } from './layout';
import { pairTypes, transformVenn, vennTable } from './transform';

const context = { campaignTypes: [], print: false };

describe('venn-diagram transform', () => {
  it('reads sets and overlaps, largest audience first', () => {
    const data = transformVenn(overlapDataset, vennOptions, context);
    expect(data.sets.map((s) => [s.label, s.reach])).toEqual([
      ['Display', 184200],
      ['CTV', 96400],
      ['Video', 41300],
    ]);
    expect(data.overlaps.map((o) => [o.label, o.reach])).toEqual([
      ['Display and CTV', 28900],
      ['Display and Video', 12050],
      ['CTV and Video', 6100],
    ]);
  });

  it('accepts both pair separators', () => {
    expect(pairTypes({ Types: 'DISPLAY, OTT' })).toEqual(['DISPLAY', 'OTT']);
    expect(pairTypes({ Types: 'SIMPGEOFENCE|TRUGEOFENCE' })).toEqual(['SIMPGEOFENCE', 'TRUGEOFENCE']);
    expect(transformVenn(longNamesDataset, vennOptions, context).overlaps).toHaveLength(1);
  });

  it('sizes circles by reach and overlaps those that share an audience', () => {
    const [display, ctv] = transformVenn(overlapDataset, vennOptions, context).circles;
    expect(display!.r).toBeGreaterThan(ctv!.r);
    const gap = Math.hypot(display!.cx - ctv!.cx, display!.cy - ctv!.cy);
    expect(gap).toBeLessThan(display!.r + ctv!.r);
    expect(centreDistance(10, 5, 0)).toBe(15);
    expect(centreDistance(10, 5, 1)).toBe(5);
  });

  it('has nothing to draw when nobody was reached', () => {
    const data = transformVenn(zeroDataset, vennOptions, context);
    expect(data.sets).toEqual([]);
    expect(vennTable(data).rows).toEqual([]);
  });
});
