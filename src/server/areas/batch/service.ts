/**
 * The batch call's rules (issue 29): each part runs through the app as its own request (`app.inject`), with the
 * batch's token, session header and cache wishes, so it meets the very guard, validation, tenancy, messages and
 * response-cache keys of the separate call. A part answers what that call would have, its failure included, and
 * never fails the others. The guard refuses a part whose route is not `batchable` (kernel/batch-part.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_BATCH_CALLS, type BatchCall, type BatchResult } from '../../../domain/batch';
import { MESSAGES } from '../../../domain/messages';
import { SESSION_HEADER } from '../../../domain/session-header';
import { BATCH_PART_HEADER } from '../../kernel/batch-part';
import { AppError } from '../../kernel/errors';

/** The batch's headers every part carries as its own: the caller's token and session, cache wishes, the client. */
const PASSED_HEADERS = ['ahauth', SESSION_HEADER, 'cache-control', 'user-agent', 'accept-language'] as const;

/** Runs the parts side by side and answers their results in the parts' order; 400 past MAX_BATCH_CALLS. */
export async function runBatch(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: readonly BatchCall[],
): Promise<BatchResult[]> {
  if (calls.length > MAX_BATCH_CALLS)
    throw new AppError(400, 'batchTooManyCalls', { params: { max: MAX_BATCH_CALLS, count: calls.length } });
  const headers: Record<string, string> = { [BATCH_PART_HEADER]: '1' };
  for (const name of PASSED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return Promise.all(calls.map((call) => runPart(app, request, headers, call)));
}

async function runPart(
  app: FastifyInstance,
  request: FastifyRequest,
  headers: Readonly<Record<string, string>>,
  call: BatchCall,
): Promise<BatchResult> {
  // Only a path of this server: an absolute address or a protocol-relative one is no call of ours.
  if (!call.url.startsWith('/') || call.url.startsWith('//'))
    return { id: call.id, status: 400, body: { error: MESSAGES.batchCallNotBatchable } };
  const withBody = call.method === 'POST' && call.body !== undefined;
  try {
    const response = await app.inject({
      method: call.method,
      url: call.url,
      headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(withBody ? { payload: JSON.stringify(call.body) } : {}),
      remoteAddress: request.ip,
    });
    return { id: call.id, status: response.statusCode, body: bodyOf(response.payload) };
  } catch (error) {
    // inject itself failed (not the route, whose failures are answers): this part is ours to fail alone.
    request.log.error({ err: error }, 'batch part failed');
    return { id: call.id, status: 500, body: { error: MESSAGES.internalError } };
  }
}

/** A part's body as the client reads a separate answer: JSON when it parses, the text otherwise, null when empty. */
function bodyOf(payload: string): unknown {
  if (payload === '') return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}
