import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paperFreshness, type FreshnessSummary } from '../../src/domain/freshness-line';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { tacticMetrics } from '../../src/domain/metric-catalogue';
import { pacingPercent } from '../../src/domain/pacing';
import type { SessionUser } from '../../src/domain/user';
import { BusinessReviewBuilder } from '../../src/server/areas/reports/business-review/builder';
import { MIN_RANKED_IMPRESSIONS } from '../../src/server/areas/reports/business-review/figures';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { ENGINES, startServerAt, type TestServer } from './harness';
import { factSums, RANGE, RIVERSIDE, tokenOf } from './performance-helpers';

/**
 * Business reviews (issue 25 §6): the figures against sums computed here from the fact rows, the owner's scope
 * (another agency's advertiser 404, hidden campaigns left out, client-visible notes only), the call's rights and
 * dates, and one rendering of both files through Chromium.
 */
const PERIOD = { startDate: RANGE.startDate, endDate: RANGE.endDate };
const DAYS = { start: 20260516, end: 20260614 };
const PREVIOUS_DAYS = { start: 20260416, end: 20260515 };
const ADMIN = 'agency.admin@sightline.test';

async function ownerOf(server: TestServer, email: string): Promise<SessionUser> {
  const row = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return (await server.ctx.users.load(row.id, {}))!;
}

/** Visible campaigns of Riverside (not hidden, not archived) by type, read here without the kernel. */
async function campaignsByType(server: TestServer): Promise<Map<string, { id: number; hideSpend: boolean }[]>> {
  const { rows } = await sql<{ id: number; type: string; hide_spend: number }>`
    select id, campaign_type as type, hide_spend from campaigns
    where advertiser_id = ${RIVERSIDE} and hidden_at is null and archived_at is null order by id`.execute(server.db);
  const byType = new Map<string, { id: number; hideSpend: boolean }[]>();
  for (const row of rows) {
    const list = byType.get(row.type) ?? [];
    list.push({ id: Number(row.id), hideSpend: Number(row.hide_spend) === 1 });
    byType.set(row.type, list);
  }
  return byType;
}

