/**
 * The GraphQL error formatter (mercurius' `errorFormatter`): every failure of `/graph` leaves as GraphQL errors
 * whose `message` is safe to show and whose `extensions` carry the HTTP `status` (and, for our own errors, the
 * catalogue key as `code` and the error's details). The response's HTTP status is the first error's, unless the
 * operation still produced data (GraphQL's partial answer, 200).
 */
import { GraphQLError, type ExecutionResult } from 'graphql';
import { messageText, type MessageKey } from '../../domain/messages';
import { isDatabaseUnavailable, unavailableKey } from './database-health';
import { isAppError, type AppError } from './errors';

/** `extensions.code` of GraphQL's own syntax and validation errors (their messages come from graphql-js). */
export const GRAPHQL_INVALID = 'GRAPHQL_VALIDATION_FAILED';

/** Where internal failures are logged: the request's logger, else the app's (mercurius' context has both). */
export interface ErrorLogContext {
  reply?: { log: ErrorLog } | null;
  app?: { log: ErrorLog };
}

interface ErrorLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What mercurius expects back: the HTTP status and the GraphQL response. */
export interface FormattedGraphqlErrors {
  statusCode: number;
  response: ExecutionResult;
}

/**
 * Fastify refuses these bodies before mercurius' handler runs (its content-type parser); mercurius' error handler
 * passes them here, where they become the same answers as on REST.
 */
const BODY_ERRORS = new Map<string, { status: number; key: MessageKey }>([
  ['FST_ERR_CTP_EMPTY_JSON_BODY', { status: 400, key: 'emptyJson' }],
  ['FST_ERR_CTP_INVALID_JSON_BODY', { status: 400, key: 'malformedJson' }],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', { status: 400, key: 'contentLengthMismatch' }],
  ['FST_ERR_CTP_BODY_TOO_LARGE', { status: 413, key: 'bodyTooLarge' }],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', { status: 415, key: 'unsupportedMediaType' }],
]);

/** A thrown value as far as the formatter looks at it. */
interface Thrown {
  message?: unknown;
  code?: unknown;
  statusCode?: unknown;
  errors?: unknown;
  extensions?: unknown;
  extra?: unknown;
}

/** One error as the client sees it, with its HTTP status. */
interface Shown {
  error: GraphQLError;
  status: number;
}

/**
 * Formats the errors of one GraphQL request. An AppError shows its text with `{ status, code: <key>, ...details }`;
 * a body Fastify refused, GraphQL's syntax and validation errors and other client mistakes (any error carrying a
 * 4xx `statusCode`) show their message with their status; anything else is logged once at error level and shows
 * only 'Internal server error' (500).
 */
export function formatGraphqlErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[] },
  context: ErrorLogContext,
): FormattedGraphqlErrors {
  const shown = execution.errors.flatMap((error) => show(error, context));
  const statusCode = execution.data ? 200 : (shown[0]?.status ?? 500);
  return { statusCode, response: { data: execution.data ?? null, errors: shown.map((s) => s.error) } };
}

function show(error: GraphQLError, context: ErrorLogContext): Shown[] {
  const original = error.originalError as (Error & Thrown) | undefined;
  // GraphQL's own request errors (e.g. a required variable not given) have no original error: the client's.
  if (!original) return [invalid(error, 400)];
  if (isAppError(original)) return [ours(error, original)];
  const body = typeof original.code === 'string' ? BODY_ERRORS.get(original.code) : undefined;
  if (body) return [client(error, messageText(body.key), body.status, { code: body.key })];
  const status = clientStatus(original.statusCode);
  // mercurius wraps syntax, validation, variable, limit and method errors: one wrapper holding the errors.
  if (Array.isArray(original.errors))
    return (original.errors as unknown[]).map((inner) => wrapped(inner, error, status ?? 400));
  if (status !== null) return [client(error, String(original.message), status, extrasOf(original))];
  if (isDatabaseUnavailable(original)) {
    // An outage, not our bug: a warning without a stack, and the 503 every transport answers with.
    (context.reply?.log ?? context.app?.log)?.warn({ database: String(original.message) }, 'database unavailable');
    const key = unavailableKey(original);
    return [client(error, messageText(key), 503, { code: key })];
  }
  (context.reply?.log ?? context.app?.log)?.error({ err: original, path: error.path }, 'graphql request failed');
  return [client(error, messageText('internalError'), 500, { code: 'internalError' })];
}

/** One error of mercurius' wrapper: ours (a limit rule's AppError) or GraphQL's, with the wrapper's status. */
function wrapped(inner: unknown, outer: GraphQLError, status: number): Shown {
  if (!(inner instanceof GraphQLError))
    return client(outer, String((inner as Thrown).message), status, { code: GRAPHQL_INVALID });
  return isAppError(inner.originalError) ? ours(inner, inner.originalError) : invalid(inner, status);
}

/** An AppError: its text, its status, its key as `code` and its details. */
function ours(error: GraphQLError, original: AppError): Shown {
  return client(error, original.message, original.status, { ...original.details, code: original.key });
}

/** A GraphQL syntax or validation error with graphql-js' message. */
function invalid(error: GraphQLError, status: number): Shown {
  return client(error, error.message, status, { code: error.extensions.code ?? GRAPHQL_INVALID });
}

/** A 4xx status carried by a thrown value (mercurius' and Fastify's own client errors), or null. */
function clientStatus(statusCode: unknown): number | null {
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : null;
}

/** The extra fields an ErrorWithProps carries for the client. */
function extrasOf(original: Thrown): Record<string, unknown> {
  const extensions = typeof original.extensions === 'object' ? original.extensions : undefined;
  const extra = typeof original.extra === 'object' ? original.extra : undefined;
  return { ...extensions, ...extra };
}

/** The error as sent: its message, where it happened, and `extensions` with the status last so nothing hides it. */
function client(error: GraphQLError, message: string, status: number, extensions: Record<string, unknown>): Shown {
  return {
    status,
    error: new GraphQLError(message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { ...extensions, status },
    }),
  };
}
