import { describe, expect, it } from 'vitest';
import { denseDataset, denseOptions, summaryDataset, summaryOptions, zeroDataset } from './fixtures';
import { transformSideSummary } from './transform';

const context = { campaignTypes: ['OTT'], print: false };

describe('side-summary transform', () => {
  it('pairs labels with formatted totals and the range', () => {
    const data = transformSideSummary(summaryDataset, summaryOptions, context);
    expect(data.items.map((i) => [i.label, i.value])).toEqual([
      ['Imps', '812,300'],
      ['Clicks', '2,031'],
      ['CTR', '0.25%'],
      ['Spend', '$14,621.40'],
      ['VCR', '92.1%'],
      ['Pacing', '-24.3%'],
    ]);
    expect(data.range).toBe('5/16/26 – 6/14/26');
  });

  it('drops metrics hidden by summary filtering', () => {
    const data = transformSideSummary(zeroDataset, summaryOptions, context);
    expect(data.items.map((i) => i.key)).toEqual(['Impressions', 'Clicks', 'SpendVal']);
  });

  it('relabels Impressions on InnovidXP and hides the range when asked', () => {
    const data = transformSideSummary(
      denseDataset,
      { ...denseOptions, showRange: false },
      { ...context, campaignTypes: ['TV2OTT'] },
    );
    expect(data.items[0]?.label).toBe('Household Impressions');
    expect(data.range).toBeNull();
  });

  it('reads a lone row without totals as the totals', () => {
    const data = transformSideSummary(
      { rows: [{ Clicks: 5 }], totals: null, meta: {} },
      { metrics: ['Clicks'] },
      context,
    );
    expect(data.items[0]?.value).toBe('5');
  });
});
