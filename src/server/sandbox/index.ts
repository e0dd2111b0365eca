/**
 * The local sandbox of every source (issue 26), mounted under `/sandbox` when CONNECTOR_SANDBOX is on (the default
 * outside production): the OAuth 2.0 authorization servers of the OAuth providers (consent page, authorization code
 * with PKCE, token, refresh, revoke, userinfo) and each source's API shapes with deterministic data. It stands in for
 * the vendors this machine cannot reach; the portal talks to it over HTTP exactly as it would to them
 * (areas/connectors/endpoints.ts), so nothing outside a source's adapter knows it is a sandbox. Its routes are public
 * (an outside server has its own auth: bearer tokens and keys of the sandbox's grant book).
 */
import type { FastifyInstance } from 'fastify';
import { facebookSandbox } from '../../../connectors/facebook/server/sandbox';
import { linkedinSandbox } from '../../../connectors/linkedin/server/sandbox';
import type { ServiceContext } from '../kernel/context';
import type { SandboxTokenBook } from './tokens';

/** What a sandbox part registers with: its own scope under the prefix, the grant book, the clock. */
export interface SandboxParts {
  tokens: SandboxTokenBook;
  now: () => number;
}

/** One part of the sandbox: registers its routes on `app` (paths start with SANDBOX_PREFIX). */
export type SandboxPart = (app: FastifyInstance, parts: SandboxParts) => void;

/** The parts, one line each: the authorization servers, then each source's API. */
const PARTS: SandboxPart[] = [facebookSandbox, linkedinSandbox];

/** Mounts the sandbox when the context has one (CONNECTOR_SANDBOX). */
export function registerSandbox(app: FastifyInstance, ctx: ServiceContext): void {
  const tokens = ctx.connectors.sandbox;
  if (!tokens) return;
  for (const part of PARTS) part(app, { tokens, now: ctx.now });
}
