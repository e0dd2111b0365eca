/**
 * Sandbox-like answers of every source's catalogue calls (issue 26), for the link panels' stories and the setup
 * screens' tests: one advertiser (2001) of agency 1, each source with something linked and something to link.
 */

/** The advertiser the fixtures answer for. */
export const FIXTURE_ADVERTISER = 2001;

const adsLeaf = (AccountId: string, name: string, PropertyId: number | null, chain: string, test = false) => ({
  __typename: 'AdsAccount',
  AccountId,
  CustomerId: `${AccountId.slice(0, 3)}-${AccountId.slice(3, 6)}-${AccountId.slice(6)}`,
  name,
  IsLeaf: true,
  IsLinkable: true,
  IsTestAccount: test,
  PropertyId,
  ParentChains: [chain],
  children: [],
});

/** GraphQL answers by operation name (the `data` of each). */
export const GRAPH_ANSWERS: Readonly<Record<string, (variables: Record<string, unknown>) => unknown>> = {
  GoogleAdData: () => ({
    getGoogleAdData: [
      {
        ...adsLeaf('1000000001', 'Harbor Media MCC', null, 'Harbor Media MCC'),
        IsLeaf: false,
        IsLinkable: false,
        children: [
          adsLeaf('1000000101', 'Riverside Auto — Search', FIXTURE_ADVERTISER, 'Harbor Media MCC'),
          adsLeaf('1000000102', 'Riverside Auto — Video', null, 'Harbor Media MCC'),
          adsLeaf('1000000199', 'Sandbox test account', null, 'Harbor Media MCC', true),
        ],
      },
    ],
  }),
  UpdateGoogleAdsAccounts: (v) => ({
    updateGoogleAdsAccountsForAdvertiser: {
      __typename: 'AdsAccountsUpdate',
      advertiserId: v.advertiserId,
      accountIds: String(v.accountIds).split(','),
      created: [],
      deleted: [],
    },
  }),
  AdManagerLinked: () => ({
    getGoogleAdManagerLinked: [
      {
        __typename: 'AdServerOrder',
        OrderId: '5001',
        OrderName: 'Spring Sales Event',
        CampaignsList: [{ __typename: 'AdServerCampaign', CampaignId: '7001', CampaignName: 'Spring display' }],
      },
    ],
  }),
  AdManagerResults: (v) => ({
    getGoogleAdManagerResults: [
      {
        __typename: 'AdServerOrder',
        OrderId: '5002',
        OrderName: `Summer ${String(v.search)} order`,
        CampaignsList: [
          { __typename: 'AdServerCampaign', CampaignId: '7002', CampaignName: 'Summer display' },
          { __typename: 'AdServerCampaign', CampaignId: '7003', CampaignName: 'Summer video' },
        ],
      },
    ],
  }),
  SaveGoogleAdManager: () => ({ saveGoogleAdManager: [] }),
  GaConnectors: () => ({
    getGaConnector: [
      ['properties/300001', '100', 'riversideauto.example (GA4)'],
      ['100', '100', 'Riverside Auto Analytics'],
    ].map(([id, primaryId, additional]) => ({
      __typename: 'AnalyticsConnector',
      ...{ id, primaryId, additional, ViewStatus: 'ok', Healthy: true, ConnectionDate: '2026-10-01T00:00:00Z' },
    })),
  }),
  GaAvailablePropertyViews: (v) => ({
    getGaAvailablePropertyView:
      v.propertyId === 'UA-100-1'
        ? ['All web site data', 'Filtered: no staff'].map((Name, i) => ({
            __typename: 'AnalyticsProfile',
            ...{ Id: `${9001 + i}`, Name, WebsiteUrl: 'https://riversideauto.example' },
          }))
        : [],
  }),
  GaAvailableAccounts: () => ({
    getGaAvailableAccount: [{ __typename: 'AnalyticsAccount', Id: '100', Name: 'Riverside Auto Analytics' }],
  }),
  GaAvailableProperties: () => ({
    getGaAvailableProperty: [
      {
        __typename: 'AnalyticsWebProperty',
        AccountId: '100',
        Id: 'properties/300001',
        Name: 'riversideauto.example (GA4)',
        IsGA4: true,
        WebsiteUrl: 'https://riversideauto.example',
      },
      {
        __typename: 'AnalyticsWebProperty',
        AccountId: '100',
        Id: 'UA-100-1',
        Name: 'riversideauto.example (old)',
        IsGA4: false,
        WebsiteUrl: 'https://riversideauto.example',
      },
    ],
  }),
  AddGaConnector: () => ({ addGaConnector: { __typename: 'AnalyticsConnectorChange', created: [] } }),
  DeleteGaConnector: () => ({ deleteGaConnector: { __typename: 'AnalyticsConnectorChange', deleted: [] } }),
  AccountLinking: (v) => ({ getAccountLinking: linkingRecord(Number(v.ppid), ['https://riversideauto.example/']) }),
  UpdateAccountLinking: (v) => {
    const sections = v.sections as { GoogleSearchConsole?: { SiteLinks?: string[] } };
    return {
      updateAccountLinking: {
        ...linkingRecord(Number(v.id), sections.GoogleSearchConsole?.SiteLinks ?? []),
        Version: Number(v.Version) + 1,
      },
    };
  },
  SearchConsoleAccounts: () => ({
    getGoogleSearchConsole: [
      {
        __typename: 'SearchConsoleAccount',
        UserId: 'g-100001',
        Email: 'media@harbor.example',
        name: 'Morgan Lee',
        Properties: [
          {
            __typename: 'SearchConsoleProperty',
            id: 's1',
            url: 'https://riversideauto.example/',
            urlType: 'URL_PREFIX',
          },
          { __typename: 'SearchConsoleProperty', id: 's2', url: 'sc-domain:riversideauto.example', urlType: 'DOMAIN' },
        ],
      },
    ],
  }),
  FacebookData: () => ({
    getFacebookData: [
      {
        __typename: 'FacebookAdAccount',
        user_id: 'fb-200001',
        account_id: 'act_9001',
        name: 'Riverside Auto Ads',
        campaigns: [
          { __typename: 'FacebookCampaign', campaign_id: '9101', name: 'Trade-in weekend', connected: true },
          { __typename: 'FacebookCampaign', campaign_id: '9102', name: 'Service specials', connected: false },
        ],
      },
    ],
  }),
  FacebookPages: () => ({
    getFacebookPages: [
      ['pg-301', 'Riverside Auto', true],
      ['pg-302', 'Riverside Auto Service', false],
    ].map(([id, name, connected]) => ({ __typename: 'FacebookPage', id, name, user_id: 'fb-200001', connected })),
  }),
  SiteImpactConnections: () => ({
    getSiteImpactConnections: [
      {
        __typename: 'EmailImpactConnection',
        Id: 'key-1',
        Name: 'Harbor Media key',
        ApiKey: '••••••••a1b2',
        Enabled: true,
        Healthy: true,
        IsAgencyOwned: true,
      },
    ],
  }),
  SiteImpactCampaigns: () => ({
    getSiteImpactCampaigns: [
      {
        __typename: 'EmailImpactCampaign',
        CampaignId: 'e-1',
        CampaignName: 'October newsletter',
        FromLine: 'Riverside Auto',
        SubjectLine: 'Fall service deals',
      },
      {
        __typename: 'EmailImpactCampaign',
        CampaignId: 'e-2',
        CampaignName: 'November blast',
        FromLine: 'Riverside Auto',
        SubjectLine: 'Black Friday is here',
      },
    ],
  }),
  AddSiteImpactConnector: () => ({
    addSiteImpactConnector: { __typename: 'EmailImpactConnectorChange', created: [], deleted: [] },
  }),
};

