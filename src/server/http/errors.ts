import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../kernel/database-health';
import { replyDatabaseUnavailable } from '../kernel/database-outage';
import { AppError } from '../kernel/errors';

/** An error whose message is safe to show the client, with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content length does not match the body',
};

/**
 * Every failure leaves as `{ "error": "…" }`: a client's mistake with a 4xx and a clear message, our own
 * failure as a 500 whose details go to the log only. Oversized bodies count as bad requests (400).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) return replyDatabaseUnavailable(reply, error);
    if (error instanceof AppError) return reply.status(error.status).send({ error: error.message, ...error.details });
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.extra });
    }
    if (error.validation) {
      const missing = request.routeOptions.config?.missingMessage;
      const first = error.validation[0];
      if (missing && first?.keyword === 'required') return reply.status(400).send({ error: missing });
      return reply.status(400).send({ error: validationMessage(error) });
    }
    const known = error.code ? CLIENT_MESSAGES[error.code] : undefined;
    if (known) return reply.status(error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 415 : 400).send({ error: known });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send({ error: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Internal server error' });
  });
}

function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'Invalid request';
  const where = error.validationContext ?? 'request';
  const field = first.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : '';
  if (first.keyword === 'required') return `Missing field '${String(first.params.missingProperty)}' in ${where}`;
  return `Invalid ${where}${field ? ` field '${field}'` : ''}: ${first.message ?? 'invalid value'}`;
}
