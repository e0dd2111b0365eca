import { describe, expect, it } from 'vitest';
import { issuedShare, sharedPayload, shareSummary } from './fixtures';
import { parseIssuedShare, parseShareList } from './share-records';
import { parseSharedDashboard } from '../../data/shared-payload';

describe('parseSharedDashboard', () => {
  it('reads the payload of 000 §3: layout, theme, campaigns, range, grant and notes', () => {
    const dashboard = parseSharedDashboard(sharedPayload());
    expect(dashboard?.layout.ok).toBe(true);
    expect(dashboard).toMatchObject({
      advertiser: { id: 10000001, name: 'Riverside Auto Group', logo: null },
      campaigns: [
        { id: 101, CampaignType: 'DISPLAY' },
        { id: 102, CampaignType: 'DISPLAY' },
        { id: 103, CampaignType: 'OTT' },
      ],
      tab: 'display',
      range: { daterange: 'customRange', startdate: '2026-05-16', enddate: '2026-06-14' },
      selectedCampaigns: [101, 103],
      allDateAccess: false,
      agencyPartner: 'Sinclair Digital',
      etoken: 'guest.etoken.jwt',
      notes: [{ noteId: 5, title: 'Creative refresh', date: '2026-06-01', campaignName: 'Spring Display' }],
    });
    expect(dashboard?.theme).toMatchObject({ code: 'sbg', companyName: 'Sinclair Digital' });
    expect(dashboard?.theme.colors.primary).toBe('#0b5394');
  });

  it('keeps a named range by name, with its resolved days for the text', () => {
    const dashboard = parseSharedDashboard(sharedPayload({ daterange: 'last30days' }));
    expect(dashboard?.range).toEqual({ daterange: 'last30days' });
    expect([dashboard?.startdate, dashboard?.enddate]).toEqual(['2026-05-16', '2026-06-14']);
  });

  it('reports a layout that does not validate instead of drawing it', () => {
    const dashboard = parseSharedDashboard(
      sharedPayload({ layout: { id: 'x', tactic: 'display', components: [{ id: 's', type: 'grid', modules: [{}] }] } }),
    );
    expect(dashboard?.layout.ok).toBe(false);
  });

  it("reads the order an order summary's link opens, and none for another dashboard", () => {
    const order = parseSharedDashboard(
      sharedPayload({ tab: 'ordersummary', orderId: 500092, orderName: 'Spring Sale' }),
    );
    expect(order?.order).toEqual({ id: 500092, name: 'Spring Sale' });
    expect(parseSharedDashboard(sharedPayload())?.order).toBeNull();
    expect(parseSharedDashboard(sharedPayload({ orderId: null, orderName: null }))?.order).toBeNull();
  });

  it('refuses a payload without its guest token or advertiser', () => {
    expect(parseSharedDashboard(sharedPayload({ etoken: undefined }))).toBeNull();
    expect(parseSharedDashboard(sharedPayload({ advertiser: null, aid: null }))).toBeNull();
    expect(parseSharedDashboard('nope')).toBeNull();
  });
});

describe('share records', () => {
  it('reads an issued link only with its token and both paths', () => {
    const share = issuedShare();
    expect(parseIssuedShare(JSON.parse(JSON.stringify(share)))).toEqual(share);
    expect(parseIssuedShare({ ...share, token: undefined })).toBeNull();
    expect(parseIssuedShare({ ...share, url: 'https://elsewhere.example/x' })).toBeNull();
  });

  it('drops list entries that are not links', () => {
    const good = shareSummary();
    expect(parseShareList({ shares: [good, { id: 'x' }, { ...good, status: 'paused' }] })).toEqual([good]);
    expect(parseShareList(null)).toEqual([]);
  });
});
