/**
 * Writes a stored answer out as it is kept: the JSON bytes, or the compressed form the request accepts (made once
 * and kept beside them), with the headers Fastify gives a JSON answer and `x-cache` saying where it came from.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type StoredBody } from './stored-body';

/** The content type Fastify gives a serialised JSON answer: a stored one says the same. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends `body` as the response (no serialisation, no compression beyond the first time). */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  body: StoredBody,
  hit: boolean,
): Promise<FastifyReply> {
  const encoding = chooseEncoding(request.headers['accept-encoding'], body.json.length);
  const vary = reply.getHeader('vary');
  void reply
    .header('x-cache', hit ? 'hit' : 'miss')
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .type(JSON_TYPE);
  if (!encoding) return reply.send(body.json);
  const bytes = await body.encode(encoding);
  return reply.header('content-encoding', encoding).send(bytes);
}
