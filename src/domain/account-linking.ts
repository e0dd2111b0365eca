import { NO_ACCOUNTS_LINKED } from './messages';

/** External sources an advertiser can be linked to (001 §3), as keys of the account-linking record. */
export const LINKING_SOURCES = [
  'CallRail',
  'FacebookAds',
  'FacebookInsights',
  'GoogleAdManager',
  'GoogleAds',
  'GoogleAdsVideo',
  'GoogleAnalytics',
  'GoogleSearchConsole',
  'SiteImpact',
] as const;

/** One linking source. */
export type LinkingSource = (typeof LINKING_SOURCES)[number];

/** Whether a source tracks BackfillComplete; the ad-server order source has only Enabled. */
export function hasBackfill(source: LinkingSource): boolean {
  return source !== 'GoogleAdManager';
}

/** A "no accounts linked" message (any case) is an empty list, not an error. */
export function isNoAccountsLinked(message: string | null | undefined): boolean {
  return message?.trim().toLowerCase() === NO_ACCOUNTS_LINKED;
}

/** Ads account ids travel joined by commas. */
export function joinAccountIds(ids: readonly (string | number)[]): string {
  return ids.join(',');
}

/** The analytics section of a linking record, as far as the ViewId rule needs it. */
export interface AnalyticsLinkSection {
  ViewId?: string | number | null;
  [key: string]: unknown;
}

/** Before account linking is updated the analytics ViewId becomes text, since the store keeps it as a string. */
export function withTextViewId<T extends { GoogleAnalytics?: AnalyticsLinkSection | null }>(record: T): T {
  const analytics = record.GoogleAnalytics;
  if (!analytics || analytics.ViewId == null) return record;
  return { ...record, GoogleAnalytics: { ...analytics, ViewId: String(analytics.ViewId) } };
}
