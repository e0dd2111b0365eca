/**
 * The route template every area copies: routes registered through `typedRoutes(app)` declare their JSON Schema
 * once (with the kernel's `S` builders, which keep literal types), and the handler's `params`, `query` and `body`
 * types are derived from that schema by the json-schema-to-ts type provider. Nothing is retyped beside the schema;
 * `config` carries what the guard checks first (`public`, `rights`) and the missing-field message key.
 *
 * ```ts
 * const routes = typedRoutes(app);
 * routes.get('/api/thing/:id', { config: { rights: AREA_RIGHTS.systemAdmin }, schema: { params: S.object({ id: S.id() }, ['id']) } },
 *   async (request) => things.read(callerOf(request).user, request.params.id)); // id: number
 * ```
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';

/** The app as an area registers its routes on it: handler input types come from each route's schema. */
export type TypedRoutes = ReturnType<typeof typedRoutes>;

/** The same app, typed by the route schemas (no runtime change: validation stays Fastify's ajv). */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<JsonSchemaToTsProvider>();
}