function linkingRecord(id: number, SiteLinks: string[]) {
  const section = { __typename: 'LinkSection', Enabled: false, BackfillComplete: false };
  return {
    __typename: 'AccountLinking',
    id,
    Version: 3,
    CallRail: section,
    FacebookAds: section,
    FacebookInsights: section,
    GoogleAdManager: { __typename: 'AdManagerSection', Enabled: false },
    GoogleAds: section,
    GoogleAdsVideo: section,
    GoogleAnalytics: {
      __typename: 'AnalyticsSection',
      Enabled: false,
      BackfillComplete: false,
      AccountId: null,
      ViewId: null,
      WebPropertyId: null,
      GA4PropertyId: null,
    },
    GoogleSearchConsole: {
      __typename: 'SearchConsoleSection',
      Enabled: SiteLinks.length > 0,
      BackfillComplete: false,
      SiteLinks,
    },
    SiteImpact: section,
  };
}

const campaigns = (prefix: string, names: string[]) =>
  names.map((name, index) => ({ id: `${prefix}-${index + 1}`, name, accountName: 'Harbor Media' }));

const LINKEDIN = campaigns(
  'li',
  Array.from({ length: 130 }, (_, i) => `Lead gen ${String(i + 1).padStart(3, '0')}`),
);
const YOUTUBE = campaigns('yt', ['Fall brand spot', 'Holiday spot', 'Spring preview']);
const CALL_RAIL = campaigns('cr', ['Main showroom line', 'Service desk line']);
// The key's answer lists its e-mail campaigns first (the e-mail impact source's), then the geo ones.
const GEO = [
  { CampaignId: 'e-1', CampaignName: 'October newsletter', CampaignType: 'EMAILMARKETING', connected: true },
  { CampaignId: 'g-1', CampaignName: 'Geofence: dealership lots', CampaignType: 'SIMPGEOFENCE', connected: true },
  { CampaignId: 'g-2', CampaignName: 'OTT: fall event', CampaignType: 'SIMPOTT', connected: false },
];

