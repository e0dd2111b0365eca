/** The link panel of each source, loaded lazily (one chunk per source) by the connector setup screen. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ConnectorId } from '../src/domain/connectors';
import type { LinkPanelProps } from './link-picker';

type Panel = LazyExoticComponent<ComponentType<LinkPanelProps>>;

const panel = (load: () => Promise<{ LinkPanel: ComponentType<LinkPanelProps> }>): Panel =>
  lazy(() => load().then((m) => ({ default: m.LinkPanel })));

export const LINK_PANELS: Readonly<Record<ConnectorId, Panel>> = {
  analytics: panel(() => import('./analytics/LinkPanel')),
  ads: panel(() => import('./ads/LinkPanel')),
  'ad-manager': panel(() => import('./ad-manager/LinkPanel')),
  'search-console': panel(() => import('./search-console/LinkPanel')),
  facebook: panel(() => import('./facebook/LinkPanel')),
  'email-impact': panel(() => import('./email-impact/LinkPanel')),
  linkedin: panel(() => import('./linkedin/LinkPanel')),
  'youtube-tv': panel(() => import('./youtube-tv/LinkPanel')),
  'call-rail': panel(() => import('./call-rail/LinkPanel')),
  'site-impact': panel(() => import('./site-impact/LinkPanel')),
};

export type { LinkPanelProps };
