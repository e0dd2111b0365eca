/**
 * The server half of the connector registry (issue 26): each source's adapter behind the provider interface, by id.
 * Adding a source is its folder (connectors/<id>/server/provider.ts) and one line here.
 */
import { FacebookProvider } from '../../../../connectors/facebook/server/provider';
import { LinkedInProvider } from '../../../../connectors/linkedin/server/provider';
import type { ConnectorId } from '../../../domain/connectors';
import type { ConnectorEndpoints } from './endpoints';
import type { SourceProvider } from './provider';

/** Builds a source's adapter for the API root the endpoints give it. */
export type ProviderFactory = (apiRoot: () => string) => SourceProvider;

const FACTORIES: Partial<Record<ConnectorId, ProviderFactory>> = {
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
