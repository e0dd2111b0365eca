import type { FastifyInstance } from 'fastify';

/** Path of the connection indicator's ping. */
export const PING_PATH = '/api/ping';

/**
 * `GET /api/ping`: an empty 204, public and free of database work, so its round trip is the network's and the
 * server's own latency alone (000 §4 connection indicator). `/api/health` stays the database probe. Never cached.
 */
export function registerPingRoute(app: FastifyInstance): void {
  app.get(PING_PATH, { config: { public: true } }, async (_request, reply) =>
    reply.status(204).header('cache-control', 'no-store').send(),
  );
}
