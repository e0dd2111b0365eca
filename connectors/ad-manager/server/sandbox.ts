/**
 * The ad-server order source's sandbox API (issue 26): per sandbox Google user a deterministic network of orders, each
 * with one to four line items (the campaigns users link) of the display or video kind, and their daily figures
 * (`sandboxDay('ad-manager:<lineItemId>', …)`). Bearer tokens of the sandbox's Google grants holding the dfp scope;
 * mounted under /sandbox/api/ad-manager.
 *
 * GET /orders?search&limit&offset            orders (search: part of the order's name, or the start of its id)
 * GET /lineitems?search&orderId&limit&offset line items, flat, with their order
 * GET /lineitems/:lineItemId/daily?start&end
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

export const AD_MANAGER_SANDBOX_ROOT = '/sandbox/api/ad-manager';
const SCOPE = manifest.scopes[0]!;

export interface SandboxLineItem {
  id: string;
  orderId: string;
  name: string;
  lineItemType: 'DISPLAY' | 'VIDEO';
  startDate: string;
  endDate: string;
}

export interface SandboxOrder {
  id: string;
  name: string;
  lineItems: SandboxLineItem[];
}

const ADVERTISERS = [
  'Harbor Dental',
  'Summit Roofing',
  'Maple Auto',
  'Riverside Realty',
  'Lakeview Clinic',
  'Bluebird',
];
const FLIGHTS = ['Spring', 'Summer', 'Back to School', 'Fall', 'Holiday', 'Always On'];
const PLACEMENTS = ['Homepage Takeover', 'Run of Site', 'News Section', 'Weather Widget', 'Sports Pre-roll', 'Mobile'];

/** The user's orders (eight to twelve), in id order. */
export function sandboxOrders(subject: string, now: number): SandboxOrder[] {
  const rng = new Prng(seedOf(`${subject}ad-manager`));
  const count = 8 + rng.int(0, 4);
  const base = 2_800_000_000 + rng.int(0, 99_999) * 1000;
  return Array.from({ length: count }, (_, i) => {
    const id = String(base + i * 7 + 1);
    const name = `${ADVERTISERS[rng.int(0, ADVERTISERS.length - 1)]!} - ${FLIGHTS[rng.int(0, FLIGHTS.length - 1)]!} ${2025 + rng.int(0, 1)}`;
    const items = 1 + rng.int(0, 3);
    const start = -rng.int(10, 150);
    return {
      id,
      name,
      lineItems: Array.from({ length: items }, (_, j) => {
        const video = rng.chance(0.35);
        return {
          id: String(6_100_000_000 + (base % 1_000_000) * 10 + i * 100 + j),
          orderId: id,
          name: `${PLACEMENTS[rng.int(0, PLACEMENTS.length - 1)]!} ${video ? 'Video' : 'Display'} ${j + 1}`,
          lineItemType: video ? 'VIDEO' : 'DISPLAY',
          startDate: sandboxDate(now, start),
          endDate: sandboxDate(now, start + rng.int(30, 200)),
        } satisfies SandboxLineItem;
      }),
    };
  });
}

/** The sandbox part (src/server/sandbox/index.ts PARTS). */
export function registerAdManagerSandbox(
  app: FastifyInstance,
  { tokens, now }: { tokens: SandboxTokenBook; now: () => number },
): void {
  type Page = { search?: string; limit?: string; offset?: string };

  app.get<{ Querystring: Page }>(
    `${AD_MANAGER_SANDBOX_ROOT}/orders`,
    { config: { public: true } },
    async (request, reply) => {
      const subject = await sandboxSubject(tokens, SCOPE, request, reply);
      if (subject === null) return reply;
      const all = sandboxOrders(subject, now()).filter((o) => sandboxMatches(request.query.search, o.name, o.id));
      const { limit, offset } = sandboxWindow(request.query);
      return { orders: all.slice(offset, offset + limit), total: all.length };
    },
  );

  app.get<{ Querystring: Page & { orderId?: string } }>(
    `${AD_MANAGER_SANDBOX_ROOT}/lineitems`,
    { config: { public: true } },
    async (request, reply) => {
      const subject = await sandboxSubject(tokens, SCOPE, request, reply);
      if (subject === null) return reply;
      const all = sandboxOrders(subject, now())
        .flatMap((o) => o.lineItems)
        .filter((l) => request.query.orderId === undefined || l.orderId === request.query.orderId)
        .filter((l) => sandboxMatches(request.query.search, l.name, l.id));
      const { limit, offset } = sandboxWindow(request.query);
      return { lineItems: all.slice(offset, offset + limit), total: all.length };
    },
  );

  app.get<{ Params: { lineItemId: string }; Querystring: { start?: string; end?: string } }>(
    `${AD_MANAGER_SANDBOX_ROOT}/lineitems/:lineItemId/daily`,
    { config: { public: true } },
    async (request, reply) => {
      const subject = await sandboxSubject(tokens, SCOPE, request, reply);
      if (subject === null) return reply;
      const item = sandboxOrders(subject, now())
        .flatMap((o) => o.lineItems)
        .find((l) => l.id === request.params.lineItemId);
      if (!item) return sandboxNotFound(reply, `Line item ${request.params.lineItemId}`);
      const campaignType = item.lineItemType === 'VIDEO' ? 'GAMVIDEO' : 'GAMDISPLAY';
      const answer = await sandboxDaily(reply, request.query, { key: `ad-manager:${item.id}`, campaignType, ...item });
      return answer ?? reply;
    },
  );
}
