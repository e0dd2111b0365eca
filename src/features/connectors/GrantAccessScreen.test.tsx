import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreenAs, resetKit, type Call } from '../../admin-kit/testing/harness';
import { testUser } from '../../../tests/user-fixture';
import { jsonResponse } from '../../../tests/stub-fetch';
import { GrantAccessScreen } from './GrantAccessScreen';
import { connectorServer } from './testing';

function serve(extra: (call: Call) => Response | undefined) {
  return connectorServer((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.path === '/api/oauth/start')
      return jsonResponse({ url: 'http://localhost/sandbox/oauth/google/authorize?state=s' });
    return undefined;
  });
}

afterEach(() => {
  resetKit();
  vi.restoreAllMocks();
});

describe('the public grant page', { timeout: 30_000 }, () => {
  it('names the agency of a shared link and starts the grant with its token', async () => {
    const { calls } = serve((call) =>
      call.path === '/api/checkGoogleOAuthNew'
        ? jsonResponse({ valid: true, agencyName: 'Harbor Media', sharedBy: 'Avery Admin' })
        : undefined,
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderScreenAs(
      testUser({ email: '' }),
      () => <GrantAccessScreen title="Grant Google Access" params={{}} />,
      '/grant-google-access-new?gctnew=tok&agency=1&site=harbor',
    );
    expect(await screen.findByText(/Harbor Media asks for read access to your Google/)).toBeInTheDocument();
    expect(screen.getByText('Link shared by Avery Admin.')).toBeInTheDocument();
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
    expect(screen.getByText('The server answered: getSharedGoogleCredentials failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Google' })).toBeNull();
  });

  it('thanks the person once the provider sent them back granted, and words a refusal', async () => {
    serve((call) =>
      call.path === '/api/checkGoogleOAuthNew' ? jsonResponse({ valid: true, agencyName: 'Harbor Media' }) : undefined,
    );
    const page = renderScreenAs(
      testUser({ email: '' }),
      () => <GrantAccessScreen title="Grant Access" params={{}} />,
      '/grant-access?gct=tok&agency=1&granted=google',
    );
    expect(
      await screen.findByText('Thank you: Harbor Media can now read the data you granted. You can close this page.'),
    ).toBeInTheDocument();
    page.unmount();
    renderScreenAs(
      testUser({ email: '' }),
      () => <GrantAccessScreen title="Grant Access" params={{}} />,
      '/grant-access?gct=tok&agency=1&grantError=state',
    );
    expect(
      await screen.findByText('Access was not granted: the grant took too long or was already used; start it again.'),
    ).toBeInTheDocument();
  });

  it('hides the title when framed', async () => {
    serve((call) =>
      call.path === '/api/checkGoogleOAuthNew' ? jsonResponse({ valid: true, agencyName: 'Harbor Media' }) : undefined,
    );
    renderScreenAs(
      testUser({ email: '' }),
      () => <GrantAccessScreen title="Grant Google Access" params={{}} />,
      '/grant-google-access-new?gctnew=tok&agency=1&framed=true',
    );
    await screen.findByText(/Harbor Media asks for read access/);
    expect(screen.queryByRole('heading', { name: 'Grant Google Access' })).toBeNull();
  });
});
