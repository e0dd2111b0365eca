import { metricValue } from '../../../domain/metric-catalogue';
import { clientSpend, roundMoney, type SpendView } from '../../../domain/spend';
import type { FactMeasure } from '../../db/fact-measures';
import type { OrderCampaign } from '../../kernel/order-access';

/** Sums of delivery measures. */
export interface Measures extends RawMeasures {
  /** What the advertiser is billed (campaign spend type and rate applied). */
  spend: number;
  /** Whether any summed campaign shows spend (HideSpend unset). */
  showsSpend: boolean;
}

/** The figures of an answer row; percentages in percent. */
export interface Figures {
  Impressions: number;
  Clicks: number;
  ClickThrough: number;
  Conversions: number;
  Completions: number;
  VCR: number;
  /** Client spend of the campaigns that show spend; absent when none does. */
  SpendVal?: number;
  /** Raw media cost, for agency users only; never sent to advertiser users. */
  Cost?: number;
}

/** Nothing delivered. */
export const ZERO: Measures = {
  impressions: 0,
  clicks: 0,
  conversions: 0,
  completions: 0,
  cost: 0,
  spend: 0,
  showsSpend: false,
};

/** Adds two sums. */
export function add(a: Measures, b: Measures): Measures {
  const sum: Measures = { ...a, spend: a.spend + b.spend, showsSpend: a.showsSpend || b.showsSpend };
  for (const measure of ORDER_MEASURES) sum[measure] = a[measure] + b[measure];
  return sum;
}

/**
 * The fact measures order answers read: those of their catalogue metrics (Impressions, Clicks, ClickThrough,
 * Conversions, ConversionRate, Completions, CompletionRate, Cost; client spend is computed from them).
 */
export const ORDER_MEASURES = [
  'impressions',
  'clicks',
  'conversions',
  'completions',
  'cost',
] as const satisfies readonly FactMeasure[];

/** One measure of `ORDER_MEASURES`. */
export type OrderMeasure = (typeof ORDER_MEASURES)[number];

/** Raw fact sums of one campaign (and day or key). */
export type RawMeasures = Record<OrderMeasure, number>;

/** Reads the order measures of a database row of sums (`null` sums of no rows count as 0). */
export function rawMeasures(row: Readonly<Record<string, unknown>>): RawMeasures {
  const raw = {} as RawMeasures;
  for (const measure of ORDER_MEASURES) raw[measure] = Number(row[measure] ?? 0);
  return raw;
}

/** Measures of one campaign's delivery, with its spend; spend of a campaign that hides it counts as none. */
export function measuresOf(campaign: OrderCampaign | undefined, raw: RawMeasures): Measures {
  const shows = !!campaign && campaign.hide_spend === 0;
  const spend = shows ? clientSpend({ spendType: campaign.spend_type, spendRate: campaign.spend_rate }, raw) : 0;
  return { ...raw, spend, showsSpend: shows };
}

/**
 * A catalogue ratio metric of the sums (ratio of sums, never an average of daily ratios), in percent to four
 * decimals as order answers give it; 0 rather than the catalogue's null without a denominator.
 */
export const rate = (key: 'ClickThrough' | 'CompletionRate' | 'ConversionRate', sums: Partial<RawMeasures>): number =>
  metricValue(key, sums, 4) ?? 0;

/** Answer figures of a sum; spend fields follow the caller's spend view. */
export function figures(m: Measures, view: SpendView | null): Figures {
  const result: Figures = {
    Impressions: m.impressions,
    Clicks: m.clicks,
    ClickThrough: rate('ClickThrough', m),
    Conversions: m.conversions,
    Completions: m.completions,
    VCR: rate('CompletionRate', m),
  };
  if (view !== null && m.showsSpend) result.SpendVal = roundMoney(m.spend);
  if (view === 'agency') result.Cost = roundMoney(m.cost);
  return result;
}
