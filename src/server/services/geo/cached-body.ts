/**
 * JSON bodies prepared once for many answers: serialised, gzipped and hashed when built, so serving one costs a
 * header comparison. Compression is ours rather than a plugin's: the gzip is made once per body (level 9) instead
 * of once per response.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialised answer with its gzip and entity tags. */
export interface PreparedBody {
  json: Buffer;
  gzip: Buffer;
  /** Strong tag of the JSON bytes, `"<sha1 base64url>"`. */
  etag: string;
  /** Tag of the gzip representation, `"<sha1 base64url>-gzip"` (a representation of its own). */
  gzipEtag: string;
}

/** Reference shapes: the same for everyone signed in, kept an hour by the browser. */
export const CACHE_REFERENCE = 'private, max-age=3600';
/** Per-advertiser answers: stored, but revalidated (If-None-Match) on every use. */
export const CACHE_REVALIDATE = 'private, no-cache';

/** Serialises, hashes and gzips a value once. */
export function prepareBody(value: unknown): PreparedBody {
  const json = Buffer.from(JSON.stringify(value), 'utf8');
  const hash = createHash('sha1').update(json).digest('base64url');
  return { json, gzip: gzipSync(json, { level: 9 }), etag: `"${hash}"`, gzipEtag: `"${hash}-gzip"` };
}

/** Whether `accept-encoding` allows gzip (a `q=0` refuses it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Whether `if-none-match` names either representation of the body (weak comparison, `*` matches). */
export function matchesIfNoneMatch(header: string | undefined, body: PreparedBody): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === body.etag || tag === body.gzipEtag;
  });
}

/** Sends a prepared body: 304 when the client holds it, else the gzip or the JSON, with tag and cache policy. */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  cacheControl: string,
): FastifyReply {
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  void reply
    .header('cache-control', cacheControl)
    .header('vary', 'Accept-Encoding')
    .header('etag', gzip ? body.gzipEtag : body.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], body)) return reply.status(304).send();
  void reply.type('application/json; charset=utf-8');
  if (gzip) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
