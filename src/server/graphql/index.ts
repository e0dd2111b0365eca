import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import { callerFromToken } from '../auth/guard';
import { bearer } from '../auth/tokens';
import { graphqlDatabaseUnavailable } from '../kernel/database-outage';
import { AppError } from '../kernel/errors';
import type { AppContext } from '../context';
import type { GraphContext } from './context';
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

/** GraphQL at `/graph`, authenticated by `Authorization: Bearer <access>`. */
export async function registerGraphql(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(mercurius, {
    schema: loadSchema(),
    // Codegen's resolver types are stricter than mercurius' IResolvers signature; the shapes are the same.
    resolvers: resolvers as never,
    path: '/graph',
    graphiql: false,
    context: async (request): Promise<GraphContext> => ({
      services: ctx,
      caller: await callerFromToken(ctx, bearer(request.headers.authorization)),
    }),
    errorFormatter: (execution, context) => {
      const unavailable = graphqlDatabaseUnavailable(execution.errors, app.log);
      if (unavailable) return unavailable;
      // Errors raised on purpose (ErrorWithProps) and GraphQL's own syntax and validation errors keep their
      // message; anything else is an internal failure, logged and shown without details.
      const hide = execution.errors?.some((error) => isInternal(error.originalError));
      if (!hide) return mercurius.defaultErrorFormatter(execution, context);
      const errors = execution.errors?.map((error) => {
        const original = error.originalError;
        if (!isInternal(original)) return error;
        app.log.error({ err: original }, 'graphql resolver failed');
        return new GraphQLError('Internal server error', { path: error.path, nodes: error.nodes });
      });
      return mercurius.defaultErrorFormatter({ ...execution, errors: errors ?? [] }, context);
    },
  });
}

/** Our own deliberate errors and mercurius' validation errors are for the client; anything else is not. */
function isInternal(original: (Error & { code?: unknown; errors?: unknown }) | undefined): boolean {
  if (
    !original ||
    original instanceof AppError ||
    original instanceof mercurius.ErrorWithProps ||
    Array.isArray(original.errors)
  )
    return false;
  return !(typeof original.code === 'string' && original.code.startsWith('MER_ERR'));
}