/** REST answers by path (query removed), or undefined for a path the fixtures do not serve. */
export function restAnswer(method: string, path: string, query: URLSearchParams): unknown {
  const paged = (items: typeof LINKEDIN) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 100);
    const matching = items.filter((c) => c.name.toLowerCase().includes(search));
    return { items: matching.slice(offset, offset + limit), total: matching.length };
  };
  if (path === '/api/connectors/sync/status')
    return {
      sources: [
        { source: 'email-impact', state: 'healthy', links: [{ externalId: 'e-1', name: 'October newsletter' }] },
        { source: 'site-impact', state: 'linked', links: [{ externalId: 'g-1', name: 'Geofence: dealership lots' }] },
      ],
    };
  if (path === '/api/getAdvertiserInfo') return { advertiser: { id: Number(query.get('id')), name: 'Riverside Auto' } };
  if (path.startsWith('/api/connectors/linkedin/campaigns/available/')) return paged(LINKEDIN);
  if (path.startsWith('/api/connectors/linkedin/connected/')) return LINKEDIN.slice(0, 1);
  if (path.startsWith('/api/connectors/youtubetv/campaigns/available/')) return paged(YOUTUBE);
  if (path.startsWith('/api/connectors/youtubetv/connected/')) return [];
  if (path.startsWith('/api/connectors/call-rail/campaigns/available/')) return CALL_RAIL;
  if (path.startsWith('/api/connectors/call-rail/connected/')) return { message: 'No accounts linked' };
  if (path.startsWith('/api/siteimpactCampaigns/')) return GEO;
  if (method === 'POST' && /\/advertiser\/connect\/|saveFacebookConnector/.test(path)) return true;
  return undefined;
}

/** A fetch answering `/graph` from GRAPH_ANSWERS and REST from restAnswer (404 otherwise). */
export function fixtureFetch(
  calls: { path: string; body: unknown }[] = [],
): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ path: url.pathname, body });
    const json = (value: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } }));
    if (url.pathname === '/graph') {
      const request = body as { operationName: string; variables?: Record<string, unknown> };
      const answer = GRAPH_ANSWERS[request.operationName];
      return answer ? json({ data: answer(request.variables ?? {}) }) : json({ errors: [{ message: 'unknown' }] }, 400);
    }
    const answer = restAnswer(init?.method ?? 'GET', url.pathname, url.searchParams);
    return answer === undefined ? json({ error: 'not found' }, 404) : json(answer);
  };
}
