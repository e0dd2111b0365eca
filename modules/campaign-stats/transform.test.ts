import { describe, expect, it } from 'vitest';
import { denseDataset, denseOptions, kpiDataset, kpiOptions } from './fixtures';
import { transformCampaignStats } from './transform';

const context = { campaignTypes: [], print: false };

describe('campaign-stats transform', () => {
  it('builds a card per campaign with flight dates as M/dd/yy', () => {
    const { cards } = transformCampaignStats(kpiDataset, kpiOptions, context);
    expect(cards.map((c) => [c.name, c.tactic, c.status, c.flight])).toEqual([
      ['Spring CTV – Dallas', 'CTV', 'Live', '5/01/26 – 7/31/26'],
      ['Spring Video – Fort Worth', 'Video', 'Paused', '5/01/26 – 7/31/26'],
      ['Always-on Display', 'Display', 'Completed', '1/01/26 – 3/31/26'],
    ]);
  });

  it('shows goal progress and pacing only with an impression goal', () => {
    const { cards } = transformCampaignStats(kpiDataset, kpiOptions, context);
    expect(cards[0]?.goalPercent).toBe(41.23);
    expect(cards[0]?.pacing?.value).toBe('2.4%');
    expect(cards[2]?.goalPercent).toBeNull();
    expect(cards[2]?.pacing).toBeNull();
  });

  it('flags pacing behind -20%', () => {
    const { cards } = transformCampaignStats(kpiDataset, kpiOptions, context);
    expect(cards.map((c) => c.pacing?.behind ?? false)).toEqual([false, true, false]);
  });

  it("labels figures in the campaign's own type and keeps itemLimit cards", () => {
    const { cards } = transformCampaignStats(denseDataset, { ...denseOptions, itemLimit: 3 }, context);
    expect(cards).toHaveLength(3);
    expect(cards[0]?.figures.map((f) => f.label)).toEqual(['Imps', 'Clicks', 'CTR', 'Link Clicks']);
    expect(cards[1]?.figures.map((f) => f.label)).toContain('Conversions');
  });
});
