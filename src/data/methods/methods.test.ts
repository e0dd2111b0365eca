import { describe, expect, it } from 'vitest';
import dataSource from '../../../schemas/defs/data-source.schema.json';
import { DATA_METHODS, pageOf } from './methods';
import { listDataset, typeTotals } from './shape';

describe('data methods', () => {
  it('implement exactly the methods the schema names', () => {
    expect(Object.keys(DATA_METHODS).sort()).toEqual([...dataSource.definitions.method.enum].sort());
  });

  it('answer an empty dataset without campaigns instead of calling the API', async () => {
    const request = {
      selection: { advertiserId: 1, tab: 'display', daterange: 'last30days', campaigns: [], campaignTypes: ['DISPLAY'] },
      params: {},
    };
    await expect(DATA_METHODS.daily!(request)).resolves.toEqual({ rows: [], totals: null, meta: {} });
    await expect(DATA_METHODS.breakdown!(request)).resolves.toEqual({ rows: [], totals: null, meta: {} });
  });
});

describe('dataset shapes', () => {
  it('turn <TYPE>Total blocks into one row per type and summed totals with CTR recomputed', () => {
    const { rows, totals } = typeTotals({
      daterange: 'last7days',
      OTTTotal: { Impressions: 1000, Clicks: 5, SpendVal: 30, ClickThrough: 0.5 },
      DISPLAYTotal: { Impressions: 3000, Clicks: 15, SpendVal: null, ClickThrough: 0.5 },
    });
    expect(rows.map((r) => [r.CampaignType, r.Tactic])).toEqual([
      ['OTT', 'CTV'],
      ['DISPLAY', 'Display'],
    ]);
    expect(totals).toMatchObject({ Impressions: 4000, Clicks: 20, ClickThrough: 0.5, SpendVal: null });
  });

  it("pass one type's totals through whole: each tactic's own metrics reach its tiles", () => {
    const { totals } = typeTotals({
      CALLTRACKINGTotal: { Calls: 265, AnsweredCalls: 209, MissedCalls: 56, AvgCallDuration: 199, Pacing: null },
    });
    expect(totals).toEqual({ Calls: 265, AnsweredCalls: 209, MissedCalls: 56, AvgCallDuration: 199, Pacing: null });
  });

  it('blend several types as ratios of sums, not averages of the types’ ratios', () => {
    const { totals } = typeTotals({
      OTTTotal: { Impressions: 1000, Completions: 900, CompletionRate: 90, SpendVal: 20, CostPerMille: 20 },
      PREROLLTotal: { Impressions: 9000, Completions: 4500, CompletionRate: 50, SpendVal: 90, CostPerMille: 10 },
    });
    // The average of 90 % and 50 % would be 70 %; 5,400 of 10,000 is 54 %.
    expect(totals).toMatchObject({ Impressions: 10000, Completions: 5400, CompletionRate: 54, CostPerMille: 11 });
    expect(totals).not.toHaveProperty('ClickThrough');
  });

  it('keep scalar fields, join string lists and drop nested objects', () => {
    const dataset = listDataset({ Rows: [{ a: 1, b: ['x', 'y'], c: { d: 1 } }], StartDate: '2026-06-01', TotalRows: 9 }, 'Rows', 'TotalRows');
    expect(dataset).toEqual({ rows: [{ a: 1, b: 'x, y' }], totals: null, meta: { StartDate: '2026-06-01', totalRows: 9 } });
  });

  it('cut one page and keep the full length for the pager', () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({ n: i }));
    const page = pageOf({ rows, totals: null, meta: {} }, 1, 3);
    expect(page.rows).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
    expect(page.meta.totalRows).toBe(7);
  });
});
