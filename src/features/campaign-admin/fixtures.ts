/** Sample answers of the campaign-management calls, for tests and stories. */
import type { HistoryEntry, Impact, ManagedCampaign } from './types';

export const ADVERTISER = { id: 10, name: 'Acme Motors', agencyId: 1 };
export const CAMPAIGN = { id: 501, name: 'Spring Sale', type: 'DISPLAY' };
export const OTHER_CAMPAIGN = { id: 502, name: 'Summer Deals', type: 'DISPLAY' };

export const AGENCY_ADVERTISERS = [
  { id: 10, name: 'Acme Motors' },
  { id: 11, name: 'Bayside Dental' },
];

export const IMPACT: Impact = {
  campaigns: [
    { CampaignId: 501, CampaignName: 'Spring Sale 2026', FriendlyName: 'Spring Sale', CampaignType: 'DISPLAY' },
  ],
  shareLinks: {
    count: 2,
    links: [
      {
        id: 1,
        shortId: 'aB3dE',
        tab: 'display',
        createdByName: 'Ann Lee',
        createdAt: 0,
        campaignCount: 1,
        onlyThese: true,
      },
      {
        id: 2,
        shortId: 'xY9zQ',
        tab: 'summary',
        createdByName: null,
        createdAt: 0,
        campaignCount: 3,
        onlyThese: false,
      },
    ],
  },
  layouts: [{ scope: 'advertiser', tab: 'display' }],
  notes: 3,
  scheduledReports: { available: false, count: 0 },
  alerts: { available: false, count: 0 },
  figures: {
    advertiser: {
      id: 10,
      name: 'Acme Motors',
      before: { impressions: 120_000, clicks: 900, cost: 1500, conversions: 30 },
      after: { impressions: 80_000, clicks: 600, cost: 1000, conversions: 20 },
    },
  },
};

/** The impact of a move: the target's totals too. */
export const MOVE_IMPACT: Impact = {
  ...IMPACT,
  figures: {
    ...IMPACT.figures,
    target: {
      id: 11,
      name: 'Bayside Dental',
      before: { impressions: 10_000, clicks: 50, cost: null, conversions: 2 },
      after: { impressions: 50_000, clicks: 350, cost: null, conversions: 12 },
    },
  },
};

export function managed(overrides: Partial<ManagedCampaign> = {}): ManagedCampaign {
  return {
    CampaignId: 501,
    AdvertiserId: 10,
    AdvertiserName: 'Acme Motors',
    CampaignName: 'Spring Sale 2026',
    FriendlyName: 'Spring Sale',
    CampaignType: 'DISPLAY',
    StartDate: '2026-03-01',
    EndDate: '2026-04-30',
    Status: 'Live',
    SpendType: 'CPM',
    SpendRate: 5,
    HideSpend: false,
    Audience: 'all',
    Hidden: true,
    HiddenAt: Date.UTC(2026, 10, 20, 15, 0),
    HiddenBy: 'ann@agency.test',
    Archived: false,
    ArchivedAt: null,
    ArchivedBy: null,
    ...overrides,
  };
}

export const HISTORY: HistoryEntry[] = [
  {
    id: 91,
    at: '2026-11-26T10:00:00.000Z',
    actorEmail: 'ann@agency.test',
    facet: 'campaign.name',
    action: 'rename',
    before: { friendlyName: 'Spring' },
    after: { friendlyName: 'Spring Sale' },
    reverts: null,
    undoable: true,
    undoReason: null,
  },
  {
    id: 90,
    at: '2026-09-01T10:00:00.000Z',
    actorEmail: 'bob@agency.test',
    facet: 'campaign.visibility',
    action: 'hide',
    before: { hidden: false },
    after: { hidden: true },
    reverts: null,
    undoable: false,
    undoReason: 'This change is older than 30 days and can no longer be undone.',
  },
];
