/**
 * The local sandbox of every source (issue 26), mounted under `/sandbox` when CONNECTOR_SANDBOX is on (the default
 * outside production): the OAuth 2.0 authorization servers of the OAuth providers (consent page, authorization code
 * with PKCE, token, refresh, revoke, userinfo) and each source's API shapes with deterministic data. It stands in for
 * the vendors this machine cannot reach; the portal talks to it over HTTP exactly as it would to them
 * (areas/connectors/endpoints.ts), so nothing outside a source's adapter knows it is a sandbox. Its routes are public
 * (an outside server has its own auth: bearer tokens and keys of the sandbox's grant book).
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../kernel/context';
import type { SandboxPart } from './types';
import { sandboxOAuth } from './oauth/server';
import { analyticsSandbox } from '../../../connectors/analytics/server/sandbox';
import { searchConsoleSandbox } from '../../../connectors/search-console/server/sandbox';
import { registerAdsSandbox } from '../../../connectors/ads/server/sandbox';
import { registerAdManagerSandbox } from '../../../connectors/ad-manager/server/sandbox';
import { registerYoutubeTvSandbox } from '../../../connectors/youtube-tv/server/sandbox';
import { facebookSandbox } from '../../../connectors/facebook/server/sandbox';
import { linkedinSandbox } from '../../../connectors/linkedin/server/sandbox';
import { callRailSandbox } from '../areas/connectors/call-rail/sandbox';
import { impactSandbox } from '../areas/connectors/impact/sandbox';

/** The parts, one line each: the authorization servers, then each source's API. */
const PARTS: SandboxPart[] = [
  sandboxOAuth, // The authorization servers of Google, Facebook and LinkedIn.
  analyticsSandbox, // Web analytics: accounts, old and GA4 properties, views.
  searchConsoleSandbox, // Search console: sites and search figures.
  registerAdsSandbox, // Ads: account trees and campaigns.
  registerAdManagerSandbox, // Ad server: orders and line items.
  registerYoutubeTvSandbox, // TV streaming: campaigns.
  facebookSandbox, // Social: ad accounts, campaigns, pages.
  linkedinSandbox, // Professional network: ad accounts and campaigns.
  callRailSandbox, // Call tracking: accounts, companies, tracking campaigns.
  impactSandbox, // Site Impact: e-mail and programmatic geo campaigns.
];

/** Mounts the sandbox when the context has one (CONNECTOR_SANDBOX). */
export function registerSandbox(app: FastifyInstance, ctx: ServiceContext): void {
  const tokens = ctx.connectors.sandbox;
  if (!tokens) return;
  for (const part of PARTS) part(app, { tokens, now: ctx.now, endpoints: ctx.connectors.endpoints });
}
