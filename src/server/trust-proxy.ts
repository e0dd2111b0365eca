import { isIP } from 'node:net';

/** Trusts a forwarded address by its hop: 0 is the peer that connected, 1 the address it forwarded, and so on. */
export type TrustHop = (address: string, hop: number) => boolean;

/**
 * Which proxies may tell us the client's address through `X-Forwarded-For`, in the form Fastify's `trustProxy`
 * takes: none (`false`), the nearest N hops (a function, since Fastify 5 reads a bare number as "trust none"),
 * or the proxies at these addresses, CIDR ranges or proxy-addr's named ranges.
 */
export type TrustProxy = false | string[] | TrustHop;

/** Trusts the nearest `hops` proxies, whatever their addresses: the client is the address the last one saw. */
export function trustHops(hops: number): TrustHop {
  return (_address, hop) => hop < hops;
}

/** proxy-addr's names for well-known ranges, accepted as entries of the list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads `TRUST_PROXY`. Unset, empty, `false`, `off` or `0` trust no proxy (the client's own address counts);
 * a positive integer trusts that many hops (only safe when nothing reaches the server but through them); a
 * comma-separated list trusts those proxies. `true` is refused:
 * it would let any client choose its address and so escape every per-address limit.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  const lower = text.toLowerCase();
  if (lower === '' || lower === 'false' || lower === 'off' || lower === '0') return false;
  if (lower === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address through X-Forwarded-For; give the number of ' +
        'proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)',
    );
  }
  if (/^\d+$/.test(text)) return trustHops(Number(text));
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyEntry(entry));
  if (invalid.length > 0) {
    const named = invalid.map((entry) => `"${entry}"`).join(', ');
    throw new Error(
      'TRUST_PROXY must be off, a hop count or a comma-separated list of addresses or CIDR ranges ' +
        `(not understood: ${named})`,
    );
  }
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
