import { describe, expect, it } from 'vitest';
import {
  categoryChart,
  chartTable,
  chosenMetrics,
  pickDimension,
  rowMetric,
  scaleAxes,
  selectRows,
  seriesChart,
  sortMetric,
} from './category-data';
import { dailyDataset, deviceDataset, publisherDataset } from './sample-datasets';

describe('category data', () => {
  it('picks the named dimension, else the first known category field', () => {
    expect(pickDimension(dailyDataset.rows)).toBe('ShortDate');
    expect(pickDimension(deviceDataset.rows, 'Device')).toBe('Device');
    expect(pickDimension(deviceDataset.rows, 'Daypart')).toBe('Device');
    expect(pickDimension([{ Name: 'x', Impressions: 1 }])).toBe('Name');
  });

  it('sorts numerically, keeps Other last and limits', () => {
    const rows = selectRows(publisherDataset.rows, {
      metrics: ['Impressions'],
      sortBy: 'Impressions',
      sortDesc: false,
    });
    expect(rows.map((r) => r.Publisher)).toEqual([
      'Samsung TV Plus',
      'Tubi',
      'Roku Channel',
      'Pluto TV',
      'Hulu',
      'Other',
    ]);
    expect(selectRows(publisherDataset.rows, { metrics: ['Impressions'], itemLimit: 2 })).toHaveLength(2);
  });

  it('uses metrics, then metric, then the fallback', () => {
    expect(chosenMetrics({ metrics: ['Clicks', 'ClickThrough'] })).toEqual(['Clicks', 'ClickThrough']);
    expect(chosenMetrics({ metric: 'Clicks' })).toEqual(['Clicks']);
    expect(chosenMetrics({})).toEqual(['Impressions']);
  });

  it('moves rates and small counts to the right axis', () => {
    expect(scaleAxes(deviceDataset.rows, ['Impressions', 'ClickThrough', 'Clicks', 'Completions'])).toEqual([
      0, 1, 1, 0,
    ]);
  });

  it('labels series for the tab and turns the chart into table data', () => {
    const chart = categoryChart(deviceDataset.rows, 'Device', [{ key: 'Conversions', type: 'bar' }], ['SOCIAL']);
    expect(chart.series[0]?.label).toBe('Link Clicks');
    const table = chartTable(chart);
    expect(table.columns.map((c) => c.label)).toEqual(['Device', 'Link Clicks']);
    expect(table.rows[0]).toEqual({ Device: 'Connected TV', Conversions: deviceDataset.rows[0]?.Conversions });
  });

  it('draws the sort field only when it is a metric', () => {
    expect(sortMetric('Clicks')).toBe('Clicks');
    expect(sortMetric('Publisher')).toBe('Impressions');
    expect(sortMetric(undefined)).toBe('Impressions');
  });

  it('puts hours, dayparts and age ranges in their natural order even when the rows come sorted by value', () => {
    const byValue = (field: string, values: (string | number)[]) =>
      values.map((value, i) => ({ [field]: value, Impressions: 1000 - i * 10 }));
    const hours = seriesChart(byValue('Hour', [20, 3, 11, 0, 23, 7]), { sortBy: 'Impressions' }, [], 'bar');
    expect(hours.categories).toEqual(['0', '3', '7', '11', '20', '23']);
    const dayparts = byValue('Daypart', ['Night', 'Morning', 'Overnight', 'MidDay', 'Afternoon']);
    expect(seriesChart(dayparts, { dimension: 'Daypart' }, [], 'bar').categories).toEqual([
      'Morning',
      'Midday',
      'Afternoon',
      'Night',
      'Overnight',
    ]);
    const broadcast = byValue('Daypart', ['LateFringe', 'EarlyMorning', 'PrimeAccess', 'Daytime']);
    expect(seriesChart(broadcast, { dimension: 'Daypart' }, [], 'bar').categories).toEqual([
      'Early Morning',
      'Daytime',
      'Prime Access',
      'Late Fringe',
    ]);
    const ages = seriesChart(byValue('AgeRange', ['35-44', '65+', '18-24', '25-34']), {}, [], 'bar');
    expect(ages.categories).toEqual(['18-24', '25-34', '35-44', '65+']);
    // The figures follow their categories.
    expect(ages.series[0]?.values).toEqual([980, 970, 1000, 990]);
  });

  it('keeps the top N by value, then shows them in natural order', () => {
    const rows = [5, 17, 9, 12].map((hour, i) => ({ Hour: hour, Impressions: 100 - i }));
    const chart = seriesChart(rows, { sortBy: 'Impressions', itemLimit: 3 }, [], 'bar');
    expect(chart.categories).toEqual(['5', '9', '17']);
  });

  it('shows enum category values by their label, never raw', () => {
    const chart = categoryChart(
      [{ CallOutcome: 'ScheduledDemo', Calls: 4 }],
      'CallOutcome',
      [{ key: 'Calls', type: 'bar' }],
      [],
    );
    expect(chart.categories).toEqual(['Scheduled Demo']);
    expect(chart.dimensionLabel).not.toBe('CallOutcome');
  });

  it('leaves out a series with no figure, so the legend lists only what is drawn', () => {
    const rows = [
      { ShortDate: '6/01/26', Impressions: 100 },
      { ShortDate: '6/02/26', Impressions: 120 },
    ];
    const chart = categoryChart(
      rows,
      'ShortDate',
      [
        { key: 'Impressions', type: 'line' },
        { key: 'CompletionRate', type: 'line', axis: 1 },
      ],
      ['OTT'],
    );
    expect(chart.series.map((s) => s.id)).toEqual(['Impressions']);
  });

  it('computes a daily rate the rows lack from the measures they carry (completions ÷ impressions)', () => {
    expect(rowMetric({ Impressions: 200, Completions: 190 }, 'CompletionRate')).toBe(95);
    expect(rowMetric({ Impressions: 200, Completions: 190, CompletionRate: 80 }, 'CompletionRate')).toBe(80);
    expect(rowMetric({ Impressions: 0, Completions: 0 }, 'CompletionRate')).toBeNull();
    expect(rowMetric({ Impressions: 10 }, 'CompletionRate')).toBeNull();
    const chart = categoryChart(
      [{ ShortDate: '6/01/26', Impressions: 200, Completions: 190 }],
      'ShortDate',
      [{ key: 'CompletionRate', type: 'line' }],
      ['OTT'],
    );
    expect(chart.series[0]?.values).toEqual([95]);
  });
});
