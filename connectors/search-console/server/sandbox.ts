/**
 * The search-console sandbox API (issue 26, helper B), mounted under `/sandbox/api/search-console`: the sites a
 * Google grant's user has verified (DOMAIN `sc-domain:…` and URL_PREFIX `https://…/` kinds) and their daily organic
 * search figures — impressions and clicks (also as search impressions) with a keyword breakdown that adds up to the
 * day exactly. The day's totals are `sandboxDay('search-console:<siteUrl>', 'GOOGLESEARCH', day)`'s impressions and
 * clicks, so a backfill can be compared with them. Deterministic per Google user; a bearer token of the sandbox's
 * grant book with the search-console scope is required.
 */
import { DateTime } from 'luxon';
import type { FastifyInstance } from 'fastify';
import type { DailyFigures } from '../../../src/server/areas/connectors/provider';
import { SANDBOX_PREFIX } from '../../../src/server/areas/connectors/endpoints';
import { Prng } from '../../../src/server/db/demo/prng';
import { sandboxDay, seedOf } from '../../../src/server/sandbox/figures';
import { googleApiGrant } from '../../../src/server/sandbox/kit';
import type { SandboxTokenBook } from '../../../src/server/sandbox/tokens';

/** What this part needs of the sandbox (SandboxParts of src/server/sandbox, not imported: that file lists the parts). */
interface SandboxParts {
  tokens: SandboxTokenBook;
}
import manifest from '../manifest.json';

export const SEARCH_CONSOLE_SANDBOX_ROOT = `${SANDBOX_PREFIX}/api/search-console`;
const SCOPE = manifest.scopes[0]!;
const MAX_REPORT_DAYS = 480;

export interface SandboxSite {
  siteUrl: string;
  urlType: 'DOMAIN' | 'URL_PREFIX';
  permissionLevel: string;
}

const DOMAINS = [
  'harbordental.example',
  'maplemotors.example',
  'bluefern.example',
  'summitfit.example',
  'copperkettle.example',
  'northsidelegal.example',
  'riverbendroofing.example',
];
const KEYWORDS = ['near me', 'prices', 'reviews', 'open now', 'best', 'coupon'];

/** The sites a Google user has verified in the sandbox (the same for the same user, always). */
export function searchConsoleSites(subject: string): SandboxSite[] {
  const rng = new Prng(seedOf(`${subject}search-console`));
  const first = rng.int(0, DOMAINS.length - 1);
  const count = 2 + rng.int(0, 1);
  const sites: SandboxSite[] = [];
  for (let i = 0; i < count; i += 1) {
    const domain = DOMAINS[(first + i) % DOMAINS.length]!;
    sites.push({ siteUrl: `sc-domain:${domain}`, urlType: 'DOMAIN', permissionLevel: 'siteOwner' });
    if (i === 0)
      sites.push({ siteUrl: `https://www.${domain}/`, urlType: 'URL_PREFIX', permissionLevel: 'siteFullUser' });
  }
  return sites;
}

/** Splits a whole number by weights exactly (the last part takes the rest). */
function split(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[parts.length - 1]! += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** One day of a site's organic search figures, with the keyword breakdown. */
export function searchConsoleDay(siteUrl: string, day: string): DailyFigures {
  const base = sandboxDay(`search-console:${siteUrl}`, 'GOOGLESEARCH', day);
  const impressions = base.measures.impressions ?? 0;
  const clicks = base.measures.clicks ?? 0;
  const domain = siteUrl
    .replace(/^sc-domain:/, '')
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/$/, '');
  const brand = domain.split('.')[0]!;
  const rng = new Prng(seedOf(`${siteUrl}|${day}|keywords`));
  const weights = KEYWORDS.map(() => 1 + rng.int(0, 5));
  const imp = split(impressions, weights);
  const clk = split(clicks, weights);
  return {
    day,
    measures: { impressions, clicks, search_impressions: impressions, cost: 0, conversions: 0 },
    breakdown: KEYWORDS.map((word, i) => ({
      dimension: 'keyword',
      key: `${brand} ${word}`,
      measures: { impressions: imp[i]!, clicks: clk[i]!, search_impressions: imp[i]! },
    })),
  };
}

export const searchConsoleSandbox = (app: FastifyInstance, { tokens }: SandboxParts): void => {
  const open = { config: { public: true } };
  app.get(`${SEARCH_CONSOLE_SANDBOX_ROOT}/sites`, open, async (request, reply) => {
    const grant = await googleApiGrant(tokens, SCOPE, request, reply);
    if (!grant) return reply;
    const query = request.query as { search?: string; limit?: string; offset?: string };
    const search = query.search?.trim().toLowerCase() ?? '';
    const sites = searchConsoleSites(grant.subject).filter((s) => !search || s.siteUrl.includes(search));
    const offset = Math.max(0, Number.parseInt(query.offset ?? '0', 10) || 0);
    const limit = Math.min(1000, Math.max(1, Number.parseInt(query.limit ?? '1000', 10) || 1000));
    return { items: sites.slice(offset, offset + limit), total: sites.length };
  });
  app.get(`${SEARCH_CONSOLE_SANDBOX_ROOT}/report`, open, async (request, reply) => {
    const grant = await googleApiGrant(tokens, SCOPE, request, reply);
    if (!grant) return reply;
    const query = request.query as { site?: string; start?: string; end?: string };
    if (!searchConsoleSites(grant.subject).some((s) => s.siteUrl === query.site))
      return reply.status(404).send({ error: { code: 404, message: 'site not found' } });
    const from = DateTime.fromISO(query.start ?? '', { zone: 'utc' });
    const to = DateTime.fromISO(query.end ?? '', { zone: 'utc' });
    const count = from.isValid && to.isValid ? Math.round(to.diff(from, 'days').days) + 1 : 0;
    if (count < 1 || count > MAX_REPORT_DAYS)
      return reply.status(400).send({ error: { code: 400, message: 'invalid date range' } });
    const rows = Array.from({ length: count }, (_, i) =>
      searchConsoleDay(query.site!, from.plus({ days: i }).toISODate()!),
    );
    return { rows };
  });
};
