import { describe, expect, it } from 'vitest';
import { RECENT_PAGES_MAX } from '../../src/domain/constants';
import { denseDataset, recentDataset, zeroDataset } from './fixtures';
import { transformHome } from './transform';

const context = { campaignTypes: [], print: false };

describe('home-controller transform', () => {
  it('keeps the pages in order with their titles and paths', () => {
    const { links } = transformHome(recentDataset, {}, context);
    expect(links[0]).toEqual({ title: 'Acme Motors – CTV', path: '/dashboard?advertiserId=10000001&tab=ott' });
    expect(links.map((l) => l.title)).toHaveLength(4);
  });

  it('drops pages without a path and repeated paths, keeping at most 11', () => {
    const { links } = transformHome(denseDataset, {}, context);
    expect(links).toHaveLength(RECENT_PAGES_MAX);
    expect(new Set(links.map((l) => l.path)).size).toBe(RECENT_PAGES_MAX);
    expect(links.map((l) => l.title)).not.toContain('No path');
  });

  it('honours itemLimit and falls back to the name for a missing title', () => {
    expect(transformHome(recentDataset, { itemLimit: 2 }, context).links).toHaveLength(2);
    const { links } = transformHome(
      { rows: [{ name: 'overview', fullPath: '/overview' }], totals: null, meta: {} },
      {},
      context,
    );
    expect(links[0]?.title).toBe('overview');
  });

  it('gives no links for a new user', () => {
    expect(transformHome(zeroDataset, {}, context).links).toEqual([]);
  });
});
