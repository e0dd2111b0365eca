/**
 * The TV-streaming source's sandbox API (issue 26): per sandbox Google user a deterministic list of 30 to 45
 * campaigns (enough to page) with flights, searchable by name or id, and their daily figures
 * (`sandboxDay('youtube-tv:<campaignId>', 'YOUTUBETV', …)`). Bearer tokens of the sandbox's Google grants holding the
 * youtube scope; mounted under /sandbox/api/youtube-tv.
 *
 * GET /campaigns?search&limit&offset
 * GET /campaigns/:campaignId/daily?start&end
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

export const YOUTUBE_TV_SANDBOX_ROOT = '/sandbox/api/youtube-tv';
const SCOPE = manifest.scopes[0]!;

export interface SandboxTvCampaign {
  id: string;
  name: string;
  status: 'ACTIVE' | 'PAUSED' | 'ENDED';
  startDate: string;
  endDate: string;
}

const BRANDS = ['Harbor Dental', 'Summit Roofing', 'Maple Auto', 'Riverside Realty', 'Lakeview Clinic', 'Granite Home'];
const SPOTS = ['Live Sports', 'Prime Time', 'Local News', 'Weekend Movies', 'Late Night', 'Family Shows'];

/** The user's campaigns in id order. */
export function sandboxTvCampaigns(subject: string, now: number): SandboxTvCampaign[] {
  const rng = new Prng(seedOf(`${subject}youtube-tv`));
  const count = 30 + rng.int(0, 15);
  const base = 9_100_000 + rng.int(0, 800_000);
  return Array.from({ length: count }, (_, i) => {
    const start = -rng.int(5, 300);
    const end = start + rng.int(30, 240);
    return {
      id: `ytv-${base + i}`,
      name: `${BRANDS[rng.int(0, BRANDS.length - 1)]!} ${SPOTS[rng.int(0, SPOTS.length - 1)]!} ${i + 1}`,
      status: end < 0 ? 'ENDED' : rng.chance(0.85) ? 'ACTIVE' : 'PAUSED',
      startDate: sandboxDate(now, start),
      endDate: sandboxDate(now, end),
    };
  });
}

/** The sandbox part (src/server/sandbox/index.ts PARTS). */
export function registerYoutubeTvSandbox(
  app: FastifyInstance,
  { tokens, now }: { tokens: SandboxTokenBook; now: () => number },
): void {
  app.get<{ Querystring: { search?: string; limit?: string; offset?: string } }>(
    `${YOUTUBE_TV_SANDBOX_ROOT}/campaigns`,
    { config: { public: true } },
    async (request, reply) => {
      const subject = await sandboxSubject(tokens, SCOPE, request, reply);
      if (subject === null) return reply;
      const all = sandboxTvCampaigns(subject, now()).filter((c) => sandboxMatches(request.query.search, c.name, c.id));
      const { limit, offset } = sandboxWindow(request.query);
      return { campaigns: all.slice(offset, offset + limit), total: all.length };
    },
  );

  app.get<{ Params: { campaignId: string }; Querystring: { start?: string; end?: string } }>(
    `${YOUTUBE_TV_SANDBOX_ROOT}/campaigns/:campaignId/daily`,
    { config: { public: true } },
    async (request, reply) => {
      const subject = await sandboxSubject(tokens, SCOPE, request, reply);
      if (subject === null) return reply;
      const campaign = sandboxTvCampaigns(subject, now()).find((c) => c.id === request.params.campaignId);
      if (!campaign) return sandboxNotFound(reply, `Campaign ${request.params.campaignId}`);
      const key = `youtube-tv:${campaign.id}`;
      const answer = await sandboxDaily(reply, request.query, { key, campaignType: 'YOUTUBETV', ...campaign });
      return answer ?? reply;
    },
  );
}
