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
  sandboxFlight,
  sandboxGoogleApi,
  sandboxNotFound,
  sandboxPage,
  type SandboxListQuery,
} from '../../../src/server/sandbox/kit';
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

/** The user's campaigns in id order (each name once: it ends with its place), flights around `now`. */
export function sandboxTvCampaigns(subject: string, now: number): SandboxTvCampaign[] {
  const rng = new Prng(seedOf(`${subject}youtube-tv`));
  const count = 30 + rng.int(0, 15);
  const base = 9_100_000 + rng.int(0, 800_000);
  return Array.from({ length: count }, (_, i) => {
    const name = `${BRANDS[rng.int(0, BRANDS.length - 1)]!} ${SPOTS[rng.int(0, SPOTS.length - 1)]!} ${i + 1}`;
    const paused = rng.chance(0.15);
    const flight = sandboxFlight(rng, now);
    return {
      id: `ytv-${base + i}`,
      name,
      status: flight.state === 'ended' ? 'ENDED' : paused ? 'PAUSED' : 'ACTIVE',
      startDate: flight.start,
      endDate: flight.end,
    };
  });
}

/** The sandbox part (src/server/sandbox/index.ts PARTS). */
export function registerYoutubeTvSandbox(
  app: FastifyInstance,
  { tokens, now }: { tokens: SandboxTokenBook; now: () => number },
): void {
  const api = sandboxGoogleApi(app, tokens, YOUTUBE_TV_SANDBOX_ROOT, SCOPE);

  api.get<SandboxListQuery>('/campaigns', (subject, request) => {
    const { page, total } = sandboxPage(sandboxTvCampaigns(subject, now()), request.query, (c) => c.name);
    return { campaigns: page, total };
  });

  api.get<{ start?: string; end?: string }, { campaignId: string }>(
    '/campaigns/:campaignId/daily',
    async (subject, request, reply) => {
      const campaign = sandboxTvCampaigns(subject, now()).find((c) => c.id === request.params.campaignId);
      if (!campaign) return sandboxNotFound(reply, `Campaign ${request.params.campaignId}`);
      const key = `youtube-tv:${campaign.id}`;
      return sandboxDaily(reply, request.query, { key, campaignType: 'YOUTUBETV', ...campaign });
    },
  );
}
