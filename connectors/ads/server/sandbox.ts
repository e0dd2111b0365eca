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
  sandboxDraw,
  sandboxFlight,
  sandboxGoogleApi,
  sandboxNotFound,
  sandboxPage,
} from '../../../src/server/sandbox/kit';
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

/**
 * A leaf's campaigns (none for a manager): at least one search and one video campaign, each name once (the leaf's
 * name and a kind's title drawn without repeats), flights around `now` (sandboxFlight).
 */
export function sandboxAdsCampaigns(account: SandboxAdsAccount, now: number): SandboxAdsCampaign[] {
  if (account.manager) return [];
  const rng = new Prng(seedOf(`${account.id}campaigns`));
  const count = 2 + rng.int(0, 2);
  const searchNames = sandboxDraw(rng, SEARCH_NAMES, 2);
  const videoNames = sandboxDraw(rng, VIDEO_NAMES, 2);
  return Array.from({ length: count }, (_, i) => {
    const search = i % 2 === 0;
    const title = (search ? searchNames : videoNames)[Math.floor(i / 2)]!;
    const id = `${account.id.slice(0, 4)}${rng.int(1_000_000, 9_999_999)}`;
    const paused = rng.chance(0.2);
    const flight = sandboxFlight(rng, now);
    return {
      id,
      name: `${account.descriptiveName} ${title}`,
      channelType: search ? 'SEARCH' : 'VIDEO',
      status: paused ? 'PAUSED' : 'ENABLED',
      startDate: flight.start,
      endDate: flight.end,
    };
  });
}

/** The sandbox part (src/server/sandbox/index.ts PARTS). */
export function registerAdsSandbox(
  app: FastifyInstance,
  { tokens, now }: { tokens: SandboxTokenBook; now: () => number },
): void {
  const api = sandboxGoogleApi(app, tokens, ADS_SANDBOX_ROOT, SCOPE);
  const accountOf = (subject: string, id: string) => sandboxAdsAccounts(subject).find((a) => a.id === id);

  api.get('/customers', (subject) => ({ customers: sandboxAdsAccounts(subject) }));

  api.get<{ search?: string; limit?: string; offset?: string }, { customerId: string }>(
    '/customers/:customerId/campaigns',
    (subject, request, reply) => {
      const account = accountOf(subject, request.params.customerId);
      if (!account) return sandboxNotFound(reply, `Customer ${request.params.customerId}`);
      const { page, total } = sandboxPage(sandboxAdsCampaigns(account, now()), request.query, (c) => c.name);
      return { campaigns: page, total };
    },
  );

  api.get<{ start?: string; end?: string }, { customerId: string; campaignId: string }>(
    '/customers/:customerId/campaigns/:campaignId/daily',
    async (subject, request, reply) => {
      const account = accountOf(subject, request.params.customerId);
      const campaign = account && sandboxAdsCampaigns(account, now()).find((c) => c.id === request.params.campaignId);
      if (!campaign) return sandboxNotFound(reply, `Campaign ${request.params.campaignId}`);
      const campaignType = campaign.channelType === 'SEARCH' ? 'GOOGLESEARCH' : 'GOOGLEVIDEO';
      return sandboxDaily(reply, request.query, { key: `ads:${campaign.id}`, campaignType, ...campaign });
    },
  );
}
