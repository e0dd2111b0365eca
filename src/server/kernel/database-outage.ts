/**
 * The answers of every transport while the database cannot be reached: REST and GraphQL say 503 with the
 * catalogue's text and a Retry-After, and `/api/health` reports the database's state. An outage is not our bug:
 * it is logged as a warning, without a stack, and the pool reconnects by itself once the database is back.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { MESSAGES, type MessageKey } from '../../domain/messages';
import type { Db } from '../db/database';
import { databaseProbe, isAbortedRead, unavailableKey, type DatabaseState } from './database-health';

/** Seconds a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * GraphQL's path. A failure while mercurius builds a request's context (reading the caller's session) escapes its
 * error formatter to the REST handler, which answers it in GraphQL's shape all the same.
 */
const GRAPHQL_PATH = '/graph';

/** The answer to a failure `isDatabaseUnavailable` recognised, for the REST error handler. */
export function replyDatabaseUnavailable(reply: FastifyReply, error: unknown): FastifyReply {
  if (isAbortedRead(error)) reply.log.info('request aborted by its client; its reads were dropped');
  else reply.log.warn({ database: summary(error) }, 'database unavailable');
  reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
  const key = unavailableKey(error);
  if (reply.request.routeOptions.url === GRAPHQL_PATH) return reply.send(unavailableExecution(key));
  return reply.send({ error: MESSAGES[key] });
}

function unavailableExecution(key: MessageKey): ExecutionResult {
  return { data: null, errors: [new GraphQLError(MESSAGES[key], { extensions: { status: 503 } })] };
}

/** `/api/health`'s answer: 200 while the database answers, 503 while it does not. */
export interface HealthAnswer {
  status: 'ok' | 'unavailable';
  database: DatabaseState;
  /** The server's clock, epoch milliseconds. */
  time: number;
}

/** The handler of `/api/health`: probes the database (2 s at most) and says what it found. */
export function healthHandler(
  db: Db,
  now: () => number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<HealthAnswer> {
  const probe = databaseProbe(db);
  return async (_request, reply) => {
    const database = await probe();
    if (database === 'down') reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    return { status: database === 'up' ? 'ok' : 'unavailable', database, time: now() };
  };
}

/** The failure in one line for the log: its code and message, no stack. */
function summary(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}
