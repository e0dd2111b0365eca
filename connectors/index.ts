import type { ConnectorId, ConnectorManifest } from '../src/domain/connectors';
import adManager from './ad-manager/manifest.json';
import ads from './ads/manifest.json';
import analytics from './analytics/manifest.json';
import callRail from './call-rail/manifest.json';
import emailImpact from './email-impact/manifest.json';
import facebook from './facebook/manifest.json';
import linkedin from './linkedin/manifest.json';
import searchConsole from './search-console/manifest.json';
import siteImpact from './site-impact/manifest.json';
import youtubeTv from './youtube-tv/manifest.json';

/**
 * The connector registry: one folder per source of 001 §1 and one line here. Manifests are React-free JSON, so the
 * server and the client read the same facts (the contract test walks every entry). A source's server adapter and
 * link panel live in its folder and are looked up by id (src/server/areas/connectors/providers.ts,
 * connectors/panels.ts).
 */
export const CONNECTORS: Readonly<Record<ConnectorId, ConnectorManifest>> = {
  analytics: analytics as ConnectorManifest,
  ads: ads as ConnectorManifest,
  'ad-manager': adManager as ConnectorManifest,
  'search-console': searchConsole as ConnectorManifest,
  facebook: facebook as ConnectorManifest,
  'email-impact': emailImpact as ConnectorManifest,
  linkedin: linkedin as ConnectorManifest,
  'youtube-tv': youtubeTv as ConnectorManifest,
  'call-rail': callRail as ConnectorManifest,
  'site-impact': siteImpact as ConnectorManifest,
};

/** The registry's manifests in catalogue order. */
export const CONNECTOR_LIST: readonly ConnectorManifest[] = Object.values(CONNECTORS);
