/**
 * Tactics (campaign types): navigation tab ids, display names and sidebar groups of 000 §2 and §3.
 * Types are the uppercase strings the data carries (`CampaignType`); tab ids are their lowercase URL form.
 */

import { ownValue } from './own';

/** Tab ids that map to their own uppercase form. */
const UPPERCASE_TABS = [
  'display',
  'linear',
  'sem',
  'social',
  'broadcast',
  'simpgeofence',
  'simpott',
  'simppreroll',
  'simpdisplay',
  'googlesearch',
  'gtdisplay',
  'gtvideo',
  'ga',
  'googlevideo',
  'calltracking',
  'trugeofence',
  'gamdisplay',
  'gamvideo',
  'fbinsights',
  'audio',
  'tv2ott',
  'broadstreet',
  'youtubetv',
  'linkedin',
] as const;

/** Tab ids whose types are not simply their uppercase form. */
const SPECIAL_TABS: Readonly<Record<string, readonly string[]>> = {
  summary: ['OTT', 'PREROLL', 'DISPLAY'],
  preroll: ['PREROLL'],
  ott: ['OTT'],
  digitalvideo: ['VIDEO'],
  video: ['VIDEO'],
  emailsi: ['EMAILMARKETING'],
};

/** Every tab id the spec names. */
export const KNOWN_TABS: readonly string[] = [...Object.keys(SPECIAL_TABS), ...UPPERCASE_TABS];

/** Campaign types behind a navigation tab; an unknown tab id is used as its own type, unchanged. */
export function tabToTypes(tab: string): string[] {
  const special = ownValue(SPECIAL_TABS, tab);
  if (special) return [...special];
  if ((UPPERCASE_TABS as readonly string[]).includes(tab)) return [tab.toUpperCase()];
  return [tab];
}

/** Every distinct campaign type the tab mapping produces. */
export const ALL_CAMPAIGN_TYPES: readonly string[] = [...new Set(KNOWN_TABS.flatMap(tabToTypes))];

/** Display names, one per type and no two alike (one sidebar entry each); the first six and the generic ones are the spec's, the vendor-specific rest are ours. */
export const TACTIC_DISPLAY_NAMES: Record<string, string> = {
  OTT: 'CTV',
  PREROLL: 'Video',
  SOCIAL: 'Facebook Ads',
  BROADCAST: 'TV',
  TV2OTT: 'InnovidXP',
  LINEAR: 'Sinclair RSN',
  DISPLAY: 'Display',
  /** Video + OTT blend. */
  VIDEO: 'Digital Video',
  SEM: 'SEM',
  YOUTUBETV: 'YouTube',
  LINKEDIN: 'LinkedIn',
  AUDIO: 'Audio',
  EMAILMARKETING: 'Email Marketing',
  CALLTRACKING: 'Call Tracking',
  /** The spec's "Geofence"; the true-geo product adds foot-traffic (store visit) attribution, so it is named apart. */
  SIMPGEOFENCE: 'Geofence',
  TRUGEOFENCE: 'Geofence + Foot Traffic',
  SIMPOTT: 'Geo CTV',
  SIMPPREROLL: 'Geo Video',
  SIMPDISPLAY: 'Geo Display',
  GOOGLESEARCH: 'Google Search',
  GTDISPLAY: 'Google Display',
  GTVIDEO: 'Google Video',
  GOOGLEVIDEO: 'YouTube Video',
  GA: 'Google Analytics',
  GAMDISPLAY: 'GAM Display',
  GAMVIDEO: 'GAM Video',
  FBINSIGHTS: 'Facebook Insights',
  BROADSTREET: 'Broadstreet',
};

/** Display name of a campaign type (any case); an unknown type is shown as given. */
export function tacticDisplayName(type: string): string {
  return ownValue(TACTIC_DISPLAY_NAMES, type.toUpperCase()) ?? type;
}

/* The sidebar grouping lives beside this file; re-exported so callers find every tactic rule here. */
export { SIDEBAR_GROUPS, TACTIC_GROUPS, metricLabelFor, tacticGroup } from './tactic-groups';
export type { SidebarGroup, TacticGroup } from './tactic-groups';
