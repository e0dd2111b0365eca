import { FACT_MEASURES, type FactMeasure } from '../../fact-measures';
import type { Prng } from '../prng';
import type { Calendar } from './calendar';
import type { TypeProfile } from './profiles';

/** A campaign as the fact generator sees it. */
export interface FactCampaign {
  id: number;
  advertiserId: number;
  type: string;
  status: string;
  startDate: string;
  endDate: string;
  impressionGoal: number | null;
}

/**
 * One campaign-day's totals: every fact measure (`FACT_MEASURES`) under its column name, cost in whole cents so
 * breakdowns can split it exactly.
 */
export type DayDelivery = Record<Exclude<FactMeasure, 'cost'>, number> & {
  index: number;
  cents: number;
  /** Web sessions (GA) or airings (broadcast): the unit the type's own breakdown splits. */
  units: number;
  /** Share of the full day delivered: below 1 only for today. */
  share: number;
  /** E-mail: calendar index of the send these opens came from; -1 otherwise. */
  sendIndex: number;
};

/** The window of days a campaign delivers in, or null when it never delivered (or never will). */
export function deliveryWindow(
  campaign: FactCampaign,
  calendar: Calendar,
  firstAllowed: number,
  rng: Prng,
): [number, number] | null {
  const start = Math.max(calendar.indexOf(campaign.startDate), firstAllowed, 0);
  let last: number;
  if (campaign.status === 'Completed') last = Math.min(calendar.indexOf(campaign.endDate), calendar.today - 1);
  else if (campaign.status === 'Live') last = Math.min(calendar.indexOf(campaign.endDate), calendar.today);
  // Paused: delivered until a few days ago, nothing since.
  else if (campaign.status === 'Paused') last = calendar.today - rng.int(3, 12);
  else return null;
  return last >= start ? [start, last] : null;
}

const round = Math.round;

/** E-mail opens by days since the weekly send: most on the day, trailing off over four more. */
const OPEN_DECAY = [0.55, 0.2, 0.12, 0.08, 0.05];

/** Daily totals over the window: goal pacing, ramp-up, weekly rhythm, noise and the odd zero day. */
export function dailySeries(
  campaign: FactCampaign,
  profile: TypeProfile,
  calendar: Calendar,
  window: [number, number],
  todayShare: number,
  rng: Prng,
): DayDelivery[] {
  const flightDays = Math.max(1, calendar.indexOf(campaign.endDate) - calendar.indexOf(campaign.startDate) + 1);
  // Some campaigns run ahead of their goal and some behind, so pacing shows both colours.
  const pace = rng.range(0.7, 1.3);
  const base = campaign.impressionGoal
    ? (campaign.impressionGoal / flightDays) * pace
    : rng.range(...profile.dailyVolume);
  const ctr = rng.range(...profile.ctr);
  const cpm = rng.range(...profile.cpm);
  const vcr = profile.vcr ? rng.range(...profile.vcr) : 0;
  const conversionRate = rng.range(...profile.conversionRate);
  const frequency = rng.range(...profile.frequency);
  const shareOfVoice = rng.range(0.35, 0.85);
  const ramp = rng.int(3, 8);
  const startIndex = calendar.indexOf(campaign.startDate);
  const sendWeekday = rng.int(0, 4);
  // Drawn only for the types that use them, so every other type's series stays as it was for a seed.
  const email = profile.kind === 'email' ? emailRates(base, rng) : null;
  const engagementRate = profile.dims.includes('social_ad') ? rng.range(0.01, 0.035) : 0;
  const days: DayDelivery[] = [];
  for (let index = window[0]; index <= window[1]; index++) {
    const share = index === calendar.today ? todayShare : 1;
    const zero = rng.chance(0.015);
    const rampFactor = Math.min(1, 0.3 + (0.7 * (index - startIndex + 1)) / ramp);
    let volume = zero ? 0 : base * profile.week[calendar.weekdays[index]!]! * rampFactor * rng.range(0.85, 1.15);
    const day = emptyDay(index, share);
    if (profile.kind === 'email') {
      const since = (calendar.weekdays[index]! - sendWeekday + 7) % 7;
      volume = since < OPEN_DECAY.length && index - since >= startIndex ? base * OPEN_DECAY[since]! : 0;
      day.sendIndex = index - since;
    }
    days.push(day);
    if (volume <= 0) continue;
    const amount = volume * share;
    if (profile.kind === 'calls') {
      fillCalls(day, round(amount), rng);
      day.cents = round(share * rng.range(300, 900));
    } else if (profile.kind === 'web') {
      fillSessions(day, round(amount), rng);
      day.conversions = round(amount * conversionRate);
    } else {
      fillImpressions(day, round(amount), { ctr, cpm, vcr, conversionRate, frequency, shareOfVoice }, profile, rng);
      if (profile.kind === 'broadcast') {
        day.units = Math.max(1, round(rng.range(2, 9) * share));
        day.households = round(day.impressions * rng.range(0.55, 0.75));
      }
      if (profile.kind === 'email') fillEmail(day, email, OPEN_DECAY[index - day.sendIndex]!, rng);
      if (profile.dims.includes('social_ad')) {
        day.engagements = day.clicks + Math.floor(day.impressions * engagementRate * rng.range(0.9, 1.1) + rng.next());
      }
      if (campaign.type === 'TV2OTT') {
        day.households = round(day.impressions * rng.range(0.6, 0.8));
        day.responses = round(day.households * rng.range(0.002, 0.01));
        day.search_impressions = round(day.responses * rng.range(3, 8));
      }
    }
  }
  return days;
}

