import { describe, expect, it } from 'vitest';
import { EMPTY_DATASET } from '../../src/domain/layout/dataset';
import { zipOptions, zipPageDataset } from './fixtures';
import { transformPage } from './transform';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('self-fetching-table transform', () => {
  it('titles the columns and formats them by metric', () => {
    const data = transformPage(zipPageDataset, zipOptions, context);
    expect(data.columns.map((c) => [c.label, c.format])).toEqual([
      ['ZIP Code', 'text'],
      ['City', 'text'],
      ['Imps', 'integer'],
      ['Clicks', 'integer'],
      ['CTR', 'percent'],
    ]);
  });

  it('keeps the page in the order the data method sent it', () => {
    const reversed = { ...zipPageDataset, rows: [...zipPageDataset.rows].reverse() };
    expect(transformPage(reversed, zipOptions, context).rows[0]).toBe(zipPageDataset.rows[24]);
  });

  it('counts every row of the answer, not only the page', () => {
    expect(transformPage(zipPageDataset, zipOptions, context).total).toBe(140);
    expect(transformPage({ ...zipPageDataset, meta: {} }, zipOptions, context).total).toBe(25);
    expect(transformPage(EMPTY_DATASET, zipOptions, context).total).toBe(0);
  });
});
