// @vitest-environment jsdom
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureFetch, GRAPH_ANSWERS } from '../../connectors/fixtures';
import {
  AccountLinkingDocument,
  GaConnectorsDocument,
  GoogleAdDataDocument,
  SearchConsoleAccountsDocument,
  SiteImpactCampaignsDocument,
} from './__generated__/graphql';
import { sourceAdapter } from './connector-sources';
import { connectorPolicy, fetchList, latestOnly } from './connectors';
import { sharedCredentialRedirect } from './connectors-bootstrap';

function client(answer = fixtureFetch()) {
  const calls: string[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push((JSON.parse(String(init?.body)) as { operationName: string }).operationName);
    return answer(input, init);
  };
  return { calls, client: new ApolloClient({ link: new HttpLink({ uri: '/graph', fetch }), cache: new InMemoryCache() }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the connector cache policies of 001 §9', () => {
  it('reads search console, ads, ad-server results, e-mail campaigns and account linking cache-first', async () => {
    for (const name of ['SearchConsoleAccounts', 'GoogleAdData', 'AdManagerResults', 'SiteImpactCampaigns', 'AccountLinking'])
      expect(connectorPolicy(name).fetchPolicy).toBe('cache-first');
    const { calls, client: apollo } = client();
    for (let i = 0; i < 2; i++) {
      await apollo.query({ query: GoogleAdDataDocument, variables: { id: 1 }, ...connectorPolicy('GoogleAdData') });
      await apollo.query({ query: SearchConsoleAccountsDocument, variables: { id: 1 }, ...connectorPolicy('SearchConsoleAccounts') });
      await apollo.query({
        query: SiteImpactCampaignsDocument,
        variables: { id: 1, keyId: 'k' },
        ...connectorPolicy('SiteImpactCampaigns'),
      });
    }
    expect(calls).toEqual(['GoogleAdData', 'SearchConsoleAccounts', 'SiteImpactCampaigns']);
  });

  it('asks the network every time for the rest', async () => {
    expect(connectorPolicy('GaConnectors')).toEqual({ fetchPolicy: 'network-only', errorPolicy: 'none' });
    const { calls, client: apollo } = client();
    await apollo.query({ query: GaConnectorsDocument, variables: { id: 1 }, ...connectorPolicy('GaConnectors') });
    await apollo.query({ query: GaConnectorsDocument, variables: { id: 1 }, ...connectorPolicy('GaConnectors') });
    expect(calls).toEqual(['GaConnectors', 'GaConnectors']);
  });

  it('ignores errors of the account-linking query', async () => {
    expect(connectorPolicy('AccountLinking').errorPolicy).toBe('ignore');
    const failing = () =>
      Promise.resolve(
        new Response(JSON.stringify({ data: null, errors: [{ message: 'Advertiser not found' }] }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    const { client: apollo } = client(failing);
    const result = await apollo.query({
      query: AccountLinkingDocument,
      variables: { ppid: 9 },
      ...connectorPolicy('AccountLinking'),
    });
    expect(result.data ?? null).toBeNull();
  });

  it('forgets the ads trees after a save, so the next read sees the new links', async () => {
    const { calls, client: apollo } = client();
    const ads = sourceAdapter('ads');
    const first = await ads.list(apollo, 2001, { search: '', offset: 0, limit: 100 });
    expect(first?.items.filter((i) => i.linked).map((i) => i.id)).toEqual(['1000000101']);
    await ads.save(apollo, 2001, first!.items.slice(0, 2));
    await ads.list(apollo, 2001, { search: '', offset: 0, limit: 100 });
    expect(calls).toEqual(['GoogleAdData', 'UpdateGoogleAdsAccounts', 'GoogleAdData']);
  });
});

describe('the ad-server order search', () => {
  it('drops an answer when a newer search started', async () => {
    const resolvers: ((v: string) => void)[] = [];
    const search = latestOnly((text: string) => new Promise<string>((resolve) => resolvers.push(() => resolve(text))));
    const older = search('spr');
    const newer = search('spring');
    resolvers[1]!('');
    resolvers[0]!('');
    expect(await newer).toBe('spring');
    expect(await older).toBeUndefined();
  });

  it('sends the orders’ campaigns grouped by order', async () => {
    const bodies: { path: string; body: unknown }[] = [];
    const { client: apollo } = client(fixtureFetch(bodies));
    const adapter = sourceAdapter('ad-manager');
    // Before a search, the linked campaigns are listed.
    const before = await adapter.list(apollo, 2001, { search: '', offset: 0, limit: 100 });
    expect(before?.items.map((i) => [i.id, i.group, i.linked])).toEqual([['7001', 'Spring Sales Event', true]]);
    const found = await adapter.list(apollo, 2001, { search: 'sale', offset: 0, limit: 100 });
    await adapter.save(apollo, 2001, found!.items);
    const save = bodies.at(-1)!.body as { variables: unknown };
    expect(save.variables).toEqual({
      advertiserId: 2001,
      CampaignsList: [
        {
          OrderId: '5002',
          OrderName: 'Summer sale order',
          CampaignsList: [
            { CampaignId: '7002', CampaignName: 'Summer display' },
            { CampaignId: '7003', CampaignName: 'Summer video' },
          ],
        },
      ],
    });
  });
});

describe('REST lists', () => {
  it('counts a "no accounts linked" answer, in any case, as an empty list', async () => {
    vi.stubGlobal('fetch', fixtureFetch());
    expect(await fetchList('/api/connectors/call-rail/connected/2001')).toEqual([]);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ error: 'NO ACCOUNTS LINKED' }), { status: 404 })),
    );
    expect(await fetchList('/api/getFacebookCredentials?agencyId=1')).toEqual([]);
  });

  it('pages the professional-network campaigns on the server with search, limit and offset', async () => {
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', fixtureFetch(calls));
    const adapter = sourceAdapter('linkedin');
    const page = await adapter.list({} as ApolloClient, 2001, { search: '', offset: 100, limit: 100 });
    expect(page?.total).toBe(130);
    expect(page?.items).toHaveLength(30);
    await adapter.save({} as ApolloClient, 2001, page!.items.slice(0, 2));
    expect(calls.at(-1)).toEqual({ path: '/api/connectors/linkedin/advertiser/connect/2001', body: { campaignIds: ['li-101', 'li-102'] } });
  });

  it('saves social campaigns and insights pages as flattened user_id pairs', async () => {
    const calls: { path: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', fixtureFetch(calls));
    const { client: apollo } = client();
    const adapter = sourceAdapter('facebook');
    const page = await adapter.list(apollo, 2001, { search: '', offset: 0, limit: 100 });
    expect(page!.items.map((i) => [i.name, i.group, i.linked])).toEqual([
      ['Trade-in weekend', 'Riverside Auto Ads', true],
      ['Service specials', 'Riverside Auto Ads', false],
      ['Riverside Auto', 'Pages (Insights)', true],
      ['Riverside Auto Service', 'Pages (Insights)', false],
    ]);
    await adapter.save(apollo, 2001, page!.items);
    expect(calls.at(-1)).toEqual({
      path: '/api/saveFacebookConnector/2001',
      body: {
        campaigns: [{ user_id: 'fb-200001', campaign_id: '9101' }, { user_id: 'fb-200001', campaign_id: '9102' }],
        pages: [{ user_id: 'fb-200001', page_id: 'pg-301' }, { user_id: 'fb-200001', page_id: 'pg-302' }],
      },
    });
    // Unticking every page still sends `pages`, so the server unlinks them.
    await adapter.save(apollo, 2001, page!.items.slice(0, 1));
    expect((calls.at(-1)!.body as { pages: unknown }).pages).toEqual([]);
  });

  it('saves search-console sites with a fresh Version, once more when another change won the race', async () => {
    let version = 3;
    const sent: number[] = [];
    const answer = fixtureFetch();
    const { calls, client: apollo } = client((input, init) => {
      const request = JSON.parse(String(init?.body)) as { operationName: string; variables: { Version?: number } };
      if (request.operationName === 'UpdateAccountLinking') {
        sent.push(request.variables.Version!);
        if (request.variables.Version !== version) {
          version++;
          const conflict = { message: 'stale', extensions: { status: 409 } };
          return Promise.resolve(Response.json({ data: null, errors: [conflict] }));
        }
      }
      if (request.operationName === 'AccountLinking') {
        const body = { data: { getAccountLinking: { ...(GRAPH_ANSWERS.AccountLinking!({ ppid: 2001 }) as { getAccountLinking: object }).getAccountLinking, Version: version } } };
        return Promise.resolve(Response.json(body));
      }
      return answer(input, init);
    });
    const adapter = sourceAdapter('search-console');
    await adapter.linked(apollo, 2001);
    version = 4; // a backfill finished meanwhile
    await adapter.save(apollo, 2001, [{ id: 'sc-domain:riversideauto.example', name: '', linked: false }]);
    expect(sent).toEqual([4]);
    expect(calls.filter((c) => c === 'AccountLinking')).toHaveLength(2);
  });

  it('offers the views of an old analytics property under it, and GA4 properties directly', async () => {
    const { calls, client: apollo } = client();
    const adapter = sourceAdapter('analytics');
    const page = await adapter.list(apollo, 2001, { search: '', offset: 0, limit: 100 });
    expect(page!.items.map((i) => [i.id, i.group])).toEqual([
      ['properties/300001', 'Riverside Auto Analytics'],
      ['9001', 'Riverside Auto Analytics › riversideauto.example (old) (UA-100-1)'],
      ['9002', 'Riverside Auto Analytics › riversideauto.example (old) (UA-100-1)'],
    ]);
    expect(calls).toContain('GaAvailablePropertyViews');
    const mutations: unknown[] = [];
    const spy = vi.spyOn(apollo, 'mutate').mockImplementation((options) => {
      mutations.push([(options.mutation.definitions[0] as { name: { value: string } }).name.value, options.variables]);
      return Promise.resolve({ data: undefined }) as never;
    });
    // The GA4 property is linked (fixtures): untick it, tick a view of the old property.
    await adapter.save(apollo, 2001, [page!.items[1]!]);
    expect(mutations).toEqual([
      ['AddGaConnector', { id: 2001, propertyId: 'UA-100-1', connectorId: '9001' }],
      ['DeleteGaConnector', { id: 2001, propertyId: 'properties/300001' }],
    ]);
    spy.mockRestore();
  });
});

describe('the shared-credential links of 000 §2', () => {
  it('sends gct to the grant page and gctnew to the new one, carrying site, agency and framed', () => {
    expect(sharedCredentialRedirect({ gct: 'abc', agency: '1', site: 'x.example', framed: 'true', other: 'no' })).toBe(
      '/grant-access?gct=abc&site=x.example&agency=1&framed=true',
    );
    expect(sharedCredentialRedirect({ gctnew: 'def', agency: '2' })).toBe('/grant-google-access-new?gctnew=def&agency=2');
    expect(sharedCredentialRedirect({ t: 'share' })).toBeNull();
  });
});