/** Web analytics: of the sessions, users, new users, engaged sessions, page views and time on site. */
function fillSessions(day: DayDelivery, sessions: number, rng: Prng): void {
  day.units = sessions;
  day.sessions = sessions;
  day.users = Math.min(sessions, round(sessions * rng.range(0.7, 0.85)));
  day.new_users = round(day.users * rng.range(0.6, 0.75));
  day.engaged_sessions = round(sessions * rng.range(0.5, 0.7));
  day.pageviews = round(sessions * rng.range(1.5, 4));
  // One to three minutes a session on average.
  day.session_seconds = round(sessions * rng.range(60, 180));
}

/** Call tracking: answered 70–90 %, first-time callers, two to five minutes a call, leads among the answered. */
function fillCalls(day: DayDelivery, calls: number, rng: Prng): void {
  day.calls = calls;
  day.answered_calls = round(calls * rng.range(0.7, 0.9));
  day.first_time_callers = round(calls * rng.range(0.45, 0.7));
  day.call_seconds = round(calls * rng.range(120, 300));
  day.conversions = round(day.answered_calls * rng.range(0.3, 0.55));
}

/** One e-mail list: opens 15–35 % of deliveries, deliveries 95–99 % of sends, clicks 1–5 % of deliveries. */
interface EmailRates {
  sends: number;
  deliveries: number;
  clickRate: number;
}

/** A list sized so the opens of one send (`base` over the decay days) are 15–35 % of its deliveries. */
function emailRates(base: number, rng: Prng): EmailRates {
  const deliveries = Math.round(base / rng.range(0.15, 0.35));
  return { deliveries, sends: Math.round(deliveries / rng.range(0.95, 0.99)), clickRate: rng.range(0.01, 0.05) };
}

/** Sends and deliveries on the send day; opens (the day's impressions) and clicks trail off after it. */
function fillEmail(day: DayDelivery, rates: EmailRates | null, decay: number, rng: Prng): void {
  if (!rates) return;
  day.opens = day.impressions;
  if (day.index === day.sendIndex) {
    const size = rng.range(0.97, 1.03);
    day.sends = round(rates.sends * size);
    day.deliveries = Math.min(day.sends, round(rates.deliveries * size));
  }
  day.clicks = Math.min(day.opens, round(rates.deliveries * rates.clickRate * decay * rng.range(0.9, 1.1)));
}

function emptyDay(index: number, share: number): DayDelivery {
  const day = { index, share, sendIndex: -1, units: 0, cents: 0 } as DayDelivery;
  for (const measure of FACT_MEASURES) if (measure !== 'cost') day[measure] = 0;
  return day;
}

interface Rates {
  ctr: number;
  cpm: number;
  vcr: number;
  conversionRate: number;
  frequency: number;
  shareOfVoice: number;
}

function fillImpressions(day: DayDelivery, impressions: number, rates: Rates, profile: TypeProfile, rng: Prng): void {
  const jitter = (): number => rng.range(0.9, 1.1);
  // Rounding up by chance keeps small daily counts (three clicks, a tenth of a conversion) right on average.
  const count = (value: number): number => Math.floor(value + rng.next());
  day.impressions = impressions;
  day.clicks = Math.min(impressions, count(impressions * rates.ctr * jitter()));
  day.cents = round(impressions * rates.cpm * jitter() * 0.1);
  day.conversions = count(day.clicks * rates.conversionRate + impressions * (profile.viewThrough ?? 0) * jitter());
  day.reach = round(impressions / (rates.frequency * jitter()));
  if (profile.vcr) {
    const vcr = Math.min(0.99, rates.vcr * rng.range(0.97, 1.03));
    day.completions = round(impressions * vcr);
    day.q75 = Math.max(day.completions, round(impressions * (vcr + (1 - vcr) * 0.3)));
    day.q50 = Math.max(day.q75, round(impressions * (vcr + (1 - vcr) * 0.55)));
    day.q25 = Math.max(day.q50, round(impressions * (vcr + (1 - vcr) * 0.8)));
  }
  if (profile.dims.includes('keyword')) {
    day.search_impressions = impressions;
    day.eligible_impressions = round(impressions / Math.min(0.95, rates.shareOfVoice * jitter()));
  }
}
