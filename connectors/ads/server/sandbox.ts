/**
 * The ads source's sandbox API (issue 26): per sandbox Google user a deterministic account tree (a manager account
 * with two sub-managers and leaves under each and under the root, one leaf a test account) and, per leaf, campaigns of
 * the search and video kinds with their flights, and their daily figures (`sandboxDay('ads:<campaignId>', …)`).
 * Bearer tokens of the sandbox's Google grants holding the adwords scope; mounted under /sandbox/api/ads.
 *
 * GET  /customers                                         every account the user reaches, flat, with parentId
 * GET  /customers/:customerId/campaigns?search&limit&offset a leaf's campaigns
 * GET  /customers/:customerId/campaigns/:campaignId/daily?start&end
 */
import type { FastifyInstance } from 'fastify';
import { Prng } from '../../../src/server/db/demo/prng';
import { seedOf } from '../../../src/server/sandbox/figures';
import type { SandboxTokenBook } from '../../../src/server/sandbox/tokens';
import {
  sandboxDaily,
  sandboxDate,
  sandboxMatches,
  sandboxNotFound,
  sandboxSubject,
  sandboxWindow,
} from '../../../src/server/areas/connectors/google-ads/sandbox-kit';
import manifest from '../manifest.json';

export const ADS_SANDBOX_ROOT = '/sandbox/api/ads';
const SCOPE = manifest.scopes[0]!;

export interface SandboxAdsAccount {
  /** Ten digits. */
  id: string;
  descriptiveName: string;
  manager: boolean;
  testAccount: boolean;
  parentId: string | null;
}

export interface SandboxAdsCampaign {
  id: string;
  name: string;
  channelType: 'SEARCH' | 'VIDEO';
  status: 'ENABLED' | 'PAUSED';
  startDate: string;
  endDate: string;
}

const BUSINESSES = [
  'Harbor Dental',
  'Summit Roofing',
  'Maple Auto Group',
  'Riverside Realty',
  'Lakeview Clinic',
  'Granite Furniture',
  'Bluebird Bakery',
  'Northside Fitness',
  'Cedar Law Offices',
  'Pioneer Credit Union',
];
const SEARCH_NAMES = ['Brand Search', 'Local Services Search', 'Competitor Terms', 'Spring Offers Search'];
const VIDEO_NAMES = ['Awareness Video', 'Holiday Pre-roll', 'Product Demo Video', 'Retargeting Video'];

function digits(rng: Prng): string {
  return `${rng.int(100, 999)}${rng.int(100, 999)}${rng.int(1000, 9999)}`;
}

/** The user's account tree, root first, parents before children. */
export function sandboxAdsAccounts(subject: string): SandboxAdsAccount[] {
  const rng = new Prng(seedOf(`${subject}ads`));
  const names = [...BUSINESSES];
  const take = (): string => names.splice(rng.int(0, names.length - 1), 1)[0]!;
  const root: SandboxAdsAccount = {
    id: digits(rng),
    descriptiveName: `Agency Manager ${subject}`,
    manager: true,
    testAccount: false,
    parentId: null,
  };
  const accounts = [root];
  for (const region of ['East', 'West']) {
    const sub: SandboxAdsAccount = {
      id: digits(rng),
      descriptiveName: `${region} Region Manager`,
      manager: true,
      testAccount: false,
      parentId: root.id,
    };
    accounts.push(sub);
    const leaves = 2 + rng.int(0, 1);
    for (let i = 0; i < leaves; i += 1)
      accounts.push({ id: digits(rng), descriptiveName: take(), manager: false, testAccount: false, parentId: sub.id });
  }
  accounts.push({ id: digits(rng), descriptiveName: take(), manager: false, testAccount: false, parentId: root.id });
  accounts.push({
    id: digits(rng),
    descriptiveName: 'Test Account',
    manager: false,
    testAccount: true,
    parentId: root.id,
  });
  return accounts;
}

/** A leaf's campaigns (none for a manager): at least one search and one video campaign, flights around `now`. */
export function sandboxAdsCampaigns(account: SandboxAdsAccount, now: number): SandboxAdsCampaign[] {
  if (account.manager) return [];
  const rng = new Prng(seedOf(`${account.id}campaigns`));
  const count = 2 + rng.int(0, 2);
  return Array.from({ length: count }, (_, i) => {
    const search = i % 2 === 0;
    const names = search ? SEARCH_NAMES : VIDEO_NAMES;
    const start = -rng.int(20, 200);
    return {
      id: `${account.id.slice(0, 4)}${rng.int(1_000_000, 9_999_999)}`,
      name: `${account.descriptiveName} ${names[rng.int(0, names.length - 1)]!}`,
      channelType: search ? 'SEARCH' : 'VIDEO',
      status: rng.chance(0.8) ? 'ENABLED' : 'PAUSED',
      startDate: sandboxDate(now, start),
      endDate: sandboxDate(now, start + rng.int(60, 400)),
    };
  });
}

/** The sandbox part (src/server/sandbox/index.ts PARTS). */
export function registerAdsSandbox(
  app: FastifyInstance,
  { tokens, now }: { tokens: SandboxTokenBook; now: () => number },
): void {
  const accountOf = (subject: string, id: string) => sandboxAdsAccounts(subject).find((a) => a.id === id);

  app.get(`${ADS_SANDBOX_ROOT}/customers`, { config: { public: true } }, async (request, reply) => {
    const subject = await sandboxSubject(tokens, SCOPE, request, reply);
    if (subject === null) return reply;
    return { customers: sandboxAdsAccounts(subject) };
  });

  app.get<{ Params: { customerId: string }; Querystring: { search?: string; limit?: string; offset?: string } }>(
    `${ADS_SANDBOX_ROOT}/customers/:customerId/campaigns`,
    { config: { public: true } },
    async (request, reply) => {
      const subject = await sandboxSubject(tokens, SCOPE, request, reply);
      if (subject === null) return reply;
      const account = accountOf(subject, request.params.customerId);
      if (!account) return sandboxNotFound(reply, `Customer ${request.params.customerId}`);
      const all = sandboxAdsCampaigns(account, now()).filter((c) => sandboxMatches(request.query.search, c.name, c.id));
      const { limit, offset } = sandboxWindow(request.query);
      return { campaigns: all.slice(offset, offset + limit), total: all.length };
    },
  );

  app.get<{ Params: { customerId: string; campaignId: string }; Querystring: { start?: string; end?: string } }>(
    `${ADS_SANDBOX_ROOT}/customers/:customerId/campaigns/:campaignId/daily`,
    { config: { public: true } },
    async (request, reply) => {
      const subject = await sandboxSubject(tokens, SCOPE, request, reply);
      if (subject === null) return reply;
      const account = accountOf(subject, request.params.customerId);
      const campaign = account && sandboxAdsCampaigns(account, now()).find((c) => c.id === request.params.campaignId);
      if (!campaign) return sandboxNotFound(reply, `Campaign ${request.params.campaignId}`);
      const campaignType = campaign.channelType === 'SEARCH' ? 'GOOGLESEARCH' : 'GOOGLEVIDEO';
      const answer = await sandboxDaily(reply, request.query, { key: `ads:${campaign.id}`, campaignType, ...campaign });
      return answer ?? reply;
    },
  );
}
