/**
 * The web-analytics sandbox API (issue 26, helper B), mounted under `/sandbox/api/analytics` when the sandbox is on:
 * what a Google grant's user reaches — accounts, their properties of both kinds (old `UA-…` ones with views, GA4
 * `properties/…` ones without), the views of old properties — and the daily figures of a GA4 property or a view,
 * served from `sandboxDay('analytics:<id>', 'GA', day)` so a backfill can be compared with them. Deterministic per
 * Google user (`new Prng(seedOf(subject + 'analytics'))`); a bearer token of the sandbox's grant book with the
 * analytics scope is required, as the vendor's API requires one.
 */
import { DateTime } from 'luxon';
import type { FastifyInstance } from 'fastify';
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

export const ANALYTICS_SANDBOX_ROOT = `${SANDBOX_PREFIX}/api/analytics`;
const SCOPE = manifest.scopes[0]!;
/** The longest range one report request may ask for (the vendor pages longer ones). */
export const MAX_REPORT_DAYS = 400;

export interface SandboxAnalyticsAccount {
  id: string;
  name: string;
  permissions: string[];
}
export interface SandboxAnalyticsProperty {
  id: string;
  accountId: string;
  name: string;
  kind: string;
  isGA4: boolean;
  websiteUrl: string;
  vertical: string;
  permissions: string[];
}
export interface SandboxAnalyticsView {
  id: string;
  accountId: string;
  propertyId: string;
  name: string;
  kind: string;
  type: string;
  botFilteringEnabled: boolean;
  websiteUrl: string;
  vertical: string;
  permissions: string[];
}
export interface SandboxAnalyticsTree {
  accounts: SandboxAnalyticsAccount[];
  properties: SandboxAnalyticsProperty[];
  views: SandboxAnalyticsView[];
}

const BUSINESSES = [
  ['Harbor Dental', 'harbordental.example', 'Health'],
  ['Maple Street Motors', 'maplemotors.example', 'Automotive'],
  ['Blue Fern Realty', 'bluefern.example', 'Real Estate'],
  ['Summit Fitness', 'summitfit.example', 'Sports'],
  ['Copper Kettle Cafe', 'copperkettle.example', 'Food & Drink'],
  ['Northside Legal', 'northsidelegal.example', 'Law'],
  ['Riverbend Roofing', 'riverbendroofing.example', 'Home & Garden'],
] as const;

/** The analytics tree a Google user reaches in the sandbox (the same for the same user, always). */
export function analyticsTree(subject: string): SandboxAnalyticsTree {
  const rng = new Prng(seedOf(`${subject}analytics`));
  const tree: SandboxAnalyticsTree = { accounts: [], properties: [], views: [] };
  const accountCount = 2 + rng.int(0, 1);
  const first = rng.int(0, BUSINESSES.length - 1);
  for (let a = 0; a < accountCount; a += 1) {
    const [business, domain, vertical] = BUSINESSES[(first + a) % BUSINESSES.length]!;
    const accountId = String(10_000_000 + rng.int(0, 89_999_999));
    tree.accounts.push({ id: accountId, name: business, permissions: ['READ_AND_ANALYZE', 'COLLABORATE'] });
    const propertyCount = 2 + rng.int(0, 1);
    for (let p = 0; p < propertyCount; p += 1) {
      const isGA4 = p > 0;
      const site = p === 2 ? `https://shop.${domain}` : `https://www.${domain}`;
      const propertyId = isGA4 ? `properties/${300_000_000 + rng.int(0, 99_999_999)}` : `UA-${accountId}-${p + 1}`;
      tree.properties.push({
        id: propertyId,
        accountId,
        name: isGA4 ? `${business} – GA4${p === 2 ? ' shop' : ''}` : `${business} (old property)`,
        kind: isGA4 ? 'analyticsadmin#property' : 'analytics#webproperty',
        isGA4,
        websiteUrl: site,
        vertical,
        permissions: ['READ_AND_ANALYZE'],
      });
      if (isGA4) continue;
      const viewCount = 1 + rng.int(0, 1);
      for (let v = 0; v < viewCount; v += 1) {
        tree.views.push({
          id: String(100_000_000 + rng.int(0, 899_999_999)),
          accountId,
          propertyId,
          name: v === 0 ? 'All Web Site Data' : 'Filtered: no internal traffic',
          kind: 'analytics#profile',
          type: 'WEB',
          botFilteringEnabled: v > 0,
          websiteUrl: site,
          vertical,
          permissions: ['READ_AND_ANALYZE'],
        });
      }
    }
  }
  return tree;
}

