import { describe, expect, it } from 'vitest';
import { campaignsForTab, parseSelection, selectionSearch, switchAdvertiser } from './selection';

describe('dashboard selection from the URL', () => {
  it('defaults to the summary tab and last30days', () => {
    expect(parseSelection({})).toMatchObject({
      advertiserId: null,
      tab: 'summary',
      daterange: 'last30days',
      campaigns: null,
    });
  });

  it('reads start and end dates without a range as customRange (000 §4)', () => {
    expect(parseSelection({ startdate: '2026-05-01', enddate: '2026-05-31' })).toMatchObject({
      daterange: 'customRange',
      startdate: '2026-05-01',
      enddate: '2026-05-31',
    });
  });

  it('round-trips through the query string', () => {
    const search = {
      advertiserId: '10000001',
      advertiserName: 'Riverside Auto Group',
      tab: 'ott',
      daterange: 'last7days',
      campaigns: '3,4',
    };
    expect(selectionSearch(parseSelection(search))).toEqual(search);
  });

  it('drops malformed values instead of failing', () => {
    expect(parseSelection({ advertiserId: 'abc', tab: '../x', campaigns: '1,x,-2', startdate: 'May 1' })).toMatchObject(
      {
        advertiserId: null,
        tab: 'summary',
        campaigns: [1],
        daterange: 'last30days',
      },
    );
  });

  it('narrows campaigns to the tab types, the chosen ids and the single view', () => {
    const all = [
      { id: 1, CampaignType: 'OTT' },
      { id: 2, CampaignType: 'DISPLAY' },
      { id: 3, CampaignType: 'OTT' },
    ];
    expect(campaignsForTab(all, parseSelection({ tab: 'ott' })).map((c) => c.id)).toEqual([1, 3]);
    expect(campaignsForTab(all, parseSelection({ tab: 'ott', campaigns: '3' })).map((c) => c.id)).toEqual([3]);
    expect(campaignsForTab(all, parseSelection({ tab: 'summary', viewCampaigns: '2' })).map((c) => c.id)).toEqual([2]);
    expect(campaignsForTab(all, parseSelection({ tab: 'emailsi' }))).toEqual([]);
  });

  it('switching advertiser resets tab, campaigns and single view but keeps the period', () => {
    const before = parseSelection({
      advertiserId: '1',
      tab: 'ott',
      daterange: 'last7days',
      campaigns: '3',
      viewCampaigns: '3',
    });
    expect(switchAdvertiser(before, 2, 'Other')).toMatchObject({
      advertiserId: 2,
      advertiserName: 'Other',
      tab: 'summary',
      daterange: 'last7days',
      campaigns: null,
      viewCampaigns: null,
    });
  });
});
