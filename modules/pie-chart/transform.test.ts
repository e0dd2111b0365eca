import { describe, expect, it } from 'vitest';
import { densePublisherDataset, deviceDataset, deviceOptions, publisherDataset, publisherOptions } from './fixtures';
import { transformPieChart } from './transform';

const context = { campaignTypes: ['OTT'], print: false };

describe('pie-chart transform', () => {
  it('slices impressions by device, largest first', () => {
    const data = transformPieChart(deviceDataset, deviceOptions, context);
    expect(data.metricLabel).toBe('Imps');
    expect(data.slices.map((s) => s.name)).toEqual(['Connected TV', 'Mobile', 'Desktop', 'Tablet']);
  });

  it('keeps itemLimit slices and sums the rest into Other', () => {
    const data = transformPieChart(densePublisherDataset, publisherOptions, context);
    expect(data.slices).toHaveLength(6);
    expect(data.slices.at(-1)?.name).toBe('Other');
    const total = densePublisherDataset.rows.reduce((sum, row) => sum + Number(row.Clicks), 0);
    expect(data.slices.reduce((sum, s) => sum + s.value, 0)).toBe(total);
  });

  it('merges the call’s own Other bucket into the summed slice', () => {
    const data = transformPieChart(publisherDataset, { metric: 'Impressions', itemLimit: 3 }, context);
    expect(data.slices.map((s) => s.name)).toEqual(['Hulu', 'Pluto TV', 'Roku Channel', 'Other']);
    expect(data.slices.at(-1)?.value).toBe(31900 + 18230 + 10230);
  });
});
