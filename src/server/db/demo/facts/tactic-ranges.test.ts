/** Plausibility of the demo data's tactic measures (issue 19 §1): the ranges each tactic's users would expect. */
import { describe, expect, it } from 'vitest';
import { prngFor } from '../prng';
import { Calendar } from './calendar';
import { campaignRows, type BreakdownPlan } from './campaign-facts';
import { campaignKeyPools } from './campaign-keys';
import { CALL_TRACKING_OUTCOMES } from './catalog';
import { dailySeries, type DayDelivery, type FactCampaign } from './daily';
import { TYPE_PROFILES } from './profiles';
import { DAILY_COLUMNS, DIM_COLUMNS } from './rows';

const calendar = new Calendar('2026-01-01', '2026-06-15');
const home = { dmaCodes: [501], zips: [], cities: ['Springfield'] };
const PLAN: BreakdownPlan = { zip: [1, 1], publisher: [1, 1], keyword: [1, 1], hourFrom: 0, cutoffHour: 23 };

function series(type: string, seed = 7): { days: DayDelivery[]; campaign: FactCampaign } {
  const campaign: FactCampaign = {
    id: 42,
    advertiserId: 1,
    type,
    status: 'Live',
    startDate: '2026-02-01',
    endDate: '2026-08-01',
    impressionGoal: null,
  };
  const rng = prngFor(seed, campaign.id);
  const days = dailySeries(
    campaign,
    TYPE_PROFILES[type]!,
    calendar,
    [calendar.indexOf('2026-03-01'), calendar.today - 1],
    1,
    rng,
  );
  return { days, campaign };
}

const total = (days: DayDelivery[], measure: keyof DayDelivery): number =>
  days.reduce((n, d) => n + (d[measure] as number), 0);

