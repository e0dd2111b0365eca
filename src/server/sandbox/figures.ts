/**
 * The sandbox sources' daily figures (issue 26): deterministic per (source, object, day), so a backfill's rows can be
 * checked against what the sandbox serves, and the same object always shows the same history. Each campaign type
 * gets the measures its dashboards read (docs/metrics.md); breakdown rows split the day exactly (they add up to it).
 */
import type { FactMeasure } from '../db/fact-measures';
import { Prng } from '../db/demo/prng';

type Measures = Partial<Record<FactMeasure, number>>;

/** One day of an object's figures as the sandbox serves them. */
export interface SandboxDay {
  day: string;
  measures: Measures;
  breakdown: { dimension: string; key: string; measures: Measures }[];
}

/** A 32-bit FNV-1a hash: the seed of an object's day. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/** Splits a whole number into parts by weights, exactly (the last part takes the rest). */
function splitWhole(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[parts.length - 1]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** Splits money into parts by weights, exactly to the cent. */
function splitCents(total: number, weights: readonly number[]): number[] {
  return splitWhole(Math.round(total * 100), weights).map((c) => c / 100);
}

const DEVICES = ['CTV', 'Mobile', 'Desktop', 'Tablet'] as const;
const TRAFFIC = ['Organic Search', 'Paid Search', 'Direct', 'Social', 'Referral'] as const;
const OUTCOMES = ['Lead', 'Appointment Booked', 'Not a Lead', 'Voicemail'] as const;

const VIDEO = new Set(['GOOGLEVIDEO', 'YOUTUBETV', 'GAMVIDEO', 'SIMPOTT', 'SIMPPREROLL']);

/** The figures of `objectKey` (e.g. 'ads:1234567890:98765') of `campaignType` on `day` (yyyy-MM-dd). */
export function sandboxDay(objectKey: string, campaignType: string, day: string): SandboxDay {
  const rng = new Prng(seedOf(`${objectKey}|${day}`));
  const scale = 0.6 + rng.next() * 0.8;
  if (campaignType === 'GA') return analyticsDay(rng, day, scale);
  if (campaignType === 'CALLTRACKING') return callsDay(rng, day, scale);
  if (campaignType === 'EMAILMARKETING') return emailDay(rng, day, scale);
  const impressions = Math.round((campaignType === 'GOOGLESEARCH' ? 900 : 4000) * scale);
  const clicks = Math.round(impressions * (campaignType === 'GOOGLESEARCH' ? 0.06 : 0.004) * (0.7 + rng.next() * 0.6));
  const cost = cents(impressions * (VIDEO.has(campaignType) ? 0.022 : 0.009) * (0.8 + rng.next() * 0.4));
  const conversions = Math.round(clicks * 0.05 * rng.next());
  const measures: Measures = { impressions, clicks, cost, conversions };
  if (VIDEO.has(campaignType)) {
    const completions = Math.round(impressions * (0.6 + rng.next() * 0.3));
    Object.assign(measures, {
      completions,
      q75: Math.round(completions + (impressions - completions) * 0.4),
      q50: Math.round(completions + (impressions - completions) * 0.7),
      q25: Math.round(completions + (impressions - completions) * 0.9),
    });
  }
  if (campaignType === 'GOOGLESEARCH') {
    Object.assign(measures, { search_impressions: impressions, eligible_impressions: Math.round(impressions * 1.6) });
  }
  if (campaignType === 'SOCIAL' || campaignType === 'FBINSIGHTS' || campaignType === 'LINKEDIN') {
    Object.assign(measures, { reach: Math.round(impressions * 0.7), engagements: Math.round(impressions * 0.02) });
  }
  if (campaignType === 'FBINSIGHTS') Object.assign(measures, { cost: 0, clicks: 0, conversions: 0 });
  const weights = DEVICES.map(() => 1 + rng.int(0, 4));
  const imp = splitWhole(impressions, weights);
  const clk = splitWhole(measures.clicks ?? 0, weights);
  const cst = splitCents(measures.cost ?? 0, weights);
  const conv = splitWhole(conversions && measures.conversions ? measures.conversions : 0, weights);
  return {
    day,
    measures,
    breakdown: DEVICES.map((key, i) => ({
      dimension: 'device',
      key,
      measures: { impressions: imp[i]!, clicks: clk[i]!, cost: cst[i]!, conversions: conv[i]! },
    })),
  };
}

function analyticsDay(rng: Prng, day: string, scale: number): SandboxDay {
  const sessions = Math.round(300 * scale);
  const weights = TRAFFIC.map(() => 1 + rng.int(0, 5));
  const parts = splitWhole(sessions, weights);
  const breakdown = TRAFFIC.map((key, i): SandboxDay['breakdown'][number] => {
    const s = parts[i]!;
    return {
      dimension: 'web',
      key,
      measures: {
        sessions: s,
        users: Math.round(s * 0.8),
        new_users: Math.round(s * 0.5),
        engaged_sessions: Math.round(s * 0.6),
        pageviews: Math.round(s * 2.4),
        session_seconds: Math.round(s * 95),
      },
    };
  });
  const total = (m: FactMeasure): number => breakdown.reduce((sum, row) => sum + (row.measures[m] ?? 0), 0);
  return {
    day,
    measures: {
      impressions: 0,
      clicks: 0,
      cost: 0,
      conversions: Math.round(sessions * 0.03),
      sessions,
      users: total('users'),
      new_users: total('new_users'),
      engaged_sessions: total('engaged_sessions'),
      pageviews: total('pageviews'),
      session_seconds: total('session_seconds'),
    },
    breakdown,
  };
}

function callsDay(rng: Prng, day: string, scale: number): SandboxDay {
  const calls = Math.max(1, Math.round(12 * scale));
  const parts = splitWhole(
    calls,
    OUTCOMES.map(() => 1 + rng.int(0, 3)),
  );
  const breakdown = OUTCOMES.map((key, i) => ({
    dimension: 'call_outcome',
    key,
    measures: {
      calls: parts[i]!,
      answered_calls: key === 'Voicemail' ? 0 : parts[i]!,
      conversions: key === 'Lead' || key === 'Appointment Booked' ? parts[i]! : 0,
    },
  }));
  const answered = breakdown.reduce((sum, row) => sum + row.measures.answered_calls, 0);
  return {
    day,
    measures: {
      impressions: 0,
      clicks: 0,
      cost: 0,
      conversions: breakdown.reduce((sum, row) => sum + row.measures.conversions, 0),
      calls,
      answered_calls: answered,
      first_time_callers: Math.round(calls * 0.6),
      call_seconds: answered * 140,
    },
    breakdown,
  };
}

function emailDay(rng: Prng, day: string, scale: number): SandboxDay {
  const sends = Math.round(20_000 * scale);
  const deliveries = Math.round(sends * 0.97);
  const opens = Math.round(deliveries * (0.12 + rng.next() * 0.1));
  const clicks = Math.round(opens * 0.08);
  return {
    day,
    measures: { impressions: opens, clicks, cost: 0, conversions: 0, sends, deliveries, opens },
    breakdown: [],
  };
}
