/**
 * What the Google sources' sandbox APIs (ads, ad manager, YouTube TV; issue 26, connectors/<id>/server/sandbox.ts)
 * share: the bearer check a vendor API makes (a live grant of the sandbox's Google authorization server holding the
 * source's scope), paging and the daily-figures answer over `sandboxDay`. Outside-server shapes: errors are
 * `{ error, error_description }` as an OAuth-protected API answers them, never the portal's catalogue.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { sandboxDay, type SandboxDay } from '../../../sandbox/figures';
import type { SandboxTokenBook } from '../../../sandbox/tokens';

/** The sandbox user a request's bearer token was granted by, or null once the reply (401/403) is sent. */
export async function sandboxSubject(
  tokens: SandboxTokenBook,
  scope: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const grant = tokens.verify(token);
  if (!grant || grant.provider !== 'google') {
    await reply
      .code(401)
      .header('www-authenticate', 'Bearer error="invalid_token"')
      .send({ error: 'invalid_token', error_description: 'The access token is missing, expired or revoked.' });
    return null;
  }
  if (!grant.scopes.includes(scope)) {
    await reply
      .code(403)
      .send({ error: 'insufficient_scope', error_description: `The grant does not hold the scope ${scope}.` });
    return null;
  }
  return grant.subject;
}

/** A page's window from `limit` and `offset` query values (limit 1..1000, default 100). */
export function sandboxWindow(query: { limit?: string; offset?: string }): { limit: number; offset: number } {
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

/**
 * The daily figures of one object for `start`..`end` within its flight, or null once a 400 is sent (bad dates, or a
 * range over 400 days).
 */
export async function sandboxDaily(
  reply: FastifyReply,
  query: { start?: string; end?: string },
  object: { key: string; campaignType: string; startDate: string; endDate: string },
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
    if (iso >= object.startDate && iso <= object.endDate) days.push(sandboxDay(object.key, object.campaignType, iso));
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
