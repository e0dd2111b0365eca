/**
 * The route table as registered: every method and path with what it declares (public, rights). The rights walk
 * test and docs/decisions.md's rights list read it, so a route cannot be added without being judged.
 */
import type { FastifyInstance } from 'fastify';
import type { RightsRequirement } from '../../domain/rights';

/** One registered route. */
export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
  rights: RightsRequirement | null;
  /** The name of the route's access rule, if it declares one. */
  rule: string | null;
  /** Whether an order guest passes the rights (route config `guestOrder`). */
  guestOrder: boolean;
  /** Whether a batch may carry the route (route config `batchable`, issue 29). */
  batchable: boolean;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording the routes registered on the app from now on (HEAD twins of GET routes are left out). */
export function recordRoutes(app: FastifyInstance): void {
  const entries: RouteEntry[] = [];
  tables.set(app, entries);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const config = route.config ?? {};
      entries.push({
        method,
        url: route.url,
        public: !!config.public,
        rights: config.rights ?? null,
        rule: config.rule?.name ?? null,
        guestOrder: !!config.guestOrder,
        batchable: !!config.batchable,
      });
    }
  });
}

/** The routes recorded for an app, in registration order. */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
