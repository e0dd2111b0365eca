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
  sandboxDraw,
  sandboxFlight,
  sandboxGoogleApi,
  SandboxNames,
  sandboxNotFound,
  sandboxPage,
  type SandboxListQuery,
} from '../../../src/server/sandbox/kit';
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

/**
 * The user's orders (eight to twelve), in id order: each an advertiser's flight (no pair twice) named with the year
 * its first line item starts, its line items' flights around `now` (sandboxFlight); no two orders and no two line
 * items of the user share a name (a line item is named by its advertiser, placement and kind, with the flight when
 * that repeats).
 */
export function sandboxOrders(subject: string, now: number): SandboxOrder[] {
  const rng = new Prng(seedOf(`${subject}ad-manager`));
  const count = 8 + rng.int(0, 4);
  const base = 2_800_000_000 + rng.int(0, 99_999) * 1000;
  const pairs = sandboxDraw(
    rng,
    ADVERTISERS.flatMap((advertiser) => FLIGHTS.map((flight) => [advertiser, flight] as const)),
    count,
  );
  const itemNames = new SandboxNames();
  return pairs.map(([advertiser, flight], i) => {
    const id = String(base + i * 7 + 1);
    const placements = sandboxDraw(rng, PLACEMENTS, 1 + rng.int(0, 3));
    const lineItems = placements.map((placement, j) => {
      const video = rng.chance(0.35);
      const kind = video ? 'Video' : 'Display';
      const { start, end } = sandboxFlight(rng, now);
      return {
        id: String(6_100_000_000 + (base % 1_000_000) * 10 + i * 100 + j),
        orderId: id,
        name: itemNames.take(`${advertiser} ${placement} ${kind}`, `${advertiser} ${flight} ${placement} ${kind}`),
        lineItemType: video ? 'VIDEO' : 'DISPLAY',
        startDate: start,
        endDate: end,
      } satisfies SandboxLineItem;
    });
    const year = lineItems
      .map((item) => item.startDate)
      .sort()[0]!
      .slice(0, 4);
    return { id, name: `${advertiser} - ${flight} ${year}`, lineItems };
  });
}

/** The sandbox part (src/server/sandbox/index.ts PARTS). */
export function registerAdManagerSandbox(
  app: FastifyInstance,
  { tokens, now }: { tokens: SandboxTokenBook; now: () => number },
): void {
  const api = sandboxGoogleApi(app, tokens, AD_MANAGER_SANDBOX_ROOT, SCOPE);
  const lineItemsOf = (subject: string) => sandboxOrders(subject, now()).flatMap((o) => o.lineItems);

  api.get<SandboxListQuery>('/orders', (subject, request) => {
    const { page, total } = sandboxPage(sandboxOrders(subject, now()), request.query, (o) => o.name);
    return { orders: page, total };
  });

  api.get<SandboxListQuery & { orderId?: string }>('/lineitems', (subject, request) => {
    const { orderId } = request.query;
    const items = lineItemsOf(subject).filter((l) => orderId === undefined || l.orderId === orderId);
    const { page, total } = sandboxPage(items, request.query, (l) => l.name);
    return { lineItems: page, total };
  });

  api.get<{ start?: string; end?: string }, { lineItemId: string }>(
    '/lineitems/:lineItemId/daily',
    async (subject, request, reply) => {
      const item = lineItemsOf(subject).find((l) => l.id === request.params.lineItemId);
      if (!item) return sandboxNotFound(reply, `Line item ${request.params.lineItemId}`);
      const campaignType = item.lineItemType === 'VIDEO' ? 'GAMVIDEO' : 'GAMDISPLAY';
      return sandboxDaily(reply, request.query, { key: `ad-manager:${item.id}`, campaignType, ...item });
    },
  );
}
