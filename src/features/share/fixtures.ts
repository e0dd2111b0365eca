/** Fixtures of the share tests and stories (no test-runner imports, so Storybook can load them). */
import type { DashboardSelection } from '../../state/selection';
import type { IssuedShare, ShareSummary } from './share-records';

/** 2026-06-15 12:00 in New York: the day the demo data is built around. */
export const SHARE_NOW = Date.parse('2026-06-15T16:00:00Z');
const HOUR = 3_600_000;

export const SHARE_SELECTION: DashboardSelection & { advertiserId: number } = {
  advertiserId: 10000001,
  advertiserName: 'Riverside Auto Group',
  tab: 'display',
  daterange: 'last30days',
  campaigns: null,
  viewCampaigns: null,
  today: false,
};

export function shareSummary(overrides: Partial<ShareSummary> = {}): ShareSummary {
  return {
    id: 1,
    shortId: 'Q2x7Lm0pRt5vWy8z',
    advertiserId: 10000001,
    advertiserName: 'Riverside Auto Group',
    tab: 'display',
    daterange: 'last30days',
    startDate: null,
    endDate: null,
    editableRange: false,
    hasPassword: false,
    expiresAt: null,
    revokedAt: null,
    createdAt: SHARE_NOW - 48 * HOUR,
    createdBy: 'Stacy Staff',
    lastOpenedAt: SHARE_NOW - 2 * HOUR,
    openCount: 4,
    status: 'active',
    generation: 1,
    thumbnailUrl: null,
    ...overrides,
  };
}

export function issuedShare(overrides: Partial<IssuedShare> = {}): IssuedShare {
  const summary = shareSummary({ id: 9, shortId: 'Nw3kD8sLq1Zx4Ab0', createdAt: SHARE_NOW, ...overrides });
  const token = overrides.token ?? 'tk_5Jc9vQ2mWn7xYp3Lr8sT1uZb6Hd4Fg0KeA2oNiMq3Ws';
  return { ...summary, token, shortUrl: `/s/${summary.shortId}`, url: `/shared-preview?t=${token}`, ...overrides };
}

/** A list with one link in each state and each kind of protection. */
export const SAMPLE_SHARES: readonly ShareSummary[] = [
  shareSummary({
    id: 3,
    shortId: 'Aa1Bb2Cc3Dd4Ee5F',
    tab: 'summary',
    editableRange: true,
    openCount: 0,
    lastOpenedAt: null,
  }),
  shareSummary({
    id: 2,
    shortId: 'Gg6Hh7Ii8Jj9Kk0L',
    daterange: 'customRange',
    startDate: '2026-05-01',
    endDate: '2026-05-31',
    hasPassword: true,
    expiresAt: SHARE_NOW - HOUR,
    status: 'expired',
  }),
  shareSummary({ id: 1, revokedAt: SHARE_NOW - 24 * HOUR, status: 'revoked', createdBy: 'Ada Admin' }),
];

/** The payload of GET /api/getSharedDashboard for a display link (000 §3), with one top-metrics module. */
export function sharedPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const components = [
    {
      id: 'headline',
      type: 'grid',
      modules: [{ id: 'tiles', name: 'top-metrics', title: 'Performance', dataSource: { method: 'summary' } }],
    },
  ];
  return {
    advertiser: { id: 10000001, name: 'Riverside Auto Group', logo: null },
    theme: { code: 'sbg', name: 'SBG', companyName: 'Sinclair Digital', colors: { primary: '#0b5394' } },
    aid: 10000001,
    layout: { id: 'display', tactic: 'display', components, sections: components },
    adData: {},
    Campaign: [
      { id: 101, CampaignId: 101, CampaignType: 'DISPLAY', FriendlyName: 'Spring Display' },
      { id: 102, CampaignId: 102, CampaignType: 'DISPLAY', FriendlyName: 'Summer Display' },
      { id: 103, CampaignId: 103, CampaignType: 'OTT', FriendlyName: 'Streaming' },
    ],
    daterange: 'customRange',
    startdate: '2026-05-16',
    enddate: '2026-06-14',
    baseDate: '2026-06-15',
    campaigndaterange: 'customRange',
    campaignstartdate: '2026-01-01',
    campaignenddate: '2026-12-31',
    CampTypes: ['DISPLAY', 'OTT'],
    StateList: [],
    tab: 'display',
    viewCampaigns: null,
    selectedCampaigns: [101, 103],
    allDateAccess: false,
    summaryView: false,
    advertiserName: 'Riverside Auto Group',
    advertiserLogo: null,
    agencyPartner: 'Sinclair Digital',
    etoken: 'guest.etoken.jwt',
    notes: [
      {
        noteId: 5,
        campaignId: 101,
        campaignName: 'Spring Display',
        date: '2026-06-01',
        title: 'Creative refresh',
        body: 'New banners went live.',
      },
    ],
    ...overrides,
  };
}
