import { describe, expect, it } from 'vitest';
import type { BarSeriesOption } from '../../src/ui/charts/echarts';
import { cartesianOption } from '../../src/ui/charts/options';
import {
  campaignDataset,
  dailyDataset,
  dailyOptions,
  densePublisherDeviceDataset,
  deviceOptions,
  statusOptions,
  zeroCampaignDataset,
} from './fixtures';
import { transformStackedBar } from './transform';

const context = { campaignTypes: ['OTT', 'DISPLAY', 'PREROLL'], print: false };

describe('stacked-bar transform', () => {
  it('draws one bar per tactic, split by status, the largest part first', () => {
    const data = transformStackedBar(campaignDataset, statusOptions, context);
    expect(data.categories).toEqual(['CTV', 'Display', 'Video']);
    expect(data.series.map((s) => s.label)).toEqual(['Live', 'Completed', 'Paused']);
    expect(data.series[0]?.values).toEqual([182340, 241870, 72450]);
    expect(data.series[2]?.values).toEqual([null, 61200, null]);
  });

  it('puts every part on one stack', () => {
    const option = cartesianOption(transformStackedBar(campaignDataset, statusOptions, context));
    expect(new Set((option.series as BarSeriesOption[]).map((s) => s.stack))).toEqual(new Set(['total']));
  });

  it('keeps the itemLimit largest categories in their order', () => {
    const data = transformStackedBar(densePublisherDeviceDataset, deviceOptions, context);
    expect(data.categories).toHaveLength(15);
    expect(data.categories[0]).toMatch(/number 1 /);
    expect(data.series.map((s) => s.label)).toEqual(['Connected TV', 'Mobile', 'Desktop']);
  });

  it('stacks metrics when no field is named', () => {
    const data = transformStackedBar(dailyDataset, dailyOptions, context);
    expect(data.series.map((s) => [s.label, s.stack])).toEqual([
      ['Clicks', 'total'],
      ['Conversions', 'total'],
    ]);
  });

  it('drops empty bars with hideZeros', () => {
    expect(transformStackedBar(zeroCampaignDataset, { ...statusOptions, hideZeros: true }, context).categories).toEqual(
      [],
    );
  });

  it('stacks dayparts by weekday in their natural orders, whatever order the rows come in', () => {
    const rows = [
      { Daypart: 'Overnight', Day: 'Sunday', Impressions: 900 },
      { Daypart: 'MidDay', Day: 'Monday', Impressions: 800 },
      { Daypart: 'Morning', Day: 'Sunday', Impressions: 700 },
      { Daypart: 'Night', Day: 'Monday', Impressions: 600 },
    ];
    const data = transformStackedBar(
      { rows, totals: null, meta: {} },
      { dimension: 'Daypart', stackBy: 'Day', metric: 'Impressions' },
      context,
    );
    expect(data.categories).toEqual(['Morning', 'Midday', 'Night', 'Overnight']);
    expect(data.series.map((s) => s.label)).toEqual(['Monday', 'Sunday']);
  });
});
