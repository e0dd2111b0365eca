import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreenAs, resetKit, type Call } from '../../admin-kit/testing/harness';
import { testUser } from '../../../tests/user-fixture';
import { jsonResponse } from '../../../tests/stub-fetch';
import { ConnectionsScreen } from './ConnectionsScreen';
import { GrantAccessScreen } from './GrantAccessScreen';
import { connectorServer } from './testing';

const admin = testUser({ AgencyRight: ['AGENCY_ADMIN'], active_agency_id: 1 });

const GRANTS = [
  {
    id: '11',
    provider: 'google',
    userId: 'g-100001',
    name: 'morgan@harbor.example',
    firstName: 'Morgan',
    lastName: 'Lee',
    email: 'morgan@harbor.example',
    status: 'healthy',
    expiryFlag: 'none',
    connectionDate: '2026-09-01T10:00:00Z',
  },
  {
    id: '12',
    provider: 'facebook',
    userId: 'fb-200001',
    name: 'riley@harbor.example',
    firstName: 'Riley',
    lastName: 'Fox',
    email: 'riley@harbor.example',
    status: 'healthy',
    expiryFlag: 'soon',
  },
  {
    id: '13',
    provider: 'facebook',
    userId: 'fb-200002',
    name: 'casey@harbor.example',
    firstName: 'Casey',
    lastName: 'Ng',
    email: 'casey@harbor.example',
    status: 'healthy',
    expiryFlag: 'urgent',
  },
  {
    id: '14',
    provider: 'linkedin',
    userId: 'li-300001',
    name: 'jordan@harbor.example',
    firstName: 'Jordan',
    lastName: 'Park',
    email: 'jordan@harbor.example',
    status: 'needs_reauth',
    expiryFlag: 'none',
  },
];

function serve(extra: (call: Call) => Response | undefined = () => undefined) {
  return connectorServer((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.path === '/api/connections/credentials') return jsonResponse(GRANTS);
    if (call.path === '/api/getSiteImpactCredential/')
      return jsonResponse([{ id: 'k1', name: 'Harbor key', apiKey: '••••a1b2' }]);
    if (call.path === '/api/credential/linkedin/agency/1/account') return jsonResponse([]);
    if (call.path === '/api/credentials/call-rail/1') return jsonResponse({ message: 'No accounts linked' });
    if (call.path === '/api/googleCredentialsRemoveTokensNew/') return jsonResponse({ removed: true });
    if (call.path === '/api/oauth/start')
      return jsonResponse({ url: 'http://localhost/sandbox/oauth/google/authorize?state=s' });
    if (call.path === '/api/getGoogleCredentialsLink')
      return jsonResponse({ link: 'http://localhost/?gct=tok&agency=1', expiresAt: '2026-12-04T00:00:00Z' });
    return undefined;
  });
}

const Connections = () => <ConnectionsScreen title="Connections" params={{}} />;

afterEach(() => {
  resetKit();
  vi.restoreAllMocks();
});

describe('the connections page', { timeout: 30_000 }, () => {
  it('lists the agency’s grants with their expiry flags and the re-authorisation they need', async () => {
    const { calls } = serve();
    renderScreenAs(admin, Connections, '/connections');
    const google = await screen.findByRole('listitem', { name: 'morgan@harbor.example' });
    expect(within(google).getByText('Connected Sep 1, 2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'riley@harbor.example' })).getByText('Expires within 14 days'),
    ).toBeInTheDocument();
    const urgent = screen.getByRole('listitem', { name: 'casey@harbor.example' });
    expect(within(urgent).getByText('Expires within 3 days')).toBeInTheDocument();
    expect(within(urgent).getByRole('button', { name: 'Grant again' })).toBeInTheDocument();
    const linkedin = screen.getByRole('listitem', { name: 'jordan@harbor.example' });
    expect(within(linkedin).getByText('Needs re-authorisation')).toBeInTheDocument();
    expect(within(linkedin).getByRole('button', { name: 'Grant again' })).toBeInTheDocument();
    expect(await screen.findByText('No CallRail account yet.')).toBeInTheDocument();
    expect(screen.getByText('No LinkedIn ad account yet.')).toBeInTheDocument();
    expect(screen.getByText('••••a1b2')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/connections/credentials')?.query).toEqual({ agencyId: '1' });
  });

  it('starts a Google grant that comes back to this page', async () => {
    const { calls } = serve();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderScreenAs(admin, Connections, '/connections');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a Google account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/oauth/google/authorize?state=s'));
    expect(calls.find((c) => c.path === '/api/oauth/start')?.body).toEqual({
      provider: 'google',
      agencyId: 1,
      returnTo: '/connections',
    });
  });

  it('removes a Google grant only after the confirm dialog', async () => {
    const { calls } = serve();
    renderScreenAs(admin, Connections, '/connections');
    const google = await screen.findByRole('listitem', { name: 'morgan@harbor.example' });
    await userEvent.click(within(google).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this connection?' });
    expect(dialog).toHaveTextContent('Access granted by morgan@harbor.example is revoked.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await screen.findByText('Connection removed.');
    expect(calls.find((c) => c.path === '/api/googleCredentialsRemoveTokensNew/')?.query).toEqual({
      agencyId: '1',
      googleUserId: 'g-100001',
    });
  });

  it('creates the shared Google grant link to copy', async () => {
    serve();
    renderScreenAs(admin, Connections, '/connections');
    await userEvent.click(await screen.findByRole('button', { name: 'Create a link' }));
    expect(await screen.findByRole('textbox', { name: 'Shared grant link' })).toHaveValue(
      'http://localhost/?gct=tok&agency=1',
    );
    expect(screen.getByText('Valid until Dec 4, 2026')).toBeInTheDocument();
  });

  it('adds a CallRail account', async () => {
    const { calls } = serve();
    renderScreenAs(admin, Connections, '/connections');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a CallRail account' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'CallRail account id' }), 'ACC123');
    await userEvent.type(screen.getByRole('textbox', { name: 'Account name' }), 'Riverside calls');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/credentials/call-rail/1')?.body).toEqual({
        accountId: 'ACC123',
        accountName: 'Riverside calls',
      }),
    );
  });
});

describe('the public grant page', { timeout: 30_000 }, () => {
  it('names the agency of a shared link and starts the grant with its token', async () => {
    const { calls } = serve((call) =>
      call.path === '/api/checkGoogleOAuthNew' ? jsonResponse({ valid: true, agencyName: 'Harbor Media' }) : undefined,
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderScreenAs(
      testUser({ email: '' }),
      () => <GrantAccessScreen title="Grant Google Access" params={{}} />,
      '/grant-google-access-new?gctnew=tok&agency=1&site=harbor',
    );
    expect(await screen.findByText(/Harbor Media asks for read access to your Google/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/oauth/start')?.body).toMatchObject({
      provider: 'google',
      agencyId: 1,
      token: 'tok',
    });
  });

  it('says a refused link is not valid any more', async () => {
    serve((call) =>
      call.path === '/api/checkGoogleOAuthNew'
        ? jsonResponse({ error: 'getSharedGoogleCredentials failed' }, 400)
        : undefined,
    );
    renderScreenAs(
      testUser(),
      () => <GrantAccessScreen title="Grant Access" params={{}} />,
      '/grant-access?gct=bad&agency=1',
    );
    expect(
      await screen.findByText('This grant link is not valid any more. Ask your agency for a new one.'),
    ).toBeInTheDocument();
  });
});
