import { describe, expect, it } from 'vitest';
import { MEASURES } from './metric-catalogue';
import { performanceTotals, type DeliverySums, type TotalsInput } from './performance-totals';

/** Sums with every measure 0 but those given. */
const sumsOf = (given: Partial<DeliverySums>): DeliverySums =>
  ({
    ...Object.fromEntries(MEASURES.filter((m) => m !== 'deployments').map((m) => [m, 0])),
    rows: 0,
    ...given,
  }) as DeliverySums;

const base: TotalsInput = {
  range: { startDate: '2026-06-01', endDate: '2026-06-10' },
  campaigns: [
    { startDate: '2026-05-01', endDate: '2026-06-30', impressionGoal: 100_000, hideSpend: false, feedSource: 'DV360' },
  ],
  sums: sumsOf({
    impressions: 20_000,
    clicks: 50,
    cost: 100,
    spend: 125,
    conversions: 4,
    completions: 15_000,
    reach: 8_000,
    households: 0,
    responses: 5,
    search_impressions: 300,
    eligible_impressions: 1_200,
    rows: 10,
  }),
  firstDeliveryDay: '2026-06-01',
  lastDeliveryDay: '2026-06-10',
  lastDataDay: '2026-06-14',
  goalDelivered: 60_000,
  goalExpected: 50_000,
  deployments: 0,
  view: 'client',
};

describe('performanceTotals', () => {
  it('computes rates, costs and pacing', () => {
    const totals = performanceTotals(base);
    expect(totals).toMatchObject({
      ClickThrough: 0.25,
      VCR: 75,
      Frequency: 2.5,
      CostPerClick: 2.5,
      CostPerMille: 6.25,
      CostPerView: 0.01,
      CostPerResponse: 25,
      CostPerDeployment: null,
      ImpressionPercent: 60,
      Pacing: 20,
      ImpressionShare: 25,
      DaterangeStart: '2026-06-01',
      ContractStartDate: '2026-05-01',
    });
  });

  it('divides the unrounded spend for unit costs and rounds once (not the cent-rounded SpendVal)', () => {
    // 882.6982 shows as 882.70; 882.70 / 4 would give 220.68, the true 882.6982 / 4 is 220.67.
    const totals = performanceTotals({
      ...base,
      sums: { ...base.sums, spend: 882.6982, clicks: 4, impressions: 250 },
      deployments: 4,
    });
    expect(totals.SpendVal).toBe(882.7);
    expect(totals.CostPerClick).toBe(220.67);
    expect(totals.CostPerMille).toBe(3530.79); // 882.70 / 250 × 1000 would be 3530.80
    expect(totals.CostPerDeployment).toBe(220.67);
  });

  it('keeps raw cost and markup out of the client view', () => {
    expect(performanceTotals(base)).not.toHaveProperty('Cost');
    expect(performanceTotals({ ...base, view: 'agency' })).toMatchObject({ Cost: 100, MarkupRate: 25 });
  });

  it('hides spend metrics when a campaign hides spend, and when there is no data', () => {
    const hidden = performanceTotals({ ...base, campaigns: [{ ...base.campaigns[0]!, hideSpend: true }] });
    expect(hidden.SpendVal).toBeNull();
    expect(hidden.CostPerMille).toBeNull();
    const empty = performanceTotals({ ...base, sums: { ...base.sums, rows: 0 } });
    expect(empty.SpendVal).toBeNull();
  });

  it('hides Pacing without a goal, VCR at zero and Reach for Amazon feeds', () => {
    const totals = performanceTotals({
      ...base,
      campaigns: [{ ...base.campaigns[0]!, impressionGoal: null, feedSource: ['Amazon DSP'] }],
      sums: { ...base.sums, completions: 0 },
    });
    expect(totals).toMatchObject({ Pacing: null, ImpressionPercent: null, VCR: null, VC100: null, Reach: null });
  });

  it('adds the type’s own metrics as ratios of the sums', () => {
    const ga = performanceTotals({
      ...base,
      campaignType: 'GA',
      sums: sumsOf({
        sessions: 1_000,
        users: 700,
        new_users: 450,
        engaged_sessions: 620,
        pageviews: 2_500,
        session_seconds: 125_000,
        conversions: 30,
        rows: 10,
      }),
    });
    expect(ga).toMatchObject({
      Sessions: 1_000,
      Users: 700,
      NewUsers: 450,
      PageViews: 2_500,
      SessionEngagementRate: 62,
      BounceRate: 38,
      AvgSessionDuration: 125,
      Conversions: 30,
    });
    const calls = performanceTotals({
      ...base,
      campaignType: 'CALLTRACKING',
      sums: sumsOf({
        calls: 80,
        answered_calls: 64,
        first_time_callers: 50,
        call_seconds: 14_400,
        cost: 100,
        spend: 120,
        rows: 10,
      }),
    });
    expect(calls).toMatchObject({
      Calls: 80,
      AnsweredCalls: 64,
      MissedCalls: 16,
      AvgCallDuration: 180,
      CostPerCall: 1.5,
    });
    // Every field of the common shape is still there.
    expect(calls).toHaveProperty('CostPerMille');
    expect(calls).toHaveProperty('ImpressionShare');
  });

  it('hides the type’s spend-derived metrics with spend and its CompletionRate with VCR', () => {
    const hidden = performanceTotals({
      ...base,
      campaignType: 'CALLTRACKING',
      campaigns: [{ ...base.campaigns[0]!, hideSpend: true }],
      sums: sumsOf({ calls: 80, answered_calls: 64, cost: 100, spend: 120, rows: 10 }),
    });
    expect(hidden).toMatchObject({ Calls: 80, CostPerCall: null, SpendVal: null });
    const ott = performanceTotals({ ...base, campaignType: 'OTT', sums: sumsOf({ impressions: 1_000, rows: 3 }) });
    expect(ott).toMatchObject({ VCR: null, CompletionRate: null });
    const shown = performanceTotals({ ...base, campaignType: 'OTT' });
    expect(shown).toMatchObject({ VCR: 75, CompletionRate: 75 });
  });
});
