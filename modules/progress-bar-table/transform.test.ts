import { describe, expect, it } from 'vitest';
import { daypartDataset, daypartOptions, deviceDataset, zeroDataset } from './fixtures';
import { barColumnOf, barTableColumns, transformBarTable } from './transform';

const context = { campaignTypes: ['OTT'], print: false };

describe('progress-bar-table transform', () => {
  it('labels columns by metric and bars the chosen metric', () => {
    const data = transformBarTable(daypartDataset, daypartOptions, context);
    expect(data.columns.map((c) => c.label)).toEqual(['Daypart', 'Imps', 'Clicks', 'CTR']);
    expect(data.barColumn).toBe('Impressions');
  });

  it('sorts by the bar metric, largest first, when no sortBy is given', () => {
    const data = transformBarTable(daypartDataset, daypartOptions, context);
    expect(data.rows.map((r) => r.Daypart)).toEqual(['Night', 'MidDay', 'Afternoon', 'Morning', 'Overnight']);
  });

  it('adds the bar metric after the columns when left out', () => {
    const columns = barTableColumns({ columns: ['Device', 'Impressions'], metric: 'CompletionRate' }, context);
    expect(columns.map((c) => [c.key, c.format])).toEqual([
      ['Device', 'text'],
      ['Impressions', 'integer'],
      ['CompletionRate', 'percent'],
    ]);
  });

  it('bars the first metric column when no metric is chosen', () => {
    const columns = barTableColumns({ columns: ['Device', 'Clicks', 'Impressions'] }, context);
    expect(barColumnOf({ columns: ['Device', 'Clicks', 'Impressions'] }, columns)).toBe('Clicks');
  });

  it('keeps itemLimit rows after sorting', () => {
    const data = transformBarTable(deviceDataset, { columns: ['Device', 'Clicks'], itemLimit: 2 }, context);
    expect(data.rows.map((r) => r.Device)).toEqual(['Mobile', 'Desktop']);
  });

  it('drops all-zero rows with hideZeros', () => {
    expect(transformBarTable(zeroDataset, { ...daypartOptions, hideZeros: true }, context).rows).toEqual([]);
    expect(transformBarTable(zeroDataset, daypartOptions, context).rows).toHaveLength(2);
  });
});
