/**
 * The sales tool's proposal price (000 §3, §9; issue 28): a package's monthly base price times the target market's
 * multiplier, labelled low (up to 200), medium (up to 400) or high (above), and the contract's length in the spec's
 * words. The base prices are ours (the spec gives none): docs/decisions.md "Issue 28".
 */
import { BUNDLE_PACKAGES } from './sales';
import { contractLengthText, PRICE_LABELS, TARGET_MARKET_MULTIPLIERS } from './constants';

export type PackageLevel = keyof typeof BUNDLE_PACKAGES;
export type TargetMarket = keyof typeof TARGET_MARKET_MULTIPLIERS;
export type PriceLabel = 'low' | 'medium' | 'high';

/** A package: its level, its name, its bundle and its monthly base price in dollars. */
export interface SalesPackage {
  level: PackageLevel;
  name: 'Starter' | 'Executive' | 'Partner';
  bundle: (typeof BUNDLE_PACKAGES)[PackageLevel];
  monthlyBase: number;
}

export const SALES_PACKAGES: readonly SalesPackage[] = [
  { level: 'starter', name: 'Starter', bundle: BUNDLE_PACKAGES.starter, monthlyBase: 100 },
  { level: 'intermediate', name: 'Executive', bundle: BUNDLE_PACKAGES.intermediate, monthlyBase: 175 },
  { level: 'advanced', name: 'Partner', bundle: BUNDLE_PACKAGES.advanced, monthlyBase: 300 },
];

export const PACKAGE_LEVELS: readonly PackageLevel[] = SALES_PACKAGES.map((p) => p.level);
export const TARGET_MARKETS: readonly TargetMarket[] = ['hyperlocal', 'local', 'regional'];

/** What a person reads for each target market and price label. */
export const TARGET_MARKET_LABELS: Readonly<Record<TargetMarket, string>> = {
  hyperlocal: 'Hyperlocal',
  local: 'Local',
  regional: 'Regional',
};
export const PRICE_LABEL_TEXTS: Readonly<Record<PriceLabel, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** Contract lengths the proposal form offers (any other value reads as 6 months, 000 §9). */
export const CONTRACT_MONTHS = [1, 6, 12] as const;

/** The label of a monthly price: low up to and including 200, medium up to and including 400, high above. */
export function priceLabel(monthly: number): PriceLabel {
  if (monthly <= PRICE_LABELS.low) return 'low';
  if (monthly <= PRICE_LABELS.medium) return 'medium';
  return 'high';
}

/** What a proposal asks for. */
export interface ProposalChoice {
  package: PackageLevel;
  market: TargetMarket;
  /** Contract length in months: 1 and 12 as given, any other value is a 6-month contract. */
  months: number;
}

/** A proposal's price, everything the form and the PDF show. */
export interface ProposalPrice {
  package: SalesPackage;
  market: TargetMarket;
  multiplier: number;
  /** Months the contract runs: 1, 12, or 6 for any other value. */
  months: 1 | 6 | 12;
  monthly: number;
  total: number;
  label: PriceLabel;
  /** 'per month', 'for one year' or 'for 6 months'. */
  contractText: string;
}

/** The package of a level (undefined for an unknown one). */
export function packageOf(level: string): SalesPackage | undefined {
  return SALES_PACKAGES.find((p) => p.level === level);
}

/** The price of a proposal; throws on an unknown package or market (the server's schema refuses them first). */
export function proposalPrice(choice: ProposalChoice): ProposalPrice {
  const pkg = packageOf(choice.package);
  const multiplier = (TARGET_MARKET_MULTIPLIERS as Record<string, number>)[choice.market];
  if (!pkg || multiplier === undefined)
    throw new Error(`Unknown package or market: ${choice.package}, ${choice.market}`);
  const months = choice.months === 1 ? 1 : choice.months === 12 ? 12 : 6;
  const monthly = pkg.monthlyBase * multiplier;
  return {
    package: pkg,
    market: choice.market,
    multiplier,
    months,
    monthly,
    total: monthly * months,
    label: priceLabel(monthly),
    contractText: contractLengthText(choice.months),
  };
}

/** The price as a sentence: "$200 per month", "$2,400 for one year", "$1,200 for 6 months". */
export function priceSentence(price: ProposalPrice): string {
  const amount = price.months === 1 ? price.monthly : price.total;
  return `$${amount.toLocaleString('en-US')} ${price.contractText}`;
}
