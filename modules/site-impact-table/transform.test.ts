import { describe, expect, it } from 'vitest';
import { webDataset, webOptions, zeroDataset } from './fixtures';
import { pagesPerSession, siteImpactColumns, transformSiteImpact } from './transform';

const context = { campaignTypes: ['GA'], print: false };

describe('site-impact-table transform', () => {
  it('shows Channel (the web rows are traffic channels), Sessions, Page Views and Pages / Session', () => {
    expect(siteImpactColumns(webOptions, context).map((c) => [c.label, c.format])).toEqual([
      ['Channel', 'text'],
      ['Sessions', 'integer'],
      ['Page Views', 'integer'],
      ['Pages / Session', 'decimal'],
    ]);
    expect(siteImpactColumns({ showPagesPerSession: false }, context)).toHaveLength(3);
  });

  it('sorts pages by sessions, most first', () => {
    const data = transformSiteImpact(webDataset, webOptions, context);
    expect(data.rows.slice(0, 3).map((r) => r.Page)).toEqual(['/', '/menu', '/order-online']);
  });

  it('computes pages per session per page and leaves it blank without sessions', () => {
    expect(pagesPerSession(9310, 4820)).toBe(1.93);
    expect(pagesPerSession(10, 0)).toBeNull();
    expect(transformSiteImpact(webDataset, webOptions, context).rows[0]?.PagesPerSession).toBe(1.93);
  });

  it('totals sessions and page views and recomputes the ratio', () => {
    const data = transformSiteImpact(webDataset, webOptions, context);
    expect(data.totals).toEqual({ Page: 'Total', Sessions: 12870, PageViews: 23657, PagesPerSession: 1.84 });
  });

  it('drops pages without sessions or views when hideZeros is set', () => {
    expect(transformSiteImpact(zeroDataset, { hideZeros: true }, context).rows).toEqual([]);
  });
});
