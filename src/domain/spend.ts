/**
 * Client spend (000 §3 "markup", the campaign spend rate): what an advertiser is billed for delivery. Advertiser
 * users only ever see this figure; the raw media cost stays with the agency.
 */

/** How a campaign bills its advertiser. */
export const SPEND_TYPES = ['CPM', 'FLAT', 'MARKUP'] as const;

/** One spend type. */
export type SpendType = (typeof SPEND_TYPES)[number];

/** A campaign's billing terms (`campaigns.spend_type`, `campaigns.spend_rate`). */
export interface SpendTerms {
  /** CPM, FLAT or MARKUP; anything else bills like FLAT. */
  spendType: string;
  /** CPM: dollars per thousand impressions; MARKUP: fraction added to cost (0.25 = 25%); FLAT: unused. */
  spendRate: number;
}

/** Delivery that spend is computed from. */
export interface SpendDelivery {
  impressions: number;
  /** Raw media cost in dollars. */
  cost: number;
}

/**
 * CPM bills impressions / 1000 × rate; MARKUP bills cost × (1 + rate); FLAT (and an unknown type, so a bad
 * record never invents money) bills the cost itself.
 */
export function clientSpend(terms: SpendTerms, delivery: SpendDelivery): number {
  switch (terms.spendType) {
    case 'CPM':
      return (delivery.impressions / 1000) * terms.spendRate;
    case 'MARKUP':
      return delivery.cost * (1 + terms.spendRate);
    default:
      return delivery.cost;
  }
}

/** Whose figures a caller sees: advertiser users the client spend only, everyone else raw cost as well. */
export type SpendView = 'client' | 'agency';

/** Rounds money to cents for answers (sums are kept unrounded until then). */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
