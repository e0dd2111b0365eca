/**
 * What the sandbox's source APIs share (issue 26; moved here from areas/connectors/google-ads/sandbox-kit.ts in
 * session 2): the bearer check a vendor API makes, the Google sources' route scaffolding (ads, ad manager, YouTube TV:
 * a public GET behind a live Google grant holding the source's scope), paging and search, the daily-figures answer
 * over `sandboxDay`, flights relative to the sandbox's clock and names that never repeat within a listing.
 * Outside-server shapes: errors are `{ error, error_description }` as an OAuth-protected API answers them, never the
 * portal's catalogue.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import type { CredentialProvider } from '../../domain/connectors';
import type { Prng } from '../db/demo/prng';
import { sandboxDay, type SandboxDay } from './figures';
import type { SandboxTokenBook, StoredSandboxGrant } from './tokens';

/** The bearer token of a request (`Authorization: Bearer …`), or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * The live grant of `provider` holding `scope` behind a request's token (its bearer token unless `token` is given),
 * or null once `refuse` has answered: 401 for a missing, forged, expired, revoked or other provider's token, 403 for
 * a grant without the scope. Each source answers the refusal in its vendor's error shape.
 */
export async function sandboxGrant(
  tokens: SandboxTokenBook,
  request: FastifyRequest,
  want: { provider: CredentialProvider; scope: string; token?: string },
  refuse: (status: 401 | 403) => unknown,
): Promise<StoredSandboxGrant | null> {
  const grant = await tokens.verify(want.token ?? bearerToken(request));
  if (!grant || grant.provider !== want.provider) {
    await refuse(401);
    return null;
  }
  if (!grant.scopes.includes(want.scope)) {
    await refuse(403);
    return null;
  }
  return grant;
}

/** The Google user a request's bearer token was granted by, or null once the reply (401/403) is sent. */
export async function sandboxSubject(
  tokens: SandboxTokenBook,
  scope: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const grant = await sandboxGrant(tokens, request, { provider: 'google', scope }, (status) =>
    status === 401
      ? reply
          .code(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ error: 'invalid_token', error_description: 'The access token is missing, expired or revoked.' })
      : reply
          .code(403)
          .send({ error: 'insufficient_scope', error_description: `The grant does not hold the scope ${scope}.` }),
  );
  return grant?.subject ?? null;
}

/** Google's API errors (`{ error: { code, status, message } }`) for a refused token: analytics, search console. */
export function googleApiRefusal(reply: FastifyReply): (status: 401 | 403) => FastifyReply {
  return (status) =>
    status === 401
      ? reply.status(401).send({ error: { code: 401, status: 'UNAUTHENTICATED', message: 'invalid_token' } })
      : reply.status(403).send({ error: { code: 403, status: 'PERMISSION_DENIED', message: 'insufficient_scope' } });
}

