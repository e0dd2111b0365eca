import { describe, expect, it } from 'vitest';
import {
  changePercent,
  glanceFigures,
  MIN_RANKED_IMPRESSIONS,
  previousPeriod,
  rankCampaigns,
  tacticFigures,
  validPeriod,
  type Delivery,
  type ReviewCampaign,
} from './figures';

const campaign = (id: number, type = 'DISPLAY', extra: Partial<ReviewCampaign> = {}): ReviewCampaign => ({
  id,
  name: `Campaign ${id}`,
  type,
  spendType: 'FLAT',
  spendRate: 0,
  hideSpend: false,
  ...extra,
});
const delivery = (impressions: number, clicks: number, cost = 0, conversions = 0): Delivery => ({
  impressions,
  clicks,
  cost,
  conversions,
});

describe('the review period', () => {
  it('compares with the period of equal length just before', () => {
    expect(previousPeriod('2026-04-01', '2026-06-30')).toEqual({ startDate: '2025-12-31', endDate: '2026-03-31' });
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ startDate: '2026-01-29', endDate: '2026-02-28' });
    expect(previousPeriod('2026-06-15', '2026-06-15')).toEqual({ startDate: '2026-06-14', endDate: '2026-06-14' });
    expect(previousPeriod('2024-03-01', '2024-03-01')).toEqual({ startDate: '2024-02-29', endDate: '2024-02-29' });
  });

  it('accepts real dates in order, at most a year and a day apart', () => {
    expect(validPeriod('2026-01-01', '2026-12-31')).toBe(true);
    expect(validPeriod('2026-06-10', '2026-06-01')).toBe(false);
    expect(validPeriod('2026-02-30', '2026-03-01')).toBe(false);
    expect(validPeriod('2026-1-01', '2026-03-01')).toBe(false);
    expect(validPeriod('2024-01-01', '2026-01-01')).toBe(false);
  });

  it('gives the change in percent, and none when the previous period had nothing ("new")', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(99, 300)).toBe(-67);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(null, 10)).toBeNull();
    expect(changePercent(0, 0)).toBeNull();
  });
});

describe('headline figures per tactic', () => {
  it('sums each tactic, spend by each campaign’s terms, and shows only the tactic’s own metrics', () => {
    const campaigns = [
      campaign(1, 'DISPLAY', { spendType: 'CPM', spendRate: 10 }),
      campaign(2, 'DISPLAY', { spendType: 'MARKUP', spendRate: 0.5 }),
      campaign(3, 'AUDIO'),
      campaign(4, 'OTT'),
    ];
    const now = new Map([
      [1, delivery(10_000, 50, 20, 3)],
      [2, delivery(5_000, 10, 40, 1)],
      [3, delivery(2_000, 0, 7)],
    ]);
    const before = new Map([[1, delivery(5_000, 30, 10, 2)]]);
    const tactics = tacticFigures(
      campaigns,
      now,
      before,
      new Map([
        ['DISPLAY', 'Display'],
        ['AUDIO', 'Audio'],
      ]),
    );
    expect(tactics.map((t) => t.name)).toEqual(['Audio', 'Display']);
    const display = Object.fromEntries(tactics[1]!.figures.map((f) => [f.key, f]));
    expect(display.Impressions).toMatchObject({ current: 15_000, previous: 5_000, change: 200 });
    expect(display.ClickThrough).toMatchObject({ current: 0.4, previous: 0.6, change: -33.3 });
    expect(display.SpendVal).toMatchObject({ current: 160, previous: 50, change: 220 });
    expect(display.Conversions).toMatchObject({ current: 4, previous: 2 });
    // Audio has no clicks in its metric set; its previous period had nothing: new.
    expect(tactics[0]!.figures.map((f) => f.key)).toEqual(['Impressions', 'SpendVal']);
    expect(tactics[0]!.figures[0]).toMatchObject({ current: 2_000, previous: 0, change: null });
  });

  it('leaves spend out when every campaign of the tactic hides it', () => {
    const tactics = tacticFigures(
      [campaign(1, 'DISPLAY', { hideSpend: true })],
      new Map([[1, delivery(10, 1, 5)]]),
      new Map(),
      new Map(),
    );
    expect(tactics[0]!.figures.find((f) => f.key === 'SpendVal')).toMatchObject({ current: null, previous: null });
  });

  it('sums impressions, clicks and spend over the tactics that show them', () => {
    const tactics = tacticFigures(
      [campaign(1, 'DISPLAY'), campaign(2, 'AUDIO')],
      new Map([
        [1, delivery(100, 5, 10)],
        [2, delivery(50, 0, 2)],
      ]),
      new Map([[1, delivery(50, 5, 5)]]),
      new Map(),
    );
    const glance = Object.fromEntries(glanceFigures(tactics).map((f) => [f.key, f]));
    expect(glance.Impressions).toMatchObject({ current: 150, previous: 50, change: 200 });
    expect(glance.Clicks).toMatchObject({ current: 5, previous: 5, change: 0 });
    expect(glance.SpendVal).toMatchObject({ current: 12, previous: 5 });
  });
});

describe('the best and worst campaigns', () => {
  it('ranks by CTR among click-measuring campaigns with enough impressions, never listing one twice', () => {
    const n = MIN_RANKED_IMPRESSIONS;
    const campaigns = [1, 2, 3, 4, 5, 6, 7].map((id) => campaign(id));
    campaigns.push(campaign(8, 'LINEAR'), campaign(9));
    const current = new Map([
      [1, delivery(n, 10)],
      [2, delivery(n * 2, 40)],
      [3, delivery(n, 1)],
      [4, delivery(n, 5)],
      [5, delivery(n * 3, 30)],
      [6, delivery(n, 2)],
      [7, delivery(n - 1, 900)],
      [8, delivery(n * 10, 0)],
      [9, delivery(n * 2, 20)],
    ]);
    const { best, worst } = rankCampaigns(campaigns, current);
    expect(best.map((c) => c.id)).toEqual([2, 5, 9]);
    expect(worst.map((c) => c.id)).toEqual([3, 6, 4]);
  });

  it('splits a short list between best and worst', () => {
    const campaigns = [campaign(1), campaign(2), campaign(3)];
    const current = new Map([
      [1, delivery(2000, 10)],
      [2, delivery(2000, 30)],
      [3, delivery(2000, 20)],
    ]);
    const { best, worst } = rankCampaigns(campaigns, current);
    expect(best.map((c) => c.id)).toEqual([2, 3]);
    expect(worst.map((c) => c.id)).toEqual([1]);
    expect(rankCampaigns([campaign(1)], new Map([[1, delivery(10, 1)]]))).toEqual({ best: [], worst: [] });
  });
});
