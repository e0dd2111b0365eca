import { describe, expect, it } from 'vitest';
import {
  categoryChart,
  chartTable,
  chosenMetrics,
  pickDimension,
  scaleAxes,
  selectRows,
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
});