/** The live Google grant holding `scope` behind a request's bearer token, or null once Google's API error is sent. */
export function googleApiGrant(
  tokens: SandboxTokenBook,
  scope: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StoredSandboxGrant | null> {
  return sandboxGrant(tokens, request, { provider: 'google', scope }, googleApiRefusal(reply));
}

/** A request as a Google source's sandbox route sees it. */
type Request<Q, P> = FastifyRequest<{ Querystring: Q; Params: P }>;

/**
 * A Google source's sandbox routes under `root`: each `get(path, handler)` is a public GET that answers 401/403
 * itself unless the bearer token is a live Google grant holding `scope`, then calls the handler with its user.
 */
export function sandboxGoogleApi(app: FastifyInstance, tokens: SandboxTokenBook, root: string, scope: string) {
  return {
    get<Q = Record<string, string | undefined>, P = Record<string, string>>(
      path: string,
      handler: (subject: string, request: Request<Q, P>, reply: FastifyReply) => Promise<unknown> | unknown,
    ): void {
      app.get<{ Querystring: Q; Params: P }>(`${root}${path}`, { config: { public: true } }, async (request, reply) => {
        const subject = await sandboxSubject(tokens, scope, request, reply);
        if (subject === null) return reply;
        const answer = await handler(subject, request, reply);
        return answer ?? reply;
      });
    },
  };
}

/** A list query: search text and a window. */
export interface SandboxListQuery {
  search?: string;
  limit?: string;
  offset?: string;
}

/** A page's window from `limit` and `offset` query values (limit 1..1000, default 100). */
export function sandboxWindow(query: SandboxListQuery): { limit: number; offset: number } {
  const limit = Number.parseInt(query.limit ?? '', 10);
  const offset = Number.parseInt(query.offset ?? '', 10);
  return {
    limit: Number.isFinite(limit) && limit > 0 ? Math.min(limit, 1000) : 100,
    offset: Number.isFinite(offset) && offset > 0 ? offset : 0,
  };
}

/** Whether `name` or `id` matches a search (part of the name, any case, or the id's start). */
export function sandboxMatches(search: string | undefined, name: string, id: string): boolean {
  const text = (search ?? '').trim().toLowerCase();
  if (!text) return true;
  return name.toLowerCase().includes(text) || id.startsWith(text.replaceAll('-', ''));
}

/** The items matching the query's search (by `name` and `id`), windowed: one page and the total found. */
export function sandboxPage<T extends { id: string }>(
  items: T[],
  query: SandboxListQuery,
  name: (item: T) => string,
): { page: T[]; total: number } {
  const found = items.filter((item) => sandboxMatches(query.search, name(item), item.id));
  const { limit, offset } = sandboxWindow(query);
  return { page: found.slice(offset, offset + limit), total: found.length };
}

/**
 * The daily figures of one object for `start`..`end` within its flight (an open flight: up to `end`), or null once
 * a 400 is sent (bad dates, or a range over 400 days).
 */
export async function sandboxDaily(
  reply: FastifyReply,
  query: { start?: string; end?: string },
  object: { key: string; campaignType: string; startDate: string; endDate: string | null },
): Promise<{ days: SandboxDay[] } | null> {
  const start = DateTime.fromISO(query.start ?? '', { zone: 'utc' });
  const end = DateTime.fromISO(query.end ?? '', { zone: 'utc' });
  if (!start.isValid || !end.isValid || end < start || end.diff(start, 'days').days > 400) {
    await reply.code(400).send({
      error: 'invalid_argument',
      error_description: 'start and end are dates (yyyy-MM-dd), at most 400 days.',
    });
    return null;
  }
  const days: SandboxDay[] = [];
  for (let day = start; day <= end; day = day.plus({ days: 1 })) {
    const iso = day.toISODate()!;
    if (iso >= object.startDate && (object.endDate === null || iso <= object.endDate))
      days.push(sandboxDay(object.key, object.campaignType, iso));
  }
  return { days };
}

/** `days` days from the UTC day of `now` (negative: before), yyyy-MM-dd. */
export function sandboxDate(now: number, days: number): string {
  return DateTime.fromMillis(now, { zone: 'utc' }).startOf('day').plus({ days }).toISODate()!;
}

/** A sandbox error body when an object does not exist for the grant's user. */
export async function sandboxNotFound(reply: FastifyReply, what: string): Promise<void> {
  await reply.code(404).send({ error: 'not_found', error_description: `${what} does not exist for this user.` });
}

/** A flight relative to the sandbox's clock: `start`, `end` (null: runs on), and where today is in it. */
export interface SandboxFlight {
  start: string;
  end: string | null;
  state: 'ended' | 'live' | 'future';
}

/**
 * A deterministic flight around the UTC day of `now`, drawn from `rng` (always the same draws, whatever `now`): about
 * one in six ended (3 to 60 days ago), one in ten starting within 45 days, the rest live (started 7 to 240 days ago,
 * ending 14 to 200 days ahead, or running on when `open`). The dates move with the clock, so a sandbox user in any
 * year sees live campaigns; figures stay those of `sandboxDay` for each calendar day.
 */
export function sandboxFlight(rng: Prng, now: number): SandboxFlight & { end: string };
export function sandboxFlight(rng: Prng, now: number, options: { open: boolean }): SandboxFlight;
export function sandboxFlight(rng: Prng, now: number, options: { open?: boolean } = {}): SandboxFlight {
  const roll = rng.int(0, 99);
  const a = rng.int(0, 1000);
  const b = rng.int(0, 1000);
  const runsOn = rng.chance(0.3);
  if (roll < 16) {
    const end = -(3 + (a % 58));
    return { start: sandboxDate(now, end - (30 + (b % 171))), end: sandboxDate(now, end), state: 'ended' };
  }
  if (roll < 26) {
    const start = 1 + (a % 45);
    return { start: sandboxDate(now, start), end: sandboxDate(now, start + 30 + (b % 151)), state: 'future' };
  }
  const start = -(7 + (a % 234));
  const end = options.open && runsOn ? null : sandboxDate(now, 14 + (b % 187));
  return { start: sandboxDate(now, start), end, state: 'live' };
}

/**
 * Names that never repeat within one listing: `take(name, ...others)` answers the first of its candidates not yet
 * taken, else the first with the lowest free ordinal (`Name (2)`).
 */
export class SandboxNames {
  readonly #taken = new Set<string>();

  take(name: string, ...others: string[]): string {
    const free = [name, ...others].find((candidate) => !this.#taken.has(candidate));
    let chosen = free;
    for (let n = 2; chosen === undefined; n += 1) if (!this.#taken.has(`${name} (${n})`)) chosen = `${name} (${n})`;
    this.#taken.add(chosen);
    return chosen;
  }
}

/** `count` distinct items of `items` in a seeded order (all of them when count is larger). */
export function sandboxDraw<T>(rng: Prng, items: readonly T[], count: number): T[] {
  const left = [...items];
  const drawn: T[] = [];
  while (drawn.length < count && left.length > 0) drawn.push(left.splice(rng.int(0, left.length - 1), 1)[0]!);
  return drawn;
}
