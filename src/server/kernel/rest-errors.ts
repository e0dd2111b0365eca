/**
 * The one REST error handler: every failure leaves as `{ "error": "<catalogue text>" }` with a fitting status. An
 * AppError carries its own; a database that cannot be reached is 503; a schema violation is 400 naming the field; a body the server cannot read is 400, 413 or
 * 415; anything else is our failure: a 500 whose details go to the log only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, messageText, type MessageKey } from '../../domain/messages';
import { isDatabaseUnavailable } from './database-health';
import { replyDatabaseUnavailable } from './database-outage';
import { AppError } from './errors';

/** Fastify's own errors about a request's body, with the status and text a client gets. */
const BODY_ERRORS: Readonly<Record<string, readonly [number, MessageKey]>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'emptyJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'bodyTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'contentLengthMismatch'],
};

/** The status and text of a body error Fastify raised, or null when it is not one. */
export function bodyErrorOf(error: { code?: unknown }): AppError | null {
  const known =
    typeof error.code === 'string' && Object.hasOwn(BODY_ERRORS, error.code) ? BODY_ERRORS[error.code] : null;
  return known ? new AppError(known[0], known[1]) : null;
}

/** Installs the handler on the app (and so on every plugin that does not set its own). */
export function installRestErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isDatabaseUnavailable(error)) return replyDatabaseUnavailable(reply, error);
  if (error instanceof AppError) return reply.status(error.status).send({ error: error.message, ...error.details });
  if (error.validation) return reply.status(400).send({ error: validationMessage(error, request) });
  const body = bodyErrorOf(error);
  if (body) return reply.status(body.status).send({ error: body.message });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.status(status).send({ error: MESSAGES.invalidRequest });
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error: MESSAGES.internalError });
}

/** The first schema violation in words: the route's own message for a missing field, else one naming the field. */
function validationMessage(error: FastifyError, request: FastifyRequest): string {
  const first = error.validation?.[0];
  if (!first) return MESSAGES.invalidRequest;
  const missing = request.routeOptions.config?.missingMessage;
  if (missing && first.keyword === 'required') return MESSAGES[missing];
  const where = error.validationContext ?? 'request';
  const field = first.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : '';
  if (first.keyword === 'required')
    return messageText('missingField', { field: String(first.params.missingProperty), where });
  const reason = first.message ?? 'invalid value';
  return field ? messageText('invalidField', { where, field, reason }) : messageText('invalidValue', { where, reason });
}
