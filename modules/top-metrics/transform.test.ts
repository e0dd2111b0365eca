import { describe, expect, it } from 'vitest';
import { behindDataset, summaryDataset, summaryOptions, zeroDataset } from './fixtures';
import type { TopMetricsOptions } from './__generated__/options';
import { transformTopMetrics, typeRows } from './transform';

const context = { campaignTypes: ['OTT', 'PREROLL', 'DISPLAY'], print: false };

describe('top-metrics transform', () => {
  it('formats the totals under the tab labels', () => {
    const data = transformTopMetrics(summaryDataset, summaryOptions, context);
    expect(data.overall.map((item) => [item.label, item.value])).toEqual([
      ['Imps', '1,237,870'],
      ['Clicks', '3,552'],
      ['CTR', '0.29%'],
      ['Spend', '$22,281.66'],
      ['VCR', '91.4%'],
      ['Pacing', '-3.8%'],
    ]);
  });

  it('leaves out metrics that summary filtering nulled', () => {
    const data = transformTopMetrics(zeroDataset, summaryOptions, context);
    expect(data.overall.map((item) => item.key)).toEqual(['Impressions', 'Clicks', 'SpendVal', 'Pacing']);
    const display = transformTopMetrics(summaryDataset, summaryOptions, context).perType.find(
      (t) => t.type === 'DISPLAY',
    );
    expect(display?.items.map((item) => item.key)).not.toContain('VCR');
    expect(display?.items.map((item) => item.key)).not.toContain('Pacing');
  });

  it('flags pacing below -20% only', () => {
    expect(transformTopMetrics(summaryDataset, summaryOptions, context).overall.some((i) => i.behind)).toBe(false);
    const behind = transformTopMetrics(behindDataset, summaryOptions, context).overall.find((i) => i.key === 'Pacing');
    expect(behind?.behind).toBe(true);
  });

  it('names each type by its display name and labels by its own type', () => {
    const data = transformTopMetrics(summaryDataset, summaryOptions, context);
    expect(data.perType.map((t) => t.name)).toEqual(['CTV', 'Video', 'Display']);
    const social = transformTopMetrics(
      { rows: [{ CampaignType: 'SOCIAL', Conversions: 12 }], totals: null, meta: {} },
      { metrics: ['Conversions'], showPerType: true },
      { campaignTypes: [], print: false },
    );
    expect(social.perType[0]?.items[0]?.label).toBe('Link Clicks');
    expect(social.overall[0]?.value).toBe('12');
  });

  it('does not treat campaign rows as types', () => {
    expect(typeRows([{ CampaignId: 7, CampaignType: 'OTT' }, { CampaignType: 'OTT' }])).toHaveLength(1);
  });
  it('shows the change against the previous period with showChange, from the Previous<Metric> fields', () => {
    const dataset = {
      rows: [],
      totals: {
        ActiveOrders: 12,
        PreviousActiveOrders: 10,
        Impressions: 1000,
        PreviousImpressions: 2000,
        ActiveCampaigns: 3,
        PreviousActiveCampaigns: 0,
        ActiveAdvertisers: 4,
      },
      meta: {},
    };
    const metrics: TopMetricsOptions['metrics'] = [
      'ActiveOrders',
      'Impressions',
      'ActiveCampaigns',
      'ActiveAdvertisers',
    ];
    const data = transformTopMetrics(dataset, { metrics, showChange: true }, context);
    expect(data.overall.map((item) => [item.label, item.value, item.change?.text])).toEqual([
      ['Active Orders', '12', '+20%'],
      ['Imps', '1,000', '−50%'],
      ['Active Campaigns', '3', 'New'],
      ['Active Advertisers', '4', undefined],
    ]);
    expect(transformTopMetrics(dataset, { metrics }, context).overall.every((item) => item.change === undefined)).toBe(
      true,
    );
  });
});
