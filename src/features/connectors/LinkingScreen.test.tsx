import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreenAs, resetKit, type Call } from '../../admin-kit/testing/harness';
import { testUser } from '../../../tests/user-fixture';
import { jsonResponse } from '../../../tests/stub-fetch';
import { LinkingScreen } from './LinkingScreen';
import { connectorServer, operations, withApollo } from './testing';

const staff = testUser({ AgencyRight: ['SCREEN_ADVERTISER_MGMT'] });

// The real answer of GET /api/connectors/sync/status (docs/api/connectors.md): progress nested, links listed.
const link = { linkId: 1, kind: 'campaigns', name: 'Linked item' };
const STATUS = [
  {
    source: 'ads',
    title: 'Google Ads',
    state: 'backfilling',
    progress: { daysDone: 40, daysTotal: 400, percent: 10 },
    lastSyncAt: null,
    dataThrough: null,
    lastError: null,
    links: [link],
  },
  {
    source: 'analytics',
    title: 'Google Analytics',
    state: 'healthy',
    progress: { daysDone: 400, daysTotal: 400, percent: 100 },
    lastSyncAt: '2026-11-26T04:00:00Z',
    dataThrough: '2026-11-25',
    lastError: null,
    links: [link],
  },
  {
    source: 'facebook',
    state: 'needs_reauth',
    progress: null,
    lastSyncAt: null,
    dataThrough: '2026-10-01',
    lastError: null,
    links: [link],
  },
  { source: 'linkedin', state: 'linked', progress: null, lastSyncAt: null, dataThrough: null, links: [link] },
];

function serve(status: unknown = { sources: STATUS }) {
  return connectorServer((call: Call) =>
    call.path === '/api/connectors/sync/status' ? jsonResponse(status) : undefined,
  );
}

const Linking = () => <LinkingScreen title="Account Linking" params={{ advertiserId: '2001' }} />;

afterEach(resetKit);

