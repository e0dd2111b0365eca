import { describe, expect, it } from 'vitest';
import { denseDataset, denseOptions, mixedDataset, mixedOptions, zeroDataset } from './fixtures';
import { exportRows, rowsOfGroup, transformDynamicList } from './transform';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('dynamic-table-list transform', () => {
  it('makes one group per dimension, in the options order, with its own rows', () => {
    const data = transformDynamicList(mixedDataset, mixedOptions, context);
    expect(data.groups.map((g) => [g.title, g.rows.length])).toEqual([
      ['Devices', 3],
      ['Dayparts', 5],
      ['States', 4],
    ]);
    expect(data.groups[1]?.rows.map((r) => r.Daypart)).toEqual([
      'Night',
      'MidDay',
      'Afternoon',
      'Morning',
      'Overnight',
    ]);
  });

  it('titles a tab after its label field when no title is given', () => {
    const data = transformDynamicList(denseDataset, denseOptions, context);
    expect(data.groups.map((g) => g.title)).toEqual(['Market (DMA)', 'Publishers']);
    expect(data.groups[0]?.rows).toHaveLength(20);
  });

  it('keeps itemLimit rows per group and drops zeros when asked', () => {
    expect(rowsOfGroup(mixedDataset.rows, 'daypart', 'Impressions', { ...mixedOptions, itemLimit: 2 })).toHaveLength(2);
    const zeros = transformDynamicList(zeroDataset, { ...mixedOptions, hideZeros: true }, context);
    expect(zeros.groups.every((g) => g.rows.length === 0)).toBe(true);
  });

  it('exports every group with its dimension', () => {
    const table = exportRows(transformDynamicList(mixedDataset, mixedOptions, context));
    expect(table.columns.map((c) => c.label)).toEqual(['Dimension', 'Name', 'Imps']);
    expect(table.rows).toHaveLength(12);
    expect(table.rows[0]).toEqual({ Dimension: 'Devices', Name: 'Mobile', Impressions: 141200 });
  });
});
