import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import { callerFromToken } from '../auth/guard';
import { bearer } from '../auth/tokens';
import { formatGraphqlErrors } from '../kernel/graphql-errors';
import { refuseViewAsMutations } from '../kernel/guard';
import type { AppContext } from '../context';
import type { GraphContext } from './context';
import { introspectionGuard } from './introspection';
import { OPERATION_LIMITS, operationLimitRules } from './limits';
import { resolvers } from './resolvers';

const SCHEMA_DIR = path.resolve(import.meta.dirname, '../../../schemas/graphql');

/** The schema files of `schemas/graphql`, the same ones codegen reads. */
export function loadSchema(): string {
  return fs
    .readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'))
    .join('\n');
}

/**
 * GraphQL at `/graph`, authenticated by `Authorization: Bearer <access>`. Registered in a scope of its own so that
 * only JSON (and mercurius' application/graphql) bodies are read: a text/plain body is refused with 415 like any
 * other content type GraphQL does not speak. Every operation is held to OPERATION_LIMITS (depth, aliases), and
 * anonymous callers may not introspect in production.
 */
export async function registerGraphql(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('text/plain');
    await scope.register(mercurius, {
      schema: loadSchema(),
      // Codegen's resolver types are stricter than mercurius' IResolvers signature; the shapes are the same.
      resolvers: resolvers as never,
      path: '/graph',
      graphiql: false,
      // Never throws: mercurius' error handler builds the context again, and a second failure would leave the answer
      // to the REST handler instead of the GraphQL formatter. A failed look-up is thrown where a caller is needed.
      context: async (request): Promise<GraphContext> => {
        try {
          const caller = await callerFromToken(ctx, bearer(request.headers.authorization));
          return { services: ctx, caller, callerFailure: null };
        } catch (error) {
          return { services: ctx, caller: null, callerFailure: error };
        }
      },
      errorFormatter: formatGraphqlErrors,
      validationRules: operationLimitRules(OPERATION_LIMITS),
    });
    scope.graphql.addHook<GraphContext>('preExecution', introspectionGuard(ctx.config.production));
    scope.graphql.addHook<GraphContext>('preExecution', refuseViewAsMutations);
  });
}