describe('the account-linking page', { timeout: 40_000 }, () => {
  it('shows every source of the registry with its state', async () => {
    const { calls } = serve();
    renderScreenAs(staff, Linking, '/linking/2001');
    const list = await screen.findByRole('list', { name: 'Sources' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const ads = within(list).getByRole('listitem', { name: 'Google Ads' });
    expect(within(ads).getByText('Backfilling')).toBeInTheDocument();
    expect(within(ads).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(within(ads).getByText('40 of 400 days loaded')).toBeInTheDocument();
    const analytics = within(list).getByRole('listitem', { name: 'Google Analytics' });
    expect(within(analytics).getByText('Healthy')).toBeInTheDocument();
    expect(within(analytics).getByText('Data through 11/25/26')).toBeInTheDocument();
    const facebook = within(list).getByRole('listitem', { name: /Facebook/ });
    expect(within(facebook).getByText('Needs re-authorisation')).toBeInTheDocument();
    // What arrived before the grant stopped working still counts.
    expect(within(facebook).getByText('Data through 10/01/26')).toBeInTheDocument();
    expect(within(facebook).getByRole('link', { name: 'Grant access again on the Connections page' })).toHaveAttribute(
      'href',
      '/connections',
    );
    expect(
      within(within(list).getByRole('listitem', { name: 'LinkedIn Ads' })).getByText('Waiting for the first data'),
    ).toBeInTheDocument();
    expect(
      within(within(list).getByRole('listitem', { name: 'CallRail' })).getByText('Not linked'),
    ).toBeInTheDocument();
    expect(within(ads).getByRole('link', { name: 'Set up Google Ads' })).toHaveAttribute('href', '/linking/2001/ads');
    expect(calls.find((c) => c.path === '/api/connectors/sync/status')?.query).toEqual({ advertiserId: '2001' });
  });

  it('names the advertiser in its heading and trail, read as the advertiser pages read it', async () => {
    const { calls } = serve();
    renderScreenAs(staff, Linking, '/linking/2001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account linking: Riverside Auto' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/getAdvertiserInfo')?.query).toEqual({ id: '2001' });
    const trail = screen.getByRole('navigation');
    expect(within(trail).getByText('Riverside Auto')).toBeInTheDocument();
  });

  it('falls back to the advertiser id when its name cannot be read', async () => {
    connectorServer((call) =>
      call.path === '/api/getAdvertiserInfo'
        ? jsonResponse({ message: 'Advertiser not found' }, 404)
        : call.path === '/api/connectors/sync/status'
          ? jsonResponse({ sources: STATUS })
          : undefined,
    );
    renderScreenAs(staff, Linking, '/linking/2001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account linking: 2001' })).toBeInTheDocument();
  });

  it('links Facebook pages as Insights beside the ad campaigns', async () => {
    const { calls } = serve();
    const Setup = withApollo(() => (
      <LinkingScreen title="Connector Setup" params={{ advertiserId: '2001', source: 'facebook' }} />
    ));
    renderScreenAs(staff, Setup, '/linking/2001/facebook');
    const pages = await screen.findByRole('group', { name: 'Pages (Insights)' });
    await waitFor(() => expect(within(pages).getByRole('checkbox', { name: /pg-301/ })).toBeChecked());
    expect(screen.getByRole('link', { name: 'Account linking' })).toHaveAttribute('href', '/linking/2001');
    await userEvent.click(within(pages).getByRole('checkbox', { name: /Riverside Auto Service/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    await screen.findByText('Links saved. New links start loading their past data.');
    expect(calls.find((c) => c.path === '/api/saveFacebookConnector/2001')?.body).toEqual({
      campaigns: [{ user_id: 'fb-200001', campaign_id: '9101' }],
      pages: [
        { user_id: 'fb-200001', page_id: 'pg-301' },
        { user_id: 'fb-200001', page_id: 'pg-302' },
      ],
    });
  });

  it('picks a view under an old analytics property and links a GA4 property directly', async () => {
    const { calls } = serve();
    const Setup = withApollo(() => (
      <LinkingScreen title="Connector Setup" params={{ advertiserId: '2001', source: 'analytics' }} />
    ));
    renderScreenAs(staff, Setup, '/linking/2001/analytics');
    const old = await screen.findByRole('group', { name: /UA-100-1/ });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /GA4/ })).toBeChecked());
    await userEvent.click(within(old).getByRole('checkbox', { name: /Filtered: no staff/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    await screen.findByText('Links saved. New links start loading their past data.');
    const added = calls.find((c) => (c.body as { operationName?: string } | null)?.operationName === 'AddGaConnector');
    expect((added?.body as { variables: unknown }).variables).toEqual({
      id: 2001,
      propertyId: 'UA-100-1',
      connectorId: '9002',
    });
    expect(operations(calls)).not.toContain('DeleteGaConnector');
  });

  it('says when nothing is linked yet', async () => {
    serve([]);
    renderScreenAs(staff, Linking, '/linking/2001');
    expect(await screen.findByText('No sources are linked to this advertiser yet.')).toBeInTheDocument();
  });

  it('links Google Ads accounts through the catalogue call, ids joined by commas', async () => {
    const { calls } = serve();
    const Setup = withApollo(() => (
      <LinkingScreen title="Connector Setup" params={{ advertiserId: '2001', source: 'ads' }} />
    ));
    renderScreenAs(staff, Setup, '/linking/2001/ads');
    const linked = await screen.findByRole('checkbox', { name: /Riverside Auto — Search/ });
    await waitFor(() => expect(linked).toBeChecked());
    expect(screen.getByText('Harbor Media MCC')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Riverside Auto — Video/ }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    await screen.findByText('Links saved. New links start loading their past data.');
    const save = calls.find(
      (c) => (c.body as { operationName?: string } | null)?.operationName === 'UpdateGoogleAdsAccounts',
    );
    expect((save?.body as { variables: unknown }).variables).toEqual({
      advertiserId: 2001,
      accountIds: '1000000101,1000000102',
    });
    expect(operations(calls).filter((o) => o === 'GoogleAdData').length).toBeGreaterThanOrEqual(2);
  });

  it('says what to do when the server refuses the accounts (no Google grant yet)', async () => {
    const refusal = 'The agency has no Google credential yet: an agency admin adds one on the connections page.';
    connectorServer((call) =>
      call.path === '/graph' && (call.body as { operationName?: string }).operationName === 'GoogleAdData'
        ? jsonResponse(
            { data: null, errors: [{ message: refusal, extensions: { status: 409, code: 'connectorNoCredential' } }] },
            409,
          )
        : undefined,
    );
    const Setup = withApollo(() => (
      <LinkingScreen title="Connector Setup" params={{ advertiserId: '2001', source: 'ads' }} />
    ));
    renderScreenAs(staff, Setup, '/linking/2001/ads');
    expect(await screen.findByText(refusal, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pages the LinkedIn campaigns on the server, 100 at a time', { timeout: 60_000 }, async () => {
    const { calls } = serve();
    const Setup = withApollo(() => (
      <LinkingScreen title="Connector Setup" params={{ advertiserId: '2001', source: 'linkedin' }} />
    ));
    renderScreenAs(staff, Setup, '/linking/2001/linkedin');
    expect(await screen.findByText('Page 1 of 2', {}, { timeout: 30_000 })).toBeInTheDocument();
    const available = () => calls.filter((c) => c.path.includes('/linkedin/campaigns/available/'));
    expect(available()[0]?.query).toEqual({ search: '', limit: '100', offset: '0' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(available().at(-1)?.query).toEqual({ search: '', limit: '100', offset: '100' }));
  });

  it('searches the YouTube TV campaigns on the server', async () => {
    const { calls } = serve();
    const Setup = withApollo(() => (
      <LinkingScreen title="Connector Setup" params={{ advertiserId: '2001', source: 'youtube-tv' }} />
    ));
    renderScreenAs(staff, Setup, '/linking/2001/youtube-tv');
    await screen.findByRole('checkbox', { name: /Holiday spot/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'fall');
    await waitFor(() =>
      expect(calls.filter((c) => c.path.includes('/youtubetv/campaigns/available/')).at(-1)?.query).toEqual({
        search: 'fall',
        limit: '100',
        offset: '0',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Holiday spot/ })).toBeNull());
  });

  it('lists the linked ad-server campaigns before any search', async () => {
    serve();
    const Setup = withApollo(() => (
      <LinkingScreen title="Connector Setup" params={{ advertiserId: '2001', source: 'ad-manager' }} />
    ));
    renderScreenAs(staff, Setup, '/linking/2001/ad-manager');
    const linked = await screen.findByRole('checkbox', { name: /Spring display/ });
    await waitFor(() => expect(linked).toBeChecked());
    expect(screen.getByRole('group', { name: 'Spring Sales Event' })).toBeInTheDocument();
    expect(
      screen.getByText('Linked orders are listed below; type part of an order name or id to find more.'),
    ).toBeInTheDocument();
  });

  it('takes the only Site Impact key and lists its geo campaigns by their product names', async () => {
    const { calls } = connectorServer();
    const Setup = withApollo(() => (
      <LinkingScreen title="Connector Setup" params={{ advertiserId: '2001', source: 'site-impact' }} />
    ));
    renderScreenAs(staff, Setup, '/linking/2001/site-impact');
    expect(await screen.findByRole('checkbox', { name: /OTT: fall event/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Site Impact API key' })).toHaveValue('key-1');
    expect(screen.getByText('Geofence')).toBeInTheDocument();
    expect(screen.queryByText('SIMPGEOFENCE')).toBeNull();
    // The key's e-mail campaign belongs to the e-mail impact source's screen.
    expect(screen.queryByRole('checkbox', { name: /October newsletter/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /dealership lots/ })).toBeChecked());
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /OTT: fall event/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    await screen.findByText('Links saved. New links start loading their past data.');
    // One call sets both sources' links: the e-mail link is sent along, untouched.
    const save = calls.find(
      (c) => (c.body as { operationName?: string } | null)?.operationName === 'AddSiteImpactConnector',
    );
    expect((save?.body as { variables: unknown }).variables).toEqual({ id: 2001, campaignIds: ['g-1', 'g-2', 'e-1'] });
  });

  it('names search-console sites by kind and tells the server’s reason when a save is refused', async () => {
    const refusal =
      'The site https://riversideauto.example/ is not reachable through any of the agency’s Google grants.';
    connectorServer((call) =>
      call.path === '/graph' && (call.body as { operationName?: string }).operationName === 'UpdateAccountLinking'
        ? jsonResponse({ data: null, errors: [{ message: refusal, extensions: { status: 404 } }] }, 200)
        : call.path === '/api/getAdvertiserInfo' || call.path === '/api/connectors/sync/status'
          ? jsonResponse({})
          : undefined,
    );
    const Setup = withApollo(() => (
      <LinkingScreen title="Connector Setup" params={{ advertiserId: '2001', source: 'search-console' }} />
    ));
    renderScreenAs(staff, Setup, '/linking/2001/search-console');
    await screen.findByRole('checkbox', { name: /sc-domain:riversideauto.example/ });
    expect(screen.getByText('Domain property')).toBeInTheDocument();
    expect(screen.getByText('URL-prefix property')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /sc-domain:riversideauto.example/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    expect(await screen.findByText(`The links could not be saved: ${refusal}`)).toBeInTheDocument();
  });

  it('names an unknown source', async () => {
    serve();
    function Unknown() {
      const [params] = useState({ advertiserId: '2001', source: 'myspace' });
      return <LinkingScreen title="Connector Setup" params={params} />;
    }
    renderScreenAs(staff, Unknown, '/linking/2001/myspace');
    expect(await screen.findByText('There is no source called “myspace”.')).toBeInTheDocument();
  });
});
