import { describe, expect, it } from 'vitest';
import { withAnnotations, markedDays } from './annotations';
import { categoryChart } from './category-data';
import type { LineSeriesOption } from './echarts';
import { cartesianOption } from './options';
import { dailyDataset, deviceDataset } from './sample-datasets';

const daily = categoryChart(dailyDataset.rows, 'ShortDate', [{ key: 'Impressions', type: 'line' }], []);

describe('chart annotations', () => {
  it('marks a noted day on a ShortDate axis at its M/dd/yy category, one line per day', () => {
    expect(
      markedDays(daily, [
        { date: '2026-06-01', title: 'Budget raised' },
        { date: '2026-05-20', title: 'Creative swap' },
        { date: '2026-06-01', title: 'Paused' },
      ]),
    ).toEqual([
      { category: '5/20/26', name: 'Creative swap' },
      { category: '6/01/26', name: 'Budget raised · Paused' },
    ]);
  });

  it('marks a Day axis by its ISO dates', () => {
    const byDay = categoryChart(dailyDataset.rows, 'Day', [{ key: 'Impressions', type: 'line' }], []);
    expect(markedDays(byDay, [{ date: '2026-05-16', title: 'Start' }])).toEqual([
      { category: '2026-05-16', name: 'Start' },
    ]);
  });

  it('ignores days off the axis and axes that are not days', () => {
    expect(markedDays(daily, [{ date: '2026-07-01', title: 'Later' }])).toEqual([]);
    const devices = categoryChart(deviceDataset.rows, 'Device', [{ key: 'Impressions', type: 'bar' }], []);
    expect(markedDays(devices, [{ date: '2026-05-20', title: 'x' }])).toEqual([]);
  });

  it('puts a dashed, labelled markLine on the first series only', () => {
    const option = withAnnotations(cartesianOption(daily), daily, [{ date: '2026-05-20', title: 'Creative swap' }]);
    const [first] = option.series as LineSeriesOption[];
    expect(first?.markLine).toMatchObject({
      symbol: 'none',
      lineStyle: { type: 'dashed' },
      label: { show: true, formatter: '{b}' },
      tooltip: { show: true },
      data: [{ name: 'Creative swap', xAxis: '5/20/26' }],
    });
  });

  it('leaves the option as it was without marks on the axis', () => {
    const option = cartesianOption(daily);
    expect(withAnnotations(option, daily, [])).toBe(option);
    expect(withAnnotations(option, daily, [{ date: '2020-01-01', title: 'Old' }])).toBe(option);
  });
});
