/**
 * The LinkedIn sandbox API (issue 26), in the Marketing API's shapes (`elements` and `paging {start, count, total}`):
 * `/adAccounts` (the grant's accounts; r_ads), `/adCampaigns?account=` (an account's campaigns, or all of them;
 * r_ads), both with `search`, `start` and `count`; `/adAnalytics?campaign=&start=&end=` (daily figures from
 * `sandboxDay('linkedin:<id>', 'LINKEDIN', …)`; r_ads_reporting). Bearer tokens of the sandbox's grant book only;
 * errors as `{ status, serviceErrorCode, message }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_PREFIX } from '../../../src/server/areas/connectors/endpoints';
import { sandboxDay } from '../../../src/server/sandbox/figures';
import { sandboxGrant } from '../../../src/server/sandbox/kit';
import type { SandboxGrant, SandboxTokenBook } from '../../../src/server/sandbox/tokens';
import { linkedinWorld } from './tree';

const ROOT = `${SANDBOX_PREFIX}/api/linkedin`;
const PUBLIC = { config: { public: true } } as const;
const MAX_DAYS = 366;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Query = Record<string, string | undefined>;

function fail(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).send({ status, serviceErrorCode: status * 100, message });
}

function grantOf(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: SandboxTokenBook,
  scope: string,
): Promise<SandboxGrant | null> {
  return sandboxGrant(tokens, request, { provider: 'linkedin', scope }, (status) =>
    status === 401
      ? fail(reply, 401, 'Invalid access token')
      : fail(reply, 403, `Not enough permissions to access: ${scope}`),
  );
}

/** Search (part of the name, any case) and paging: `start` (0), `count` (default 100, at most 1000). */
function paged<T extends { name: string }>(items: T[], query: Query) {
  const start = query.start === undefined ? 0 : Number(query.start);
  const count = query.count === undefined ? 100 : Number(query.count);
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(count) || count < 1 || count > 1000) return null;
  const search = (query.search ?? '').trim().toLowerCase();
  const found = search ? items.filter((item) => item.name.toLowerCase().includes(search)) : items;
  return { elements: found.slice(start, start + count), paging: { start, count, total: found.length } };
}

function days(start: string | undefined, end: string | undefined): string[] | null {
  if (!start || !end || !ISO_DAY.test(start) || !ISO_DAY.test(end)) return null;
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return null;
  const total = Math.round((to - from) / 86_400_000) + 1;
  if (total > MAX_DAYS) return null;
  return Array.from({ length: total }, (_, i) => new Date(from + i * 86_400_000).toISOString().slice(0, 10));
}

/** Registers the routes (a sandbox part: src/server/sandbox/index.ts PARTS; typed here to keep imports one-way). */
export function linkedinSandbox(
  app: FastifyInstance,
  { tokens, now }: { tokens: SandboxTokenBook; now: () => number },
): void {
  app.get(`${ROOT}/adAccounts`, PUBLIC, async (request, reply) => {
    const grant = await grantOf(request, reply, tokens, 'r_ads');
    if (!grant) return reply;
    const accounts = linkedinWorld(grant.subject, now()).map(({ id, name, currency }) => ({ id, name, currency }));
    return paged(accounts, request.query as Query) ?? fail(reply, 400, 'Invalid paging');
  });
  app.get(`${ROOT}/adCampaigns`, PUBLIC, async (request, reply) => {
    const grant = await grantOf(request, reply, tokens, 'r_ads');
    if (!grant) return reply;
    const query = request.query as Query;
    const world = linkedinWorld(grant.subject, now());
    const accounts = query.account ? world.filter((a) => a.id === query.account) : world;
    if (query.account && accounts.length === 0) return fail(reply, 404, `Unknown ad account ${query.account}`);
    const campaigns = accounts.flatMap((a) => a.campaigns);
    return paged(campaigns, query) ?? fail(reply, 400, 'Invalid paging');
  });
  app.get(`${ROOT}/adAnalytics`, PUBLIC, async (request, reply) => {
    const grant = await grantOf(request, reply, tokens, 'r_ads_reporting');
    if (!grant) return reply;
    const query = request.query as Query;
    const known = linkedinWorld(grant.subject, now()).some((a) => a.campaigns.some((c) => c.id === query.campaign));
    if (!known) return fail(reply, 404, `Unknown campaign ${query.campaign ?? ''}`);
    const range = days(query.start, query.end);
    if (!range) return fail(reply, 400, `start and end must be a range of at most ${MAX_DAYS} days`);
    return { elements: range.map((d) => sandboxDay(`linkedin:${query.campaign}`, 'LINKEDIN', d)) };
  });
}
