/**
 * The sandbox of CallRail (issue 26), under `/sandbox/api/call-rail` in the vendor's v3 shapes: accounts by id, each
 * with companies and tracking campaigns ("trackers"), and daily call figures per tracker. A caller authenticates
 * with `Authorization: Token token="<key>"` (the portal's CallRail key: SANDBOX_CALLRAIL_KEY in the sandbox) and
 * names the account in the path; an unknown account is 404, a wrong key 401. The accounts are a fixed set
 * (SANDBOX_CALLRAIL_ACCOUNTS, listed in docs/connectors.md); trees are deterministic per account (`seedOf`), figures come
 * from `sandboxDay('call-rail:<trackerId>', 'CALLTRACKING', day)`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { Prng } from '../../../db/demo/prng';
import { sandboxDay, seedOf } from '../../../sandbox/figures';
import { sandboxDraw } from '../../../sandbox/kit';

/** The key the sandbox accepts (a real vendor's key comes from the settings). */
export const SANDBOX_CALLRAIL_KEY = 'crk_sandbox_5b2e81d4c7a90f36';

/** The accounts the sandbox knows. */
export const SANDBOX_CALLRAIL_ACCOUNTS: readonly { id: string; name: string }[] = [
  { id: 'ACC8f2a41c07', name: 'Riverside Dental Group' },
  { id: 'ACC3b9d27e15', name: 'Summit Home Services' },
  { id: 'ACC6e04f9a88', name: 'Northgate Law Offices' },
];

const COMPANY_WORDS = ['Main Street', 'Downtown', 'Westside', 'Lakeview', 'Hillcrest'];
const TRACKER_WORDS = ['Google Ads', 'Website', 'Billboard', 'Radio Spot', 'Direct Mail', 'Facebook', 'Organic'];

/** A tracking campaign as the sandbox serves it. */
export interface SandboxTracker {
  id: string;
  name: string;
  company_id: string;
  company_name: string;
  type: 'source' | 'session';
  status: 'active' | 'disabled';
  created_at: string;
}

/** The companies and trackers of an account, deterministic. */
export function sandboxCallRailTree(
  accountId: string,
  now: number,
): { companies: { id: string; name: string }[]; trackers: SandboxTracker[] } {
  const rng = new Prng(seedOf(accountId + 'call-rail'));
  const today = DateTime.fromMillis(now, { zone: 'utc' }).startOf('day');
  const companies = Array.from({ length: 1 + rng.int(0, 2) }, (_, i) => ({
    id: `COM${accountId.slice(3, 9)}${i + 1}`,
    name: `${rng.pick(COMPANY_WORDS)} Office ${i + 1}`,
  }));
  const trackers: SandboxTracker[] = [];
  for (const company of companies) {
    // Each tracker of a company is named after a different channel, so no two trackers of an account share a name.
    const words = sandboxDraw(rng, TRACKER_WORDS, 2 + rng.int(0, 3));
    for (const [i, word] of words.entries()) {
      trackers.push({
        id: `TRK${company.id.slice(3)}${i + 1}`,
        name: `${company.name} – ${word} line`,
        company_id: company.id,
        company_name: company.name,
        type: rng.chance(0.8) ? 'source' : 'session',
        status: rng.chance(0.85) ? 'active' : 'disabled',
        created_at: today.minus({ days: 30 + rng.int(0, 300) }).toISODate()!,
      });
    }
  }
  return { companies, trackers };
}

function keyAccepted(request: FastifyRequest): boolean {
  return request.headers.authorization === `Token token="${SANDBOX_CALLRAIL_KEY}"`;
}

function accountOf(request: FastifyRequest): { id: string; name: string } | null {
  const { accountId } = request.params as { accountId: string };
  return SANDBOX_CALLRAIL_ACCOUNTS.find((a) => a.id === accountId) ?? null;
}

type Handler = (
  request: FastifyRequest,
  reply: FastifyReply,
  account: { id: string; name: string },
) => Promise<unknown> | unknown;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Mounts the routes: a sandbox part (sandbox/index.ts PARTS; typed by shape, so this file does not import the index back). */
export const callRailSandbox: (app: FastifyInstance, parts: { now: () => number }) => void = (app, { now }) => {
  const root = '/sandbox/api/call-rail/v3/a/:accountId';
  const get = (path: string, handler: Handler) =>
    app.get(`${root}${path}`, { config: { public: true } }, async (request, reply) => {
      if (!keyAccepted(request)) return reply.code(401).send({ error: 'HTTP Token: Access denied.' });
      const account = accountOf(request);
      if (!account) return reply.code(404).send({ error: 'Account not found' });
      return handler(request, reply, account);
    });
  get('.json', (_request, _reply, account) => ({ id: account.id, name: account.name }));
  get('/companies.json', (_request, _reply, account) => {
    const { companies } = sandboxCallRailTree(account.id, now());
    return { companies, total_records: companies.length };
  });
  get('/trackers.json', (request, _reply, account) => {
    const query = request.query as Record<string, string | undefined>;
    const search = (query.search ?? '').toLowerCase();
    const perPage = Math.min(Math.max(Number(query.per_page ?? 100) || 100, 1), 250);
    const page = Math.max(Number(query.page ?? 1) || 1, 1);
    const trackers = sandboxCallRailTree(account.id, now()).trackers.filter(
      (t) =>
        (!query.company_id || t.company_id === query.company_id) &&
        (!search || t.name.toLowerCase().includes(search) || t.id.toLowerCase() === search),
    );
    return {
      trackers: trackers.slice((page - 1) * perPage, page * perPage),
      page,
      per_page: perPage,
      total_records: trackers.length,
    };
  });
  get('/trackers/:trackerId/daily.json', (request, reply, account) => {
    const { trackerId } = request.params as { trackerId: string };
    const { start_date: start, end_date: end } = request.query as Record<string, string | undefined>;
    if (!sandboxCallRailTree(account.id, now()).trackers.some((t) => t.id === trackerId))
      return reply.code(404).send({ error: 'Tracker not found' });
    if (!start || !end || !DAY.test(start) || !DAY.test(end) || start > end)
      return reply.code(400).send({ error: 'start_date and end_date must be yyyy-MM-dd, start first' });
    const days = [];
    for (let day = DateTime.fromISO(start); day.toISODate()! <= end; day = day.plus({ days: 1 })) {
      days.push(sandboxDay(`call-rail:${trackerId}`, 'CALLTRACKING', day.toISODate()!));
    }
    return { days };
  });
};
