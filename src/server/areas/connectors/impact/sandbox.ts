/**
 * The sandbox of Site Impact (issue 26): one vendor serving two sources over the same API keys, the e-mail
 * campaign impact service (`/sandbox/api/email-impact`, EMAILMARKETING campaigns with their From and Subject lines)
 * and the programmatic geo products (`/sandbox/api/site-impact`, SIMPGEOFENCE / SIMPOTT / SIMPPREROLL /
 * SIMPDISPLAY campaigns). A caller authenticates with `X-Api-Key`; the keys are a fixed, documented set
 * (SANDBOX_IMPACT_KEYS, listed in docs/connectors.md), anything else is refused with 401 as the vendor would. Campaign trees
 * are deterministic per key (`seedOf`), daily figures come from `sandboxDay('<source>:<campaignId>', type, day)`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { Prng } from '../../../db/demo/prng';
import { sandboxDay, seedOf } from '../../../sandbox/figures';
import { sandboxDraw, sandboxFlight } from '../../../sandbox/kit';

/** One sandbox key: the key itself, the vendor's id of it and the account it belongs to. */
export interface SandboxImpactKey {
  apiKey: string;
  keyId: string;
  accountName: string;
}

/** The keys the sandbox accepts (listed in docs/connectors.md; the demo and the tests use them). */
export const SANDBOX_IMPACT_KEYS: readonly SandboxImpactKey[] = [
  { apiKey: 'sik_live_4f1c2a9e7b3d5c80', keyId: 'SIK-1001', accountName: 'Sightline Demo Agency' },
  { apiKey: 'sik_live_9a8b7c6d5e4f3a21', keyId: 'SIK-1002', accountName: 'Lakeside Auto Group' },
  { apiKey: 'sik_live_0e1d2c3b4a596877', keyId: 'SIK-1003', accountName: 'Harbor Health Partners' },
];

/** The header the key travels in. */
export const IMPACT_KEY_HEADER = 'x-api-key';

/** The two sources this vendor serves, by the path under /sandbox/api. */
export type ImpactSource = 'email-impact' | 'site-impact';

const GEO_TYPES = ['SIMPGEOFENCE', 'SIMPOTT', 'SIMPPREROLL', 'SIMPDISPLAY'] as const;
const GEO_NAMES: Record<(typeof GEO_TYPES)[number], string> = {
  SIMPGEOFENCE: 'Geofence',
  SIMPOTT: 'OTT',
  SIMPPREROLL: 'Pre-roll',
  SIMPDISPLAY: 'Display',
};
const SUBJECTS = [
  'Spring savings start today',
  'Your exclusive invitation inside',
  'Last chance: weekend event',
  'New arrivals you will love',
  'Thank you for being a customer',
  'See what is new this month',
  'Our biggest sale of the season',
  'A little something for you',
  'Book your appointment today',
  'Meet the newest member of our team',
];
const SENDERS = ['The Team', 'Customer Care', 'Events Desk', 'Offers'];

/** A campaign as the sandbox serves it. */
export interface SandboxImpactCampaign {
  CampaignId: string;
  CampaignName: string;
  CampaignType: string;
  StartDate: string;
  EndDate: string;
  FromLine?: string;
  SubjectLine?: string;
}

/** The campaigns of a key for one source, deterministic (the same key always lists the same campaigns). */
export function sandboxImpactCampaigns(
  key: SandboxImpactKey,
  source: ImpactSource,
  now: number,
): SandboxImpactCampaign[] {
  const rng = new Prng(seedOf(key.keyId + source));
  const count = source === 'email-impact' ? 6 + rng.int(0, 4) : 4 + rng.int(0, 3);
  const base = Number(key.keyId.replace(/\D/g, '')) * 1000 + (source === 'email-impact' ? 0 : 500);
  // Every e-mail campaign of a key has its own subject line (its name), drawn without repeats.
  const subjects = sandboxDraw(rng, SUBJECTS, count);
  const campaigns: SandboxImpactCampaign[] = [];
  for (let i = 0; i < count; i += 1) {
    const flight = sandboxFlight(rng, now);
    const id = String(base + i + 1);
    if (source === 'email-impact') {
      const subject = subjects[i]!;
      campaigns.push({
        CampaignId: id,
        CampaignName: `${key.accountName} – ${subject}`,
        CampaignType: 'EMAILMARKETING',
        StartDate: flight.start,
        EndDate: flight.end,
        FromLine: `${rng.pick(SENDERS)} at ${key.accountName}`,
        SubjectLine: subject,
      });
    } else {
      const type = GEO_TYPES[i % GEO_TYPES.length]!;
      campaigns.push({
        CampaignId: id,
        CampaignName: `${key.accountName} ${GEO_NAMES[type]} ${i + 1}`,
        CampaignType: type,
        StartDate: flight.start,
        EndDate: flight.end,
      });
    }
  }
  return campaigns;
}

function keyOf(request: FastifyRequest): SandboxImpactKey | null {
  const sent = request.headers[IMPACT_KEY_HEADER];
  const text = Array.isArray(sent) ? sent[0] : sent;
  return SANDBOX_IMPACT_KEYS.find((key) => key.apiKey === text) ?? null;
}

function refuse(reply: FastifyReply): FastifyReply {
  return reply.code(401).send({ error: 'invalid_api_key', message: 'The API key is not valid.' });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Mounts the routes: a sandbox part (sandbox/index.ts PARTS; typed by shape, so this file does not import the index back). */
export const impactSandbox: (app: FastifyInstance, parts: { now: () => number }) => void = (app, { now }) => {
  for (const source of ['email-impact', 'site-impact'] as const) {
    const root = `/sandbox/api/${source}`;
    app.get(`${root}/key`, { config: { public: true } }, async (request, reply) => {
      const key = keyOf(request);
      if (!key) return refuse(reply);
      return { keyId: key.keyId, accountName: key.accountName };
    });
    app.get(`${root}/campaigns`, { config: { public: true } }, async (request, reply) => {
      const key = keyOf(request);
      if (!key) return refuse(reply);
      const query = request.query as Record<string, string | undefined>;
      const search = (query.search ?? '').toLowerCase();
      const limit = Math.min(Math.max(Number(query.limit ?? 100) || 100, 1), 500);
      const offset = Math.max(Number(query.offset ?? 0) || 0, 0);
      const all = sandboxImpactCampaigns(key, source, now()).filter(
        (c) => !search || c.CampaignName.toLowerCase().includes(search) || c.CampaignId === search,
      );
      return { campaigns: all.slice(offset, offset + limit), total: all.length };
    });
    app.get(`${root}/campaigns/:campaignId/daily`, { config: { public: true } }, async (request, reply) => {
      const key = keyOf(request);
      if (!key) return refuse(reply);
      const { campaignId } = request.params as { campaignId: string };
      const { start, end } = request.query as Record<string, string | undefined>;
      const campaign = sandboxImpactCampaigns(key, source, now()).find((c) => c.CampaignId === campaignId);
      if (!campaign) return reply.code(404).send({ error: 'not_found' });
      if (!start || !end || !DAY.test(start) || !DAY.test(end) || start > end)
        return reply.code(400).send({ error: 'invalid_range' });
      const days = [];
      for (let day = DateTime.fromISO(start); day.toISODate()! <= end; day = day.plus({ days: 1 })) {
        days.push(sandboxDay(`${source}:${campaignId}`, campaign.CampaignType, day.toISODate()!));
      }
      return { days };
    });
  }
};
