/**
 * The batch call's rules (issue 29): each part runs through the app as its own request (`app.inject`), with the
 * batch's token, session header and cache wishes, so it meets the very guard, validation, tenancy, messages and
 * response-cache keys of the separate call. A part answers what that call would have, its failure included, and
 * never fails the others. The guard refuses a part whose route is not `batchable` (kernel/batch-part.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_BATCH_CALLS, type BatchCall } from '../../../domain/batch';
import { MESSAGES } from '../../../domain/messages';
import { SESSION_HEADER } from '../../../domain/session-header';
import { BATCH_PART_HEADER } from '../../kernel/batch-part';
import { AppError } from '../../kernel/errors';

/** The batch's headers every part carries as its own: the caller's token and session, cache wishes, the client. */
const PASSED_HEADERS = ['ahauth', SESSION_HEADER, 'cache-control', 'user-agent', 'accept-language'] as const;

/** One part's result with its body still as the JSON text the route sent (spliced, never parsed again). */
interface PartResult {
  id: string;
  status: number;
  json: string;
}

/**
 * Runs the parts side by side and answers the batch's JSON text, `{ "results": [{ id, status, body }] }` in the
 * parts' order; 400 past MAX_BATCH_CALLS. Each JSON answer is spliced in as the route serialised it.
 */
export async function runBatch(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: readonly BatchCall[],
): Promise<string> {
  if (calls.length > MAX_BATCH_CALLS)
    throw new AppError(400, 'batchTooManyCalls', { params: { max: MAX_BATCH_CALLS, count: calls.length } });
  const headers: Record<string, string> = { [BATCH_PART_HEADER]: '1' };
  for (const name of PASSED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const results = await Promise.all(calls.map((call) => runPart(app, request, headers, call)));
  const parts = results.map(({ id, status, json }) => `{"id":${JSON.stringify(id)},"status":${status},"body":${json}}`);
  return `{"results":[${parts.join(',')}]}`;
}

async function runPart(
  app: FastifyInstance,
  request: FastifyRequest,
  headers: Readonly<Record<string, string>>,
  call: BatchCall,
): Promise<PartResult> {
  // Only a path of this server: an absolute address or a protocol-relative one is no call of ours.
  if (!call.url.startsWith('/') || call.url.startsWith('//'))
    return { id: call.id, status: 400, json: JSON.stringify({ error: MESSAGES.batchCallNotBatchable }) };
  const withBody = call.method === 'POST' && call.body !== undefined;
  try {
    const response = await app.inject({
      method: call.method,
      url: call.url,
      headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(withBody ? { payload: JSON.stringify(call.body) } : {}),
      remoteAddress: request.ip,
    });
    const isJson = /^application\/json\b/.test(String(response.headers['content-type'] ?? ''));
    return { id: call.id, status: response.statusCode, json: jsonOf(response.payload, isJson) };
  } catch (error) {
    // inject itself failed (not the route, whose failures are answers): this part is ours to fail alone.
    request.log.error({ err: error }, 'batch part failed');
    return { id: call.id, status: 500, json: JSON.stringify({ error: MESSAGES.internalError }) };
  }
}

/**
 * A part's body as JSON text, as the client reads a separate answer: a JSON answer as sent, other text that parses
 * as JSON as such, any other text as a string, an empty answer as null.
 */
function jsonOf(payload: string, isJson: boolean): string {
  if (payload === '') return 'null';
  if (isJson) return payload;
  try {
    JSON.parse(payload);
    return payload;
  } catch {
    return JSON.stringify(payload);
  }
}
