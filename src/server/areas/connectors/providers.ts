/**
 * The server half of the connector registry (issue 26): each source's adapter behind the provider interface, by id.
 * Adding a source is its folder (connectors/<id>/server/provider.ts) and one line here.
 */
import { FacebookProvider } from '../../../../connectors/facebook/server/provider';
import { LinkedInProvider } from '../../../../connectors/linkedin/server/provider';
import type { ConnectorId } from '../../../domain/connectors';
import type { ConnectorEndpoints } from './endpoints';
import type { SourceProvider } from './provider';
import { CallRailProvider } from '../../../../connectors/call-rail/server/provider';
import { EmailImpactProvider } from '../../../../connectors/email-impact/server/provider';
import { SiteImpactProvider } from '../../../../connectors/site-impact/server/provider';
import { AnalyticsProvider } from '../../../../connectors/analytics/server/provider';
import { SearchConsoleProvider } from '../../../../connectors/search-console/server/provider';
import { AdsProvider } from '../../../../connectors/ads/server/provider';
import { AdManagerProvider } from '../../../../connectors/ad-manager/server/provider';
import { YoutubeTvProvider } from '../../../../connectors/youtube-tv/server/provider';

/** Builds a source's adapter for the API root the endpoints give it. */
export type ProviderFactory = (apiRoot: () => string) => SourceProvider;

const FACTORIES: Partial<Record<ConnectorId, ProviderFactory>> = {
  'call-rail': (apiRoot) => new CallRailProvider(apiRoot),
  'email-impact': (apiRoot) => new EmailImpactProvider(apiRoot),
  'site-impact': (apiRoot) => new SiteImpactProvider(apiRoot),
  analytics: (apiRoot) => new AnalyticsProvider(apiRoot),
  'search-console': (apiRoot) => new SearchConsoleProvider(apiRoot),
  ads: (apiRoot) => new AdsProvider(apiRoot),
  'ad-manager': (apiRoot) => new AdManagerProvider(apiRoot),
  'youtube-tv': (apiRoot) => new YoutubeTvProvider(apiRoot),
  facebook: (apiRoot) => new FacebookProvider(apiRoot),
  linkedin: (apiRoot) => new LinkedInProvider(apiRoot),
};

/** The adapter of a source, calling its API root (the vendor's or the sandbox's). */
export function providerFor(id: ConnectorId, endpoints: ConnectorEndpoints): SourceProvider {
  const factory = FACTORIES[id];
  if (!factory) throw new Error(`no provider registered for connector ${id}`);
  return factory(() => endpoints.apiRoot(id));
}

/** Ids with an adapter (the contract test checks every registry entry has one). */
export function registeredProviders(): ConnectorId[] {
  return Object.keys(FACTORIES) as ConnectorId[];
}
