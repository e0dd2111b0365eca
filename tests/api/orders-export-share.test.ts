import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Grant } from '../../src/server/auth/grants';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { CHROMIUM, DIST, renderReady } from './render-setup';
import { rows, TEST_NOW } from './overview-helpers';
import { RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

/**
 * Export and share of an order summary (issue 24): export jobs and share links name one order, and their guests
 * read that order's calls and nothing beyond their grant.
 */
const LAYOUTS = path.resolve(import.meta.dirname, '../../layouts');
const NO_ACCESS = 'Sorry, you do not have access.';
const NOT_FOUND = 'Order not found';
const CUSTOM = `customRange?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`;
const RANGE_QUERY = `daterange=customRange&startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`;

/**
 * The shipped layouts, with a stand-in `ordersummary.json` while the branch that ships the real one is not merged
 * (the real file wins as soon as it exists).
 */
function layoutsDir(): { dir: string; dispose: () => void } {
  if (fs.existsSync(path.join(LAYOUTS, 'ordersummary.json'))) return { dir: LAYOUTS, dispose: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-layouts-'));
  for (const file of fs.readdirSync(LAYOUTS).filter((name) => name.endsWith('.json')))
    fs.copyFileSync(path.join(LAYOUTS, file), path.join(dir, file));
  const standIn = {
    id: 'default-ordersummary',
    title: 'Order Summary',
    tactic: 'ordersummary',
    type: 'default',
    config: {
      pdfExport: true,
      pptExport: true,
      xlsExport: true,
      fileNameTemplate: '{advertiser} – {order} – {start} to {end}',
    },
    components: [
      {
        id: 'order',
        type: 'grid',
        modules: [
          {
            id: 'order-metrics',
            name: 'order-details-metrics',
            title: 'Order',
            dataSource: { method: 'single-order', params: { orderMethod: 'summary' } },
          },
        ],
      },
    ],
  };
  fs.writeFileSync(path.join(dir, 'ordersummary.json'), JSON.stringify(standIn));
  return { dir, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The Riverside order with the most delivery in the range, and its name. */
async function busiestOrder(server: TestServer): Promise<{ id: number; name: string }[]> {
  const orders = await rows(
    server.db,
    sql`select c.order_id, o.name, count(*) as n from fact_daily f join campaigns c on c.id = f.campaign_id
        join orders o on o.id = c.order_id
        where c.advertiser_id = ${RIVERSIDE} and f.day between 20260516 and 20260614 and c.campaign_type <> 'TV2OTT'
        group by c.order_id, o.name order by count(*) desc, c.order_id`,
  );
  return orders.map((row) => ({ id: Number(row.order_id), name: String(row.name) }));
}

/** The read calls of one order (the order screens' data calls), on the link's range. */
const orderUrls = (advertiserId: number, orderId: number): string[] => [
  `/api/advertiser/single-order/summary/${advertiserId}/${orderId}/${CUSTOM}`,
  `/api/advertiser/single-order/daily/${advertiserId}/${orderId}/${CUSTOM}`,
  `/api/advertiser/single-order/daily/${advertiserId}/${orderId}/customRange/week?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`,
  `/api/advertiser/${advertiserId}/order/${orderId}/summary/${CUSTOM}`,
  `/api/order/advertiser/${advertiserId}/order/${orderId}/impressions/geo-list/${CUSTOM}`,
  `/api/advertiser/order/campaign-list/${advertiserId}/${orderId}/sortby=end_asc&limit=10&offset=0&search=`,
  `/api/advertiser/order/conversion?advertiserId=${advertiserId}&orderId=${orderId}&resolution=day&${RANGE_QUERY}`,
];

describe.each(ENGINES)('order exports and share links on %s', (engine) => {
  let server: TestServer;
  let layouts: { dir: string; dispose: () => void };
  let admin: string;
  let staff: string;
  /** The Riverside order with the most delivery in the range, another Riverside order, and its name. */
  let orderId: number;
  let orderName: string;
  let otherOrderId: number;
  let orderCampaignIds: number[];
  let foreign: { advertiserId: number; orderId: number };

  const exportJob = (token: string, body: Record<string, unknown>) =>
    server.post('/api/export/dashboard', { advertiserId: RIVERSIDE, format: 'pdf', ...RANGE, ...body }, token);
  const createShare = (token: string, body: Record<string, unknown>) =>
    server.post('/api/getShareDashboardLink', { advertiserId: RIVERSIDE, ...RANGE, ...body }, token);
  const openShare = async (token: string) => {
    const response = await server.get(`/api/getSharedDashboard?t=${token}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { etoken: string; orderId: number | null; orderName: string | null; tab: string };
  };

  beforeAll(async () => {
    layouts = layoutsDir();
    server = await startServerAt(engine, { config: { layoutsDir: layouts.dir } }, Date.parse(TEST_NOW));
    admin = await tokenOf(server, 'agency.admin@sightline.test');
    staff = await tokenOf(server, 'agency.staff@sightline.test');
    const orders = await busiestOrder(server);
    expect(orders.length).toBeGreaterThan(1);
    [orderId, orderName, otherOrderId] = [orders[0]!.id, orders[0]!.name, orders[1]!.id];
    const ids = await rows(
      server.db,
      sql`select id from campaigns where order_id = ${orderId} and campaign_type <> 'TV2OTT' order by id`,
    );
    orderCampaignIds = ids.map((r) => Number(r.id));
    const [other] = await rows(
      server.db,
      sql`select o.advertiser_id, o.id from orders o join advertisers a on a.id = o.advertiser_id
          where a.agency_id <> 1 order by o.id limit 1`,
    );
    foreign = { advertiserId: Number(other!.advertiser_id), orderId: Number(other!.id) };
  });
  afterAll(async () => {
    await server?.close();
    layouts?.dispose();
  });

  describe('export jobs', () => {
    it("start for an order with the orders right, the file named from the template with the order's name", async () => {
      const started = await exportJob(admin, { tab: 'ordersummary', orderId });
      expect(started.statusCode, started.body).toBe(202);
      const job = started.json() as { fileName: string; format: string };
      expect(job.format).toBe('pdf');
      expect(job.fileName).toContain(orderName.replace(/[\\/:*?"<>|]+/g, '-'));
      expect(job.fileName).toContain('2026-05-16');
      expect(job.fileName.endsWith('.pdf')).toBe(true);
    });

    it('refuse a user without SHOW_ORDER_SUMMARY_VIEW (403), and another tenant or advertiser order (404)', async () => {
      const refused = await exportJob(staff, { tab: 'ordersummary', orderId });
      expect([refused.statusCode, refused.json()]).toEqual([403, { error: NO_ACCESS }]);
      const foreignJob = await exportJob(admin, { ...foreign, tab: 'ordersummary' });
      expect(foreignJob.statusCode).toBe(404);
      const wrongParent = await exportJob(admin, { tab: 'ordersummary', orderId: foreign.orderId });
      expect([wrongParent.statusCode, wrongParent.json()]).toEqual([404, { error: NOT_FOUND }]);
    });

    it('take an order only on the order summary tab, and the order summary only with an order', async () => {
      expect((await exportJob(admin, { tab: 'ordersummary' })).statusCode).toBe(400);
      expect((await exportJob(admin, { tab: 'summary', orderId })).statusCode).toBe(400);
    });

    it("give the print page the order's id and name, and its guest that order's calls only", async () => {
      const grant: Grant = {
        kind: 'export',
        shareId: null,
        generation: 0,
        agencyId: 1,
        advertiserId: RIVERSIDE,
        campaignIds: orderCampaignIds,
        tab: 'ordersummary',
        ...{ daterange: 'customRange', startDate: RANGE.startDate, endDate: RANGE.endDate },
        editableRange: false,
        view: 'agency',
        requestedBy: null,
        orderId,
      };
      const token = await server.ctx.grants.sign(grant, 60);
      const payload = await server.get('/api/export/payload', token);
      expect(payload.statusCode, payload.body).toBe(200);
      expect(payload.json()).toMatchObject({ tab: 'ordersummary', orderId, orderName, aid: RIVERSIDE });
      for (const url of orderUrls(RIVERSIDE, orderId))
        expect({ url, status: (await server.get(url, token)).statusCode }).toEqual({ url, status: 200 });
      const other = await server.get(orderUrls(RIVERSIDE, otherOrderId)[0]!, token);
      expect([other.statusCode, other.json()]).toEqual([404, { error: NOT_FOUND }]);
    });
  });

  describe('share links', () => {
    let share: { etoken: string; orderId: number | null; orderName: string | null; tab: string };

    beforeAll(async () => {
      const created = await createShare(admin, { tab: 'ordersummary', orderId });
      expect(created.statusCode, created.body).toBe(201);
      share = await openShare((created.json() as { token: string }).token);
    });

    it("store the order; the payload names it and lists the order's campaigns", async () => {
      expect(share).toMatchObject({ tab: 'ordersummary', orderId, orderName });
      const [row] = await rows(
        server.db,
        sql`select order_id, campaign_ids from share_links where order_id = ${orderId}`,
      );
      expect(Number(row!.order_id)).toBe(orderId);
      const shared = JSON.parse(String(row!.campaign_ids)) as number[];
      expect(shared.length).toBeGreaterThan(0);
      expect(shared.every((id) => orderCampaignIds.includes(id))).toBe(true);
    });

    it('are refused without the orders right (403), for another tenant (404), and off the order tab (400)', async () => {
      const refused = await createShare(staff, { tab: 'ordersummary', orderId });
      expect([refused.statusCode, refused.json()]).toEqual([403, { error: NO_ACCESS }]);
      expect((await createShare(admin, { ...foreign, tab: 'ordersummary' })).statusCode).toBe(404);
      const wrongParent = await createShare(admin, { tab: 'ordersummary', orderId: foreign.orderId });
      expect([wrongParent.statusCode, wrongParent.json()]).toEqual([404, { error: NOT_FOUND }]);
      expect((await createShare(admin, { tab: 'ordersummary' })).statusCode).toBe(400);
      expect((await createShare(admin, { tab: 'summary', orderId })).statusCode).toBe(400);
    });

    it("let the guest read that order's summary, daily, map, geo list, campaign list and conversion", async () => {
      for (const url of orderUrls(RIVERSIDE, orderId)) {
        const response = await server.get(url, share.etoken);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      }
      const summary = (await server.get(orderUrls(RIVERSIDE, orderId)[0]!, share.etoken)).json();
      expect(summary).toMatchObject({ AdvertiserId: RIVERSIDE, OrderId: orderId });
      // A share reads client spend, never raw cost.
      expect(summary).not.toHaveProperty('Cost');
    });

    it('refuse the guest another order of the advertiser (404), another range (403), and every write', async () => {
      for (const url of orderUrls(RIVERSIDE, otherOrderId)) {
        const response = await server.get(url, share.etoken);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      }
      for (const url of orderUrls(foreign.advertiserId, foreign.orderId))
        expect((await server.get(url, share.etoken)).statusCode).toBe(404);
      const otherRange = `/api/advertiser/single-order/summary/${RIVERSIDE}/${orderId}/last7days`;
      expect((await server.get(otherRange, share.etoken)).statusCode).toBe(403);
      const writes = [
        server.post(
          '/api/getShareDashboardLink',
          { advertiserId: RIVERSIDE, tab: 'ordersummary', orderId },
          share.etoken,
        ),
        server.post(
          '/api/export/dashboard',
          { advertiserId: RIVERSIDE, tab: 'ordersummary', format: 'pdf', orderId },
          share.etoken,
        ),
        server.post(
          '/api/associateOrderWithCampaign',
          { campaignId: orderCampaignIds[0], orderId: otherOrderId },
          share.etoken,
        ),
      ];
      for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
      expect((await server.get('/api/orders', share.etoken)).statusCode).toBeGreaterThanOrEqual(403);
    });

    it("keep the guest to its grant on the advertiser's dashboard calls", async () => {
      const body = { advertiserId: RIVERSIDE, ...RANGE };
      const own = await server.post('/api/advertiser/performance/summary', body, share.etoken);
      expect(own.statusCode, own.body).toBe(200);
      const [outside] = await rows(
        server.db,
        sql`select id from campaigns where advertiser_id = ${RIVERSIDE} and (order_id is null or order_id <> ${orderId})
            order by id limit 1`,
      );
      const beyond = await server.post(
        '/api/advertiser/performance/summary',
        { ...body, campaigns: [{ id: Number(outside!.id) }] },
        share.etoken,
      );
      expect(beyond.statusCode).toBe(403);
      const otherAdvertiser = await server.post(
        '/api/advertiser/performance/summary',
        { ...body, advertiserId: 10000002 },
        share.etoken,
      );
      expect(otherAdvertiser.statusCode).toBe(404);
    });

    it('leave advertiser links and old grants without orderId as they were, and off every order call', async () => {
      const created = await createShare(admin, { tab: 'summary' });
      expect(created.statusCode, created.body).toBe(201);
      const plain = await openShare((created.json() as { token: string }).token);
      expect(plain).toMatchObject({ tab: 'summary', orderId: null, orderName: null });
      const body = { advertiserId: RIVERSIDE, ...RANGE };
      expect((await server.post('/api/advertiser/performance/summary', body, plain.etoken)).statusCode).toBe(200);
      for (const url of orderUrls(RIVERSIDE, orderId)) {
        const response = await server.get(url, plain.etoken);
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({
          url,
          status: 403,
          body: { error: NO_ACCESS },
        });
      }
      // A token signed before grants carried an order (no `orderId` at all) reads as null.
      const old = (await server.ctx.grants.verify(plain.etoken))!;
      const legacy = { ...old } as Partial<Grant>;
      delete legacy.orderId;
      const token = await server.ctx.grants.sign(legacy as Grant, 60);
      expect((await server.ctx.grants.verify(token))?.orderId).toBeNull();
      expect((await server.post('/api/advertiser/performance/summary', body, token)).statusCode).toBe(200);
      expect((await server.get(orderUrls(RIVERSIDE, orderId)[0]!, token)).statusCode).toBe(403);
    });
  });
});

/**
 * One real render (as tests/api/deck-workbook.test.ts does): the server listens, the export opens the built
 * client's print page for the order in Chromium, and the workbook it writes names the order. Needs `dist/` (npx
 * vite build) and Chromium; SQLite only.
 */
const ready = renderReady('The order export render');

describe.skipIf(!ready)("an order summary's XLS export, through Chromium", () => {
  let server: TestServer;
  let layouts: { dir: string; dispose: () => void };

  beforeAll(async () => {
    if (CHROMIUM) process.env.CHROMIUM_PATH = CHROMIUM;
    layouts = layoutsDir();
    server = await startServerAt(
      'sqlite',
      { config: { distDir: DIST, layoutsDir: layouts.dir } },
      Date.parse(TEST_NOW),
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    (server.ctx.config as { port: number }).port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
    layouts?.dispose();
  });

  it("renders the order's workbook, named and titled after the order", async () => {
    const admin = await tokenOf(server, 'agency.admin@sightline.test');
    const [order] = await busiestOrder(server);
    const started = await server.post(
      '/api/export/dashboard',
      { advertiserId: RIVERSIDE, tab: 'ordersummary', orderId: order!.id, format: 'xlsx', daterange: 'last30days' },
      admin,
    );
    expect(started.statusCode, started.body).toBe(202);
    const { exportKey } = started.json() as { exportKey: string };
    for (let waited = 0; ; waited += 250) {
      const job = (await server.get(`/api/export/jobs/${exportKey}`, admin)).json() as {
        status: string;
        error: string | null;
      };
      if (job.status === 'failed') throw new Error(`xlsx export failed: ${job.error}`);
      if (job.status === 'done') break;
      if (waited > 110_000) throw new Error('xlsx export did not finish');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const file = await server.get(`/api/export/jobs/${exportKey}/file`, admin);
    expect(file.statusCode).toBe(200);
    const disposition = decodeURIComponent(String(file.headers['content-disposition']));
    expect(disposition).toContain(order!.name);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.title).toContain(order!.name);
    expect(workbook.worksheets.length).toBeGreaterThan(0);
  }, 150_000);
});
