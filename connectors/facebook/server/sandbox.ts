/**
 * The Facebook sandbox API (issue 26), in the Graph API's shapes: a user's ad accounts (`/me/adaccounts`), an
 * account's campaigns (`/act_<id>/campaigns`), the user's pages (`/me/accounts`) and an object's daily insights
 * (`/<id>/insights?since&until`, figures from `sandboxDay('facebook:<id>', …)`). Bearer tokens of the sandbox's grant
 * book only, with the scope each call needs; errors as the Graph API's `{ error: { message, type, code } }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_PREFIX } from '../../../src/server/areas/connectors/endpoints';
import { sandboxDay } from '../../../src/server/sandbox/figures';
import { sandboxGrant } from '../../../src/server/sandbox/kit';
import type { SandboxGrant, SandboxTokenBook } from '../../../src/server/sandbox/tokens';
import { facebookWorld } from './tree';

const ROOT = `${SANDBOX_PREFIX}/api/facebook`;
const PUBLIC = { config: { public: true } } as const;
/** The longest range one insights call serves. */
export const FACEBOOK_MAX_DAYS = 366;

type Query = Record<string, string | undefined>;

function fail(reply: FastifyReply, status: number, code: number, message: string): FastifyReply {
  const type = status === 401 || status === 403 ? 'OAuthException' : 'GraphMethodException';
  return reply.code(status).send({ error: { message, type, code } });
}

/** The grant of the request's bearer token when it is a live Facebook grant holding `scope`; else answers. */
function grantOf(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: SandboxTokenBook,
  scope: string,
): Promise<SandboxGrant | null> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : ((request.query as Query).access_token ?? '');
  return sandboxGrant(tokens, request, { provider: 'facebook', scope, token }, (status) =>
    status === 401
      ? fail(reply, 401, 190, 'Invalid OAuth access token.')
      : fail(reply, 403, 200, `(#200) Requires the ${scope} permission.`),
  );
}

/** Filters by `search` (part of the name, any case) and pages by `limit` (default 25, at most 500) and `offset`. */
function paged<T extends { name: string }>(items: T[], query: Query): { data: T[]; paging: { total: number } } | null {
  const limit = query.limit === undefined ? 25 : Number(query.limit);
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500 || !Number.isInteger(offset) || offset < 0) return null;
  const search = (query.search ?? '').trim().toLowerCase();
  const found = search ? items.filter((item) => item.name.toLowerCase().includes(search)) : items;
  return { data: found.slice(offset, offset + limit), paging: { total: found.length } };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The days `since`..`until` (yyyy-MM-dd), or null when the range is not one. */
export function rangeDays(since: string | undefined, until: string | undefined, maxDays: number): string[] | null {
  if (!since || !until || !ISO_DAY.test(since) || !ISO_DAY.test(until)) return null;
  const start = Date.parse(`${since}T00:00:00Z`);
  const end = Date.parse(`${until}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  const count = Math.round((end - start) / 86_400_000) + 1;
  if (count > maxDays) return null;
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/** Registers the routes (a sandbox part: src/server/sandbox/index.ts PARTS; typed here to keep imports one-way). */
export function facebookSandbox(
  app: FastifyInstance,
  { tokens, now }: { tokens: SandboxTokenBook; now: () => number },
): void {
  app.get(`${ROOT}/me/adaccounts`, PUBLIC, async (request, reply) => {
    const grant = await grantOf(request, reply, tokens, 'ads_read');
    if (!grant) return reply;
    const accounts = facebookWorld(grant.subject, now()).accounts.map(({ id, name }) => ({
      id,
      name,
      account_status: 1,
    }));
    return paged(accounts, request.query as Query) ?? fail(reply, 400, 100, 'Invalid paging parameters.');
  });
  app.get(`${ROOT}/me/accounts`, PUBLIC, async (request, reply) => {
    const grant = await grantOf(request, reply, tokens, 'pages_read_engagement');
    if (!grant) return reply;
    const pages = facebookWorld(grant.subject, now()).pages;
    return paged(pages, request.query as Query) ?? fail(reply, 400, 100, 'Invalid paging parameters.');
  });
  app.get(`${ROOT}/:accountId/campaigns`, PUBLIC, async (request, reply) => {
    const grant = await grantOf(request, reply, tokens, 'ads_read');
    if (!grant) return reply;
    const { accountId } = request.params as { accountId: string };
    const account = facebookWorld(grant.subject, now()).accounts.find((a) => a.id === accountId);
    if (!account) return fail(reply, 404, 803, `Unknown ad account ${accountId}.`);
    return paged(account.campaigns, request.query as Query) ?? fail(reply, 400, 100, 'Invalid paging parameters.');
  });
  app.get(`${ROOT}/:objectId/insights`, PUBLIC, async (request, reply) => {
    const { objectId } = request.params as { objectId: string };
    const grant = await grantOf(request, reply, tokens, 'read_insights');
    if (!grant) return reply;
    const world = facebookWorld(grant.subject, now());
    const isPage = world.pages.some((p) => p.id === objectId);
    const isCampaign = world.accounts.some((a) => a.campaigns.some((c) => c.id === objectId));
    if (!isPage && !isCampaign) return fail(reply, 404, 803, `Unknown object ${objectId}.`);
    const query = request.query as Query;
    const days = rangeDays(query.since, query.until, FACEBOOK_MAX_DAYS);
    if (!days) return fail(reply, 400, 100, `since and until must be a range of at most ${FACEBOOK_MAX_DAYS} days.`);
    const type = isPage ? 'FBINSIGHTS' : 'SOCIAL';
    return { data: days.map((d) => sandboxDay(`facebook:${objectId}`, type, d)) };
  });
}
