/** What a part of the sandbox (src/server/sandbox/index.ts PARTS) is given; its own file, so parts import no index. */
import type { FastifyInstance } from 'fastify';
import type { ConnectorEndpoints } from '../areas/connectors/endpoints';
import type { SandboxTokenBook } from './tokens';

/** What a sandbox part registers with: its own scope under the prefix, the grant book, the clock. */
export interface SandboxParts {
  tokens: SandboxTokenBook;
  now: () => number;
  /** Where the portal's callbacks are (the authorization servers' registered redirect URIs). */
  endpoints: ConnectorEndpoints;
}

/** One part of the sandbox: registers its routes on `app` (paths start with SANDBOX_PREFIX). */
export type SandboxPart = (app: FastifyInstance, parts: SandboxParts) => void;
