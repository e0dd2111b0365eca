import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, resetKit, SignedIn } from '../../admin-kit/testing/harness';
import { RIGHTS } from '../../domain/rights';
import type { SessionUser } from '../../domain/user';
import { jsonResponse } from '../../../tests/stub-fetch';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { testUser } from '../../../tests/user-fixture';
import type { Alert } from './alert-types';
import { AlertsHeaderButton } from './AlertsHeaderButton';
import { alertPage, FIXTURE_NOW, OPEN_ALERTS } from './fixtures';

afterEach(resetKit);

function renderButton(user: SessionUser, alerts: readonly Alert[]): ReturnType<typeof fakeServer> {
  const server = fakeServer((call) => (call.path === '/api/alerts' ? jsonResponse(alertPage(alerts)) : undefined));
  renderWithProviders(
    <SignedIn user={user}>
      <p>Acme Motors</p>
      <AlertsHeaderButton advertiserId={10} advertiserName="Acme Motors" now={FIXTURE_NOW} />
    </SignedIn>,
  );
  return server;
}

describe('the advertiser header’s alerts button', { timeout: 15_000 }, () => {
  it('counts the advertiser’s alerts wanting attention and opens them in a popover', async () => {
    const { calls } = renderButton(testUser({ AgencyRight: [RIGHTS.AGENCY_ADMIN] }), OPEN_ALERTS);
    const button = await screen.findByRole('button', { name: '2 open alerts for this advertiser' });
    expect(calls[0]?.query).toMatchObject({ agencyId: '1', advertiserId: '10', state: 'open' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Acme Motors · Spring Sale')).toBeInTheDocument();
    expect(within(dialog).queryByText('Acme Motors · Winter Clearance')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Alert settings' })).toBeInTheDocument();
  });

  it('is absent for a client the agency has shown nothing', async () => {
    const { calls } = renderButton(testUser({ roles: ['client'] }), []);
    await waitFor(() => expect(calls).toHaveLength(1));
    // The answer has been read (an agency user would now see the button with 0).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stays for agency staff when nothing is open (the way to the settings)', async () => {
    renderButton(testUser(), []);
    expect(await screen.findByRole('button', { name: '0 open alerts for this advertiser' })).toBeInTheDocument();
  });

  it('shows a client the alerts the server returns, without actions', async () => {
    renderButton(testUser({ roles: ['client'] }), [OPEN_ALERTS[3]!]);
    await userEvent.click(await screen.findByRole('button', { name: '1 open alerts for this advertiser' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bell Dental · Geo Fence Downtown')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button')).toBeNull();
  });
});