interface ListQuery {
  search?: string;
  limit?: string;
  offset?: string;
}

function paged<T extends { name: string; id: string }>(items: T[], query: ListQuery): { items: T[]; total: number } {
  const search = query.search?.trim().toLowerCase() ?? '';
  const found = search
    ? items.filter((i) => i.name.toLowerCase().includes(search) || i.id.toLowerCase().includes(search))
    : items;
  const offset = Math.max(0, Number.parseInt(query.offset ?? '0', 10) || 0);
  const limit = Math.min(1000, Math.max(1, Number.parseInt(query.limit ?? '1000', 10) || 1000));
  return { items: found.slice(offset, offset + limit), total: found.length };
}

/** The days `start`..`end` of a report request, or null when they are not a valid range within the limit. */
export function reportDays(start: string | undefined, end: string | undefined): string[] | null {
  const from = DateTime.fromISO(start ?? '', { zone: 'utc' });
  const to = DateTime.fromISO(end ?? '', { zone: 'utc' });
  if (!from.isValid || !to.isValid || to < from) return null;
  const count = Math.round(to.diff(from, 'days').days) + 1;
  if (count > MAX_REPORT_DAYS) return null;
  return Array.from({ length: count }, (_, i) => from.plus({ days: i }).toISODate()!);
}

export const analyticsSandbox = (app: FastifyInstance, { tokens }: SandboxParts): void => {
  const open = { config: { public: true } };
  app.get(`${ANALYTICS_SANDBOX_ROOT}/accounts`, open, async (request, reply) => {
    const grant = await googleApiGrant(tokens, SCOPE, request, reply);
    if (!grant) return reply;
    return paged(analyticsTree(grant.subject).accounts, request.query as ListQuery);
  });
  app.get(`${ANALYTICS_SANDBOX_ROOT}/properties`, open, async (request, reply) => {
    const grant = await googleApiGrant(tokens, SCOPE, request, reply);
    if (!grant) return reply;
    const query = request.query as ListQuery & { accountId?: string };
    const tree = analyticsTree(grant.subject);
    if (!tree.accounts.some((a) => a.id === query.accountId))
      return reply.status(404).send({ error: { code: 404, message: 'account not found' } });
    return paged(
      tree.properties.filter((p) => p.accountId === query.accountId),
      query,
    );
  });
  app.get(`${ANALYTICS_SANDBOX_ROOT}/views`, open, async (request, reply) => {
    const grant = await googleApiGrant(tokens, SCOPE, request, reply);
    if (!grant) return reply;
    const query = request.query as ListQuery & { propertyId?: string };
    const tree = analyticsTree(grant.subject);
    const property = tree.properties.find((p) => p.id === query.propertyId);
    if (!property) return reply.status(404).send({ error: { code: 404, message: 'property not found' } });
    return paged(
      tree.views.filter((v) => v.propertyId === property.id),
      query,
    );
  });
  app.get(`${ANALYTICS_SANDBOX_ROOT}/report`, open, async (request, reply) => {
    const grant = await googleApiGrant(tokens, SCOPE, request, reply);
    if (!grant) return reply;
    const query = request.query as { id?: string; start?: string; end?: string };
    const tree = analyticsTree(grant.subject);
    const known =
      tree.views.some((v) => v.id === query.id) || tree.properties.some((p) => p.isGA4 && p.id === query.id);
    if (!known) return reply.status(404).send({ error: { code: 404, message: 'no such view or GA4 property' } });
    const days = reportDays(query.start, query.end);
    if (!days) return reply.status(400).send({ error: { code: 400, message: 'invalid date range' } });
    return { rows: days.map((day) => sandboxDay(`analytics:${query.id}`, 'GA', day)) };
  });
};
