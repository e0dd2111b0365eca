import { describe, expect, it } from 'vitest';
import { pieChartData, pieSlices, pieTable } from './pie-data';
import { publisherDataset } from './sample-datasets';

describe('pie data', () => {
  it('orders slices largest first and keeps the call’s Other last', () => {
    const slices = pieSlices(publisherDataset.rows, 'Publisher', 'Impressions');
    expect(slices.map((s) => s.name)).toEqual(['Hulu', 'Pluto TV', 'Roku Channel', 'Tubi', 'Samsung TV Plus', 'Other']);
  });

  it('keeps the top N and sums the rest with the given Other', () => {
    const slices = pieSlices(publisherDataset.rows, 'Publisher', 'Impressions', 2);
    expect(slices).toEqual([
      { name: 'Hulu', value: 120450 },
      { name: 'Pluto TV', value: 98012 },
      { name: 'Other', value: 45100 + 31900 + 18230 + 10230 },
    ]);
  });

  it('leaves out empty slices', () => {
    expect(pieSlices([{ Device: 'TV', Impressions: 0 }], 'Device', 'Impressions')).toEqual([]);
  });

  it('gives each slice its share, named by its label', () => {
    const pie = pieChartData(
      [
        { CallOutcome: 'Booked', Clicks: 1 },
        { CallOutcome: 'ScheduledDemo', Clicks: 3 },
      ],
      'CallOutcome',
      'Clicks',
      [],
    );
    expect(pieTable(pie).rows).toEqual([
      { CallOutcome: 'Scheduled Demo', Clicks: 3, Share: 75 },
      { CallOutcome: 'Booked', Clicks: 1, Share: 25 },
    ]);
  });
});