describe('demo tactic measures', () => {
  it('web analytics: users under sessions, new users 60–75 % of users, 1.5–4 pages and 1–3 minutes a session', () => {
    const { days } = series('GA');
    const sessions = total(days, 'sessions');
    expect(sessions).toBeGreaterThan(0);
    for (const d of days.filter((day) => day.sessions > 50)) {
      expect(d.users).toBeLessThan(d.sessions);
      expect(d.new_users / d.users).toBeGreaterThanOrEqual(0.58);
      expect(d.new_users / d.users).toBeLessThanOrEqual(0.77);
      expect(d.pageviews / d.sessions).toBeGreaterThanOrEqual(1.45);
      expect(d.pageviews / d.sessions).toBeLessThanOrEqual(4.05);
      expect(d.engaged_sessions / d.sessions).toBeGreaterThanOrEqual(0.48);
      expect(d.engaged_sessions / d.sessions).toBeLessThanOrEqual(0.72);
    }
    const average = total(days, 'session_seconds') / sessions;
    expect(average).toBeGreaterThanOrEqual(60);
    expect(average).toBeLessThanOrEqual(180);
  });

  it('call tracking: 70–90 % answered, 2–5 minutes a call, leads among the answered', () => {
    const { days } = series('CALLTRACKING');
    const calls = total(days, 'calls');
    const answered = total(days, 'answered_calls');
    expect(calls).toBeGreaterThan(100);
    expect(answered / calls).toBeGreaterThanOrEqual(0.7);
    expect(answered / calls).toBeLessThanOrEqual(0.9);
    expect(total(days, 'call_seconds') / calls).toBeGreaterThanOrEqual(120);
    expect(total(days, 'call_seconds') / calls).toBeLessThanOrEqual(300);
    expect(total(days, 'conversions')).toBeLessThanOrEqual(answered);
    expect(total(days, 'first_time_callers')).toBeLessThan(calls);
  });

  it('e-mail: deliveries 95–99 % of sends, opens 15–35 % and clicks 1–5 % of deliveries', () => {
    const { days } = series('EMAILMARKETING');
    const sends = total(days, 'sends');
    const deliveries = total(days, 'deliveries');
    expect(sends).toBeGreaterThan(0);
    expect(deliveries / sends).toBeGreaterThanOrEqual(0.94);
    expect(deliveries / sends).toBeLessThanOrEqual(0.995);
    expect(total(days, 'opens') / deliveries).toBeGreaterThanOrEqual(0.13);
    expect(total(days, 'opens') / deliveries).toBeLessThanOrEqual(0.37);
    expect(total(days, 'clicks') / deliveries).toBeGreaterThanOrEqual(0.009);
    expect(total(days, 'clicks') / deliveries).toBeLessThanOrEqual(0.055);
  });

  it('social: engagements at least the clicks and a few percent of impressions', () => {
    const { days } = series('SOCIAL');
    const engagements = total(days, 'engagements');
    expect(engagements).toBeGreaterThanOrEqual(total(days, 'clicks'));
    expect(engagements / total(days, 'impressions')).toBeLessThan(0.1);
  });

  it('is the same for the same seed', () => {
    expect(series('GA', 3).days).toEqual(series('GA', 3).days);
    expect(series('GA', 3).days).not.toEqual(series('GA', 4).days);
  });

  it('broadcast daily rows carry the counted airings, their airtime and GRPs of the breakdown', () => {
    const { days, campaign } = series('LINEAR');
    const rng = prngFor(7, 43);
    const pools = campaignKeyPools(rng, TYPE_PROFILES.LINEAR!, { advertiserName: 'Acme Motors', home });
    const rows = campaignRows(campaign, TYPE_PROFILES.LINEAR!, days, pools, PLAN, calendar, rng, 1_000_000);
    const col = (name: string) => DAILY_COLUMNS.findIndex((c) => c.name === name);
    const dimCol = (name: string) => DIM_COLUMNS.findIndex((c) => c.name === name);
    const dailyAirings = rows.daily.reduce((n, r) => n + Number(r[col('airings')]), 0);
    const dailyGrps = rows.daily.reduce((n, r) => n + Number(r[col('grps')]), 0);
    const stations = rows.dims.filter((r) => r[1] === 'station');
    expect(dailyAirings).toBeGreaterThan(0);
    expect(dailyAirings).toBe(stations.reduce((n, r) => n + Number(r[dimCol('airings')]), 0));
    expect(dailyGrps).toBeGreaterThan(0);
    expect(dailyGrps).toBeCloseTo(
      stations.reduce((n, r) => n + Number(r[dimCol('grps')]), 0),
      1,
    );
    // Every airing row's GRPs are its households over the TV homes × 100.
    for (const row of rows.dims.filter((r) => r[1] === 'airing').slice(0, 50)) {
      expect(Number(row[dimCol('grps')])).toBeCloseTo((Number(row[dimCol('households')]) / 1_000_000) * 100, 2);
    }
  });

  it('call outcomes are call-tracking outcomes and add up to the day', () => {
    const { days, campaign } = series('CALLTRACKING');
    const rng = prngFor(7, 44);
    const pools = campaignKeyPools(rng, TYPE_PROFILES.CALLTRACKING!, { advertiserName: 'Acme Motors', home });
    const rows = campaignRows(campaign, TYPE_PROFILES.CALLTRACKING!, days, pools, PLAN, calendar, rng);
    const outcomes = rows.dims.filter((r) => r[1] === 'call_outcome');
    const names: string[] = CALL_TRACKING_OUTCOMES.map((o) => o.name);
    for (const row of outcomes) expect(names).toContain(row[3]);
    const dimCol = (name: string) => DIM_COLUMNS.findIndex((c) => c.name === name);
    for (const measure of ['calls', 'answered_calls', 'conversions', 'first_time_callers'] as const) {
      const fromRows = outcomes.reduce((n, r) => n + Number(r[dimCol(measure)]), 0);
      expect(fromRows, measure).toBe(total(days, measure));
    }
  });
});
