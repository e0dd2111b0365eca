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

/** One campaign-day's totals; cost in whole cents so breakdowns can split it exactly. */
export interface DayDelivery {
  index: number;
  impressions: number;
  clicks: number;
  cents: number;
  conversions: number;
  completions: number;
  q25: number;
  q50: number;
  q75: number;
  reach: number;
  households: number;
  responses: number;
  searchImpressions: number;
  eligibleImpressions: number;
  /** Web sessions (GA) or airings (broadcast): the unit the type's own breakdown splits. */
  units: number;
  /** Share of the full day delivered: below 1 only for today. */
  share: number;
  /** E-mail: calendar index of the send these opens came from; -1 otherwise. */
  sendIndex: number;
}

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
      day.conversions = round(amount);
      day.cents = round(share * rng.range(300, 900));
    } else if (profile.kind === 'web') {
      day.units = round(amount);
      day.conversions = round(amount * conversionRate);
    } else {
      fillImpressions(day, round(amount), { ctr, cpm, vcr, conversionRate, frequency, shareOfVoice }, profile, rng);
      if (profile.kind === 'broadcast') day.units = Math.max(1, round(rng.range(2, 9) * share));
      if (campaign.type === 'TV2OTT') {
        day.households = round(day.impressions * rng.range(0.6, 0.8));
        day.responses = round(day.households * rng.range(0.002, 0.01));
        day.searchImpressions = round(day.responses * rng.range(3, 8));
      }
    }
  }
  return days;
}

function emptyDay(index: number, share: number): DayDelivery {
  return {
    index,
    share,
    sendIndex: -1,
    impressions: 0,
    clicks: 0,
    cents: 0,
    conversions: 0,
    completions: 0,
    q25: 0,
    q50: 0,
    q75: 0,
    reach: 0,
    households: 0,
    responses: 0,
    searchImpressions: 0,
    eligibleImpressions: 0,
    units: 0,
  };
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
    day.searchImpressions = impressions;
    day.eligibleImpressions = round(impressions / Math.min(0.95, rates.shareOfVoice * jitter()));
  }
}
