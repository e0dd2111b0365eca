import { describe, expect, it } from 'vitest';
import { adDataset, hiddenSpendDataset, overviewOptions } from './fixtures';
import { transformOverview } from './transform';

const context = { campaignTypes: ['OTT', 'PREROLL', 'DISPLAY'], print: false };

describe('campaign-overview transform', () => {
  it('shows tactic display names, status and flight per campaign', () => {
    const { rows } = transformOverview(adDataset, overviewOptions, context);
    expect(rows.map((r) => [r.name, r.tactic, r.status, r.flight])).toEqual([
      ['Spring CTV – Dallas', 'CTV', 'Live', '5/01/26 – 7/31/26'],
      ['Spring Video – Fort Worth', 'Video', 'Paused', '5/01/26 – 7/31/26'],
      ['Always-on Display', 'Display', 'Completed', '1/01/26 – 3/31/26'],
    ]);
  });

  it('formats figures and flags pacing behind', () => {
    const { metrics, rows } = transformOverview(adDataset, overviewOptions, context);
    expect(metrics.map((m) => m.label)).toEqual(['Imps', 'Clicks', 'CTR', 'Spend', 'Pacing']);
    expect(rows[0]?.cells).toMatchObject({ Impressions: '412,300', ClickThrough: '0.25%', SpendVal: '$7,421.40' });
    expect(rows.map((r) => r.behind)).toEqual([false, true, false]);
    expect(rows[2]?.cells.Pacing).toBe('—');
  });

  it('drops the Spend column when spend is hidden on every campaign', () => {
    const { metrics } = transformOverview(hiddenSpendDataset, overviewOptions, context);
    expect(metrics.map((m) => m.key)).not.toContain('SpendVal');
  });

  it('keeps itemLimit rows and the ids to navigate by', () => {
    const { rows } = transformOverview(adDataset, { ...overviewOptions, itemLimit: 1 }, context);
    expect(rows).toHaveLength(1);
    expect([rows[0]?.campaignId, rows[0]?.campaignType]).toEqual([40001, 'OTT']);
  });
});
