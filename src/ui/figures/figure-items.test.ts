import { describe, expect, it } from 'vitest';
import { campaignName, figureItem, figureItems, flightText, hasFigure } from './figure-items';

describe('figure items', () => {
  it('leaves out hidden (null) metrics and keeps zeros', () => {
    const items = figureItems({ Impressions: 0, VCR: null, Clicks: 3 }, ['Impressions', 'VCR', 'Clicks', 'Reach'], []);
    expect(items.map((i) => [i.label, i.value])).toEqual([
      ['Imps', '0'],
      ['Clicks', '3'],
    ]);
    expect(hasFigure('')).toBe(false);
  });

  it('flags only pacing below -20%', () => {
    expect(figureItem({ Pacing: -20 }, 'Pacing', [])?.behind).toBe(false);
    expect(figureItem({ Pacing: -20.01 }, 'Pacing', [])?.behind).toBe(true);
    expect(figureItem({ ClickThrough: -50 }, 'ClickThrough', [])?.behind).toBe(false);
  });

  it('formats flights as M/dd/yy and names campaigns', () => {
    expect(flightText('2026-05-16', '2026-06-14')).toBe('5/16/26 – 6/14/26');
    expect(flightText(null, null)).toBe('—');
    expect(campaignName({ FriendlyName: '', CampaignName: 'Spring', CampaignId: 4 })).toBe('Spring');
    expect(campaignName({ CampaignId: 4 })).toBe('Campaign 4');
  });
});
