import { clientSpend, roundMoney, type SpendView } from '../../../domain/spend';
import type { OrderCampaign } from '../../kernel/order-access';

/** Sums of delivery measures. */
export interface Measures {
  impressions: number;
  clicks: number;
  conversions: number;
  completions: number;
  cost: number;
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
  return {
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    conversions: a.conversions + b.conversions,
    completions: a.completions + b.completions,
    cost: a.cost + b.cost,
    spend: a.spend + b.spend,
    showsSpend: a.showsSpend || b.showsSpend,
  };
}

/** Raw fact sums of one campaign (and day or key). */
export interface RawMeasures {
  impressions: number;
  clicks: number;
  conversions: number;
  completions: number;
  cost: number;
}

/** Measures of one campaign's delivery, with its spend; spend of a campaign that hides it counts as none. */
export function measuresOf(campaign: OrderCampaign | undefined, raw: RawMeasures): Measures {
  const shows = !!campaign && campaign.hide_spend === 0;
  const spend = shows ? clientSpend({ spendType: campaign.spend_type, spendRate: campaign.spend_rate }, raw) : 0;
  return { ...raw, spend, showsSpend: shows };
}

const percent = (part: number, whole: number): number =>
  whole > 0 ? Math.round((part / whole) * 1_000_000) / 10_000 : 0;

/** Answer figures of a sum; spend fields follow the caller's spend view. */
export function figures(m: Measures, view: SpendView | null): Figures {
  const result: Figures = {
    Impressions: m.impressions,
    Clicks: m.clicks,
    ClickThrough: percent(m.clicks, m.impressions),
    Conversions: m.conversions,
    Completions: m.completions,
    VCR: percent(m.completions, m.impressions),
  };
  if (view !== null && m.showsSpend) result.SpendVal = roundMoney(m.spend);
  if (view === 'agency') result.Cost = roundMoney(m.cost);
  return result;
}