describe.each(ENGINES)('business reviews (%s)', (engine) => {
  let server: TestServer;
  let builder: BusinessReviewBuilder;
  let admin: string;

  beforeAll(async () => {
    server = await startServerAt(engine);
    builder = new BusinessReviewBuilder(server.ctx, server.ctx.exports);
    admin = await tokenOf(server, ADMIN);
  }, 60_000);
  afterAll(async () => server?.close());

  it('shows each tactic’s figures, this period and the previous one, as the fact rows sum them', async () => {
    const review = await builder.data(await ownerOf(server, ADMIN), { advertiserId: RIVERSIDE, ...PERIOD });
    expect(review.previous).toEqual({ startDate: '2026-04-16', endDate: '2026-05-15' });
    const byType = await campaignsByType(server);
    expect(review.tactics.length).toBeGreaterThan(3);
    let checked = 0;
    for (const tactic of review.tactics) {
      const campaigns = byType.get(tactic.type)!;
      const ids = campaigns.map((c) => c.id);
      const [now, before] = [await factSums(server.db, ids, DAYS), await factSums(server.db, ids, PREVIOUS_DAYS)];
      const shown = campaigns.filter((c) => !c.hideSpend).map((c) => c.id);
      const spend = shown.length
        ? [(await factSums(server.db, shown, DAYS)).spend, (await factSums(server.db, shown, PREVIOUS_DAYS)).spend]
        : [null, null];
      const own = tacticMetrics(tactic.type);
      for (const figure of tactic.figures) {
        expect(own).toContain(figure.key);
        const expected = {
          Impressions: [now.impressions, before.impressions],
          Clicks: [now.clicks, before.clicks],
          Conversions: [now.conversions, before.conversions],
          ClickThrough: [
            now.impressions ? Math.round((now.clicks / now.impressions) * 10_000) / 100 : null,
            before.impressions ? Math.round((before.clicks / before.impressions) * 10_000) / 100 : null,
          ],
          SpendVal: spend.map((s) => (s === null ? null : Math.round(s * 100) / 100)),
        }[figure.key];
        if (figure.key === 'SpendVal' && expected[0] !== null) {
          // Money: PostgreSQL's own sum of the real cost column may differ from ours in the last cent.
          expect(Math.abs(figure.current! - expected[0]!), tactic.type).toBeLessThanOrEqual(0.011);
          expect(Math.abs(figure.previous! - expected[1]!), tactic.type).toBeLessThanOrEqual(0.011);
        } else expect([figure.current, figure.previous], `${tactic.type} ${figure.key}`).toEqual(expected);
        // CTR's change is taken from the exact ratios, the rest from the figures shown.
        const [a, b] =
          figure.key === 'ClickThrough' && now.impressions && before.impressions
            ? [now.clicks / now.impressions, before.clicks / before.impressions]
            : (expected as [number | null, number | null]);
        if (figure.key !== 'SpendVal')
          expect(figure.change).toBe(a !== null && b !== null && b > 0 ? Math.round((a / b - 1) * 1000) / 10 : null);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('ranks the best and worst campaigns by click-through among those with enough impressions', async () => {
    const review = await builder.data(await ownerOf(server, ADMIN), { advertiserId: RIVERSIDE, ...PERIOD });
    // Tactics that measure clicks only: linear TV, audio and the like have no click-through rate.
    const ids = [...(await campaignsByType(server))]
      .filter(([type]) => tacticMetrics(type).includes('ClickThrough'))
      .flatMap(([, list]) => list.map((c) => c.id));
    const eligible: { id: number; ctr: number }[] = [];
    for (const id of ids) {
      const sums = await factSums(server.db, [id], DAYS);
      if (sums.impressions >= MIN_RANKED_IMPRESSIONS) eligible.push({ id, ctr: sums.clicks / sums.impressions });
    }
    expect(eligible.length).toBeGreaterThan(2);
    const top = Math.max(...eligible.map((c) => c.ctr));
    const bottom = Math.min(...eligible.map((c) => c.ctr));
    expect(eligible.find((c) => c.id === review.best[0]!.id)!.ctr).toBe(top);
    expect(eligible.find((c) => c.id === review.worst[0]!.id)!.ctr).toBe(bottom);
    const best = new Set(review.best.map((c) => c.id));
    expect(review.worst.some((c) => best.has(c.id))).toBe(false);
    for (const c of [...review.best, ...review.worst]) expect(c.impressions).toBeGreaterThanOrEqual(1000);
    expect(review.rankingRule).toContain('1,000 impressions');
  });

  it('paces the period’s goal orders by the order-flight rule', async () => {
    const review = await builder.data(await ownerOf(server, ADMIN), { advertiserId: RIVERSIDE, ...PERIOD });
    expect(review.pacingThrough).toBe('2026-06-14');
    expect(review.pacing.length).toBeGreaterThan(0);
    for (const row of review.pacing) {
      // The rule, read here without the kernel: delivering campaigns (not Cancelled or Proposal) of the order.
      const { rows } = await sql<{ id: number; goal: number | null; start_date: string; end_date: string }>`
        select id, impression_goal as goal, start_date, end_date from campaigns
        where order_id = ${row.orderId} and advertiser_id = ${RIVERSIDE} and hidden_at is null
          and archived_at is null and campaign_type <> 'TV2OTT' and status not in ('Cancelled', 'Proposal')`.execute(
        server.db,
      );
      if (rows.length) expect(row.goal).toBe(rows.reduce((sum, c) => sum + Number(c.goal ?? 0), 0));
      const paced = rows.filter((c) => c.goal !== null && c.start_date <= '2026-06-14');
      if (paced.length) {
        const { rows: sums } = await sql<{ n: number }>`
          select coalesce(sum(impressions), 0) as n from fact_daily
          where campaign_id in (${sql.join(paced.map((c) => c.id))}) and day <= 20260614`.execute(server.db);
        expect(row.delivered).toBe(Number(sums[0]!.n));
      }
      expect(row.goal).toBeGreaterThan(0);
      expect(row.endDate >= PERIOD.startDate && row.startDate <= PERIOD.endDate).toBe(true);
      expect(row.pacing).toBe(pacingPercent(row.delivered, row.expected === 0 ? 0 : row.expected) ?? null);
    }
  });

  it('leaves hidden campaigns out and shows client-visible notes of the period only', async () => {
    const owner = await ownerOf(server, ADMIN);
    const before = await builder.data(owner, { advertiserId: RIVERSIDE, ...PERIOD });
    const target = before.tactics[0]!;
    const [campaign] = (await campaignsByType(server)).get(target.type)!;
    const at = new Date(server.ctx.now()).toISOString();
    const note = {
      campaign_id: campaign!.id,
      advertiser_id: RIVERSIDE,
      body: 'Creative refresh <b>went live</b> & clicks rose.',
      created_at: at,
      created_by_id: owner.user_id,
      created_by_name: 'Avery Admin',
      last_modified_at: at,
      last_modified_by_id: owner.user_id,
      last_modified_by_name: 'Avery Admin',
    };
    await server.db
      .insertInto('campaign_notes')
      .values([
        { ...note, note_date: '2026-06-01', title: 'Shared with the client', client_visible: 1 },
        { ...note, note_date: '2026-06-02', title: 'Internal only', client_visible: 0 },
        { ...note, note_date: '2026-04-01', title: 'Before the period', client_visible: 1 },
      ])
      .execute();
    const withNotes = await builder.data(owner, { advertiserId: RIVERSIDE, ...PERIOD });
    expect(withNotes.notes.map((n) => n.title)).toEqual(['Shared with the client']);

    await server.db
      .updateTable('campaigns')
      .set({ hidden_at: server.ctx.now() })
      .where('campaign_type', '=', target.type)
      .where('advertiser_id', '=', RIVERSIDE)
      .execute();
    try {
      const after = await builder.data(owner, { advertiserId: RIVERSIDE, ...PERIOD });
      expect(after.tactics.map((t) => t.type)).not.toContain(target.type);
      expect(after.notes).toEqual([]);
      expect([...after.best, ...after.worst].some((c) => c.type === target.type)).toBe(false);
    } finally {
      await server.db
        .updateTable('campaigns')
        .set({ hidden_at: null })
        .where('campaign_type', '=', target.type)
        .where('advertiser_id', '=', RIVERSIDE)
        .execute();
      await server.db.deleteFrom('campaign_notes').where('body', '=', note.body).execute();
    }
  });

  it('answers 401 signed out, 403 without the right, 404 for another agency’s advertiser', async () => {
    const body = { advertiserId: RIVERSIDE, ...PERIOD, format: 'pptx' };
    expect((await server.post('/api/businessReviewGenerate', body)).statusCode).toBe(401);
    const staff = await tokenOf(server, 'agency.staff@sightline.test');
    expect((await server.post('/api/businessReviewGenerate', body, staff)).statusCode).toBe(403);
    const other = await tokenOf(server, 'other.agency@sightline.test');
    const outside = await server.post('/api/businessReviewGenerate', body, other);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ error: 'Advertiser not found' });
    await expect(
      builder.build(await ownerOf(server, 'other.agency@sightline.test'), {
        advertiserId: RIVERSIDE,
        ...PERIOD,
        formats: ['pptx'],
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('answers 400 for bad dates, an unknown range or format', async () => {
    const bad = [
      { advertiserId: RIVERSIDE, startDate: '2026-02-30', endDate: '2026-03-10', format: 'pptx' },
      { advertiserId: RIVERSIDE, startDate: '2026-06-10', endDate: '2026-06-01', format: 'pptx' },
      { advertiserId: RIVERSIDE, startDate: '2024-01-01', endDate: '2026-01-01', format: 'pptx' },
      { advertiserId: RIVERSIDE, range: 'nextyear', format: 'pptx' },
      { advertiserId: RIVERSIDE, startDate: '2026-06-01', format: 'pptx' },
      { advertiserId: RIVERSIDE, ...PERIOD, format: 'xlsx' },
    ];
    const missing = await server.post('/api/businessReviewGenerate', { ...PERIOD, format: 'pdf' }, admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Missing advertiser ID' });
    for (const body of bad) {
      const answer = await server.post('/api/businessReviewGenerate', body, admin);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect((answer.json() as { error: string }).error).toBeTruthy();
    }
  });

  it('sends the deck for a report range resolved in the agency’s zone, named after advertiser and period', async () => {
    const answer = await server.post(
      '/api/businessReviewGenerate',
      { advertiserId: RIVERSIDE, range: 'last30days', format: 'pptx' },
      admin,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('presentationml');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="Riverside Auto Group business review 2026-05-16 to 2026-06-14.pptx"',
    );
    const zip = await JSZip.loadAsync(answer.rawPayload);
    expect(Object.keys(zip.files).some((name) => name === 'ppt/slides/slide1.xml')).toBe(true);
    // The title slide says how fresh the numbers are, in the dashboard's words (issue 27).
    const freshness = (
      await server.post('/api/advertiser/performance/freshness', { advertiserId: RIVERSIDE }, admin)
    ).json() as FreshnessSummary;
    expect(freshness.sources.length).toBeGreaterThan(0);
    const { line, perSource } = paperFreshness(freshness);
    const title = await zip.file('ppt/slides/slide1.xml')!.async('string');
    expect(title).toContain(line);
    if (perSource) expect(title).toContain(perSource);
    const usage = await server.db
      .selectFrom('usage_events')
      .select(['kind', 'format'])
      .where('advertiser_id', '=', RIVERSIDE)
      .where('kind', '=', 'export')
      .execute();
    expect(usage).toContainEqual({ kind: 'export', format: 'ppt' });
  });
});

const chromium = (() => {
  try {
    return findChromium() as string | undefined;
  } catch {
    return undefined;
  }
})();
if (process.env.CI && !chromium) throw new Error('The business review rendering test needs Chromium.');

async function pdfText(data: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

describe.skipIf(!chromium)('a business review printed and written (sqlite, Chromium)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServerAt('sqlite');
  }, 60_000);
  afterAll(async () => server?.close());

  it('prints the PDF (advertiser, period, a tactic’s figure) and writes the deck (title slide, every slide)', async () => {
    const owner = await ownerOf(server, ADMIN);
    const builder = new BusinessReviewBuilder(server.ctx, server.ctx.exports);
    const review = await builder.data(owner, { advertiserId: RIVERSIDE, ...PERIOD });
    const files = await builder.build(owner, { advertiserId: RIVERSIDE, ...PERIOD, formats: ['pdf', 'pptx'] });
    expect(files.map((f) => [f.format, f.fileName, f.tab])).toEqual([
      ['pdf', 'Riverside Auto Group business review 2026-05-16 to 2026-06-14.pdf', 'businessReview'],
      ['pptx', 'Riverside Auto Group business review 2026-05-16 to 2026-06-14.pptx', 'businessReview'],
    ]);
    const [pdf, pptx] = files as [(typeof files)[0], (typeof files)[0]];
    if (process.env.BUSINESS_REVIEW_LOOK) {
      fs.mkdirSync(process.env.BUSINESS_REVIEW_LOOK, { recursive: true });
      fs.writeFileSync(path.join(process.env.BUSINESS_REVIEW_LOOK, 'review.pdf'), pdf.bytes);
      fs.writeFileSync(path.join(process.env.BUSINESS_REVIEW_LOOK, 'review.pptx'), pptx.bytes);
    }
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Riverside Auto Group');
    expect(text).toContain('May 16, 2026 – June 14, 2026');
    const impressions = review.tactics[0]!.figures.find((f) => f.key === 'Impressions')!;
    expect(text).toContain(impressions.current!.toLocaleString('en-US'));
    expect(pdf.bytes.toString('latin1')).toContain('/Author');

    const zip = await JSZip.loadAsync(pptx.bytes);
    const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    const noteSlides = Math.max(1, Math.ceil(review.notes.length / 5));
    const pacingSlides = Math.max(1, Math.ceil(review.pacing.length / 12));
    expect(slides.length).toBe(
      1 + (review.glance.length ? 1 : 0) + review.tactics.length + 1 + pacingSlides + noteSlides + 1,
    );
    const title = await zip.file('ppt/slides/slide1.xml')!.async('string');
    for (const text of ['Riverside Auto Group', 'BUSINESS REVIEW', 'Prepared by']) expect(title).toContain(text);
  }, 120_000);
});
