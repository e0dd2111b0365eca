import { describe, expect, it } from 'vitest';
import type { ReviewData } from './data';
import { changeText, escapeHtml, pacingText, reviewHtml } from './html';

const hostile = '<script>alert("x")</script> & \'quotes\'';

const review: ReviewData = {
  advertiserId: 1,
  advertiserName: hostile,
  brand: { agencyName: `Agency ${hostile}`, primaryColor: '#0b4f9c', onPrimaryColor: '#ffffff' },
  logoDataUri: null,
  period: { startDate: '2026-04-01', endDate: '2026-06-30' },
  previous: { startDate: '2025-12-31', endDate: '2026-03-31' },
  tactics: [
    {
      type: 'DISPLAY',
      name: `Display ${hostile}`,
      campaigns: 1,
      figures: [{ key: 'Impressions', label: 'Impressions', current: 1234, previous: 1000, change: 23.4 }],
    },
  ],
  glance: [],
  best: [{ id: 1, name: `Best ${hostile}`, type: 'DISPLAY', impressions: 5000, clicks: 50, ctr: 1 }],
  worst: [],
  rankingRule: 'rule',
  pacing: [
    {
      orderId: 1,
      orderName: `Order ${hostile}`,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      goal: 1000,
      delivered: 400,
      expected: 500,
      pacing: -20,
    },
  ],
  pacingThrough: '2026-06-30',
  notes: [{ noteId: 1, campaignId: 1, campaignName: 'C', date: '2026-05-01', title: hostile, body: hostile }],
};

describe('the business review page', () => {
  it('escapes every text it writes', () => {
    const html = reviewHtml(review);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"x"');
    expect(html).toContain(escapeHtml(hostile));
    expect(escapeHtml(hostile)).toBe('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;quotes&#39;');
  });

  it('makes no request: a policy that forbids them, no outside address', () => {
    const html = reviewHtml(review);
    expect(html).toContain("default-src 'none'");
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it('says on the cover how fresh the figures are, late sources named in words', () => {
    const source = (label: string, dataThrough: string, status: 'ok' | 'failing') => ({
      source: label,
      label,
      dataThrough,
      lastSyncAt: null,
      status,
    });
    expect(reviewHtml(review)).not.toContain('class="freshness"');
    const onTime = reviewHtml({
      ...review,
      freshness: { dataThrough: '2026-06-30', sources: [source('DV360', '2026-06-30', 'ok')] },
    });
    expect(onTime).toContain('<p class="freshness" data-freshness="ok">Data through 6/30/26 · DV360</p>');
    const late = reviewHtml({
      ...review,
      freshness: {
        dataThrough: '2026-06-27',
        sources: [source('DV360', '2026-06-30', 'ok'), source('TTD', '2026-06-27', 'failing')],
      },
    });
    expect(late).toMatch(/<span class="late" style="color: #B91C1C">⚠ Data late: TTD through 6\/27\/26<\/span>/);
    expect(late).toContain('DV360 through 6/30/26 · TTD through 6/27/26');
  });

  it('writes changes, "New" and pacing the way a client reads them', () => {
    expect(changeText({ current: 120, previous: 100, change: 20 })).toBe('+20%');
    expect(changeText({ current: 80, previous: 100, change: -20 })).toBe('−20%');
    expect(changeText({ current: 5, previous: 0, change: null })).toBe('New this period');
    expect(changeText({ current: 0, previous: 0, change: null })).toBe('—');
    expect(pacingText(-20)).toBe('−20%');
    expect(pacingText(4.5)).toBe('+4.5%');
    expect(pacingText(null)).toBe('—');
  });
});
