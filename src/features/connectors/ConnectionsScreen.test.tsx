import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreenAs, resetKit, type Call } from '../../admin-kit/testing/harness';
import { testUser } from '../../../tests/user-fixture';
import { jsonResponse } from '../../../tests/stub-fetch';
import { ConnectionsScreen } from './ConnectionsScreen';
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
    pictureUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    scopes: ['https://www.googleapis.com/auth/adwords', 'https://www.googleapis.com/auth/analytics.readonly'],
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
    grantExpiresAt: '2026-12-08T00:00:00Z',
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
    statusReason: 'refresh refused: invalid_grant',
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
    if (call.path === '/api/connections/credentials/remove') return jsonResponse({ removed: true });
    if (call.path === '/api/oauth/start')
      return jsonResponse({ url: 'http://localhost/sandbox/oauth/google/authorize?state=s' });
    if (call.path === '/api/getGoogleCredentialsLink')
      return jsonResponse({
        link: 'http://localhost/?gct=tok&agency=1',
        linkNew: 'http://localhost/?gctnew=tok&agency=1',
        expiresAt: '2026-12-04T00:00:00Z',
      });
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
    expect(within(google).getByText('Connected 9/01/26')).toBeInTheDocument();
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
    expect(screen.getByText('Valid until 12/04/26')).toBeInTheDocument();
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

  it('shows each grant’s scopes, expiry date and the reason it needs re-authorisation; removes a LinkedIn grant', async () => {
    const { calls } = serve();
    renderScreenAs(admin, Connections, '/connections');
    const google = await screen.findByRole('listitem', { name: 'morgan@harbor.example' });
    expect(within(google).getByText('adwords')).toHaveAttribute('title', 'https://www.googleapis.com/auth/adwords');
    expect(within(google).getByText('analytics.readonly')).toBeInTheDocument();
    expect(within(google).getByText('Healthy')).toBeInTheDocument();
    const soon = screen.getByRole('listitem', { name: 'riley@harbor.example' });
    expect(within(soon).getByText(/Grant valid until 12\/08\/26/)).toBeInTheDocument();
    expect(within(soon).getByText('No scope recorded')).toBeInTheDocument();
    const linkedin = screen.getByRole('listitem', { name: 'jordan@harbor.example' });
    expect(within(linkedin).getByText('Reason: refresh refused: invalid_grant')).toBeInTheDocument();
    // LinkedIn has no removal call in 001: the page removes it through the generic one.
    await userEvent.click(within(linkedin).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this connection?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await screen.findByText('Connection removed.');
    expect(calls.find((c) => c.path === '/api/connections/credentials/remove')?.body).toEqual({
      agencyId: 1,
      provider: 'linkedin',
      id: String(GRANTS.find((g) => g.provider === 'linkedin')!.id),
    });
  });

  it('checks a Facebook grant again and says when the provider refused it', async () => {
    const { calls } = serve((call) =>
      call.path === '/api/syncFacebookCredential'
        ? jsonResponse({ ...GRANTS[1], status: 'needs_reauth', statusReason: 'the provider refused the access token' })
        : undefined,
    );
    renderScreenAs(admin, Connections, '/connections');
    await userEvent.click(await screen.findByRole('button', { name: 'Check again riley@harbor.example' }));
    expect(await screen.findByText('The provider refused this connection: grant access again.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/syncFacebookCredential')?.body).toEqual({ agencyId: 1, id: '12' });
  });

  it('says in words why a grant came back refused', async () => {
    serve();
    renderScreenAs(admin, Connections, '/connections?grantError=denied&provider=google');
    expect(await screen.findByText('Access was not granted: the consent page was declined.')).toBeInTheDocument();
  });

  it('shows a list that failed with the server’s message and retries it', async () => {
    let failing = true;
    serve((call) =>
      call.path === '/api/getSiteImpactCredential/' && failing
        ? jsonResponse({ error: 'You don’t have access' }, 403)
        : undefined,
    );
    renderScreenAs(admin, Connections, '/connections');
    const failed = await screen.findByText('This list could not be loaded: You don’t have access', undefined, {
      timeout: 5000,
    });
    failing = false;
    await userEvent.click(
      within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByText('••••a1b2')).toBeInTheDocument();
  });

  it('adds a LinkedIn ad account by keyboard and shows the server’s refusal under the form', async () => {
    const { calls } = serve((call) =>
      call.method === 'POST' && call.path === '/api/credential/linkedin/agency/1/account'
        ? jsonResponse({ error: "LinkedIn account 5081 is not reachable through the agency's LinkedIn grants." }, 400)
        : undefined,
    );
    renderScreenAs(admin, Connections, '/connections');
    (await screen.findByRole('button', { name: 'Add an ad account' })).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Ad account id' })).toHaveFocus();
    await userEvent.keyboard('5081{Tab}Acme{Enter}');
    expect(
      await screen.findByText(
        "Not saved: LinkedIn account 5081 is not reachable through the agency's LinkedIn grants.",
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/account'))?.body).toEqual({
      accountId: '5081',
      name: 'Acme',
    });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Ad account id' })).toBeNull();
  });

  it('edits a CallRail account and a Site Impact key with PATCH', async () => {
    const { calls } = serve((call) => {
      if (call.method === 'GET' && call.path === '/api/credentials/call-rail/1')
        return jsonResponse([{ accountId: 'ACC8f2a41c07', accountName: 'Riverside' }]);
      if (call.method === 'PATCH') return jsonResponse({});
      return undefined;
    });
    renderScreenAs(admin, Connections, '/connections');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit account Riverside' }));
    const name = screen.getByRole('textbox', { name: 'Account name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Riverside Dental{Enter}');
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'PATCH' && c.path === '/api/credentials/call-rail/1/Riverside')?.body,
      ).toEqual({ accountId: 'ACC8f2a41c07', accountName: 'Riverside Dental' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit key Harbor key' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'API key' }), 'sik_live_new{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/editSiteImpactCredential')?.body).toEqual({
        id: 1,
        name: 'Harbor key',
        apiKey: 'sik_live_new',
      }),
    );
  });

  it('copies both shared grant links', async () => {
    serve();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreenAs(admin, Connections, '/connections');
    await userEvent.click(await screen.findByRole('button', { name: 'Create a link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the new-page link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/?gctnew=tok&agency=1');
    await userEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost/?gct=tok&agency=1');
    expect(await screen.findAllByText('Link copied.')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create another link' })).toBeInTheDocument();
  });
});
