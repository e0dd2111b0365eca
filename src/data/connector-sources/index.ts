/**
 * What each source's setup screen picks from and how it saves (issue 26): one adapter per connector id over that
 * source's catalogue calls (001 §7), read with the policies of connectors.ts (001 §9). Every adapter answers pages
 * of the same item shape, so one picker serves the ten sources. One file per source family.
 */
import type { ConnectorId } from '../../domain/connectors';
import { analytics, searchConsole } from './analytics';
import { adManager, ads } from './google-ads';
import { callRail, emailImpact, pagedRest, siteImpact } from './impact';
import { facebook } from './social';
import type { SourceAdapter } from './types';

export { flattenAdsTree } from './google-ads';
export { PICK_LIMIT, pageLocally } from './types';
export type { PickItem, PickKey, PickPage, PickQuery, SourceAdapter } from './types';

/** The adapter of each source (a new adapter per call: the ad-server search keeps its own latest-search state). */
export function sourceAdapter(id: ConnectorId): SourceAdapter {
  switch (id) {
    case 'analytics':
      return analytics;
    case 'ads':
      return ads;
    case 'ad-manager':
      return adManager();
    case 'search-console':
      return searchConsole;
    case 'facebook':
      return facebook;
    case 'email-impact':
      return emailImpact;
    case 'linkedin':
      return pagedRest('/api/connectors/linkedin');
    case 'youtube-tv':
      return pagedRest('/api/connectors/youtubetv');
    case 'call-rail':
      return callRail;
    case 'site-impact':
      return siteImpact;
  }
}
