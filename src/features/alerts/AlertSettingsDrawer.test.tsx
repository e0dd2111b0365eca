import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, resetKit, SignedIn } from '../../admin-kit/testing/harness';
import { RIGHTS } from '../../domain/rights';
import { jsonResponse } from '../../../tests/stub-fetch';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { testUser } from '../../../tests/user-fixture';
import type { AlertSettingsAnswer } from './alert-types';
import { AlertSettingsDrawer } from './AlertSettingsDrawer';
import { settingsFixture } from './fixtures';

afterEach(resetKit);

const ADMIN = testUser({ AgencyRight: [RIGHTS.AGENCY_ADMIN] });
const USERS = {
  users: [
    { user_id: 7, email: 'sam@agency.test', full_name: 'Sam Staff' },
    { user_id: 8, email: 'ada@agency.test', full_name: 'Ada Admin' },
  ],
};

function renderDrawer(): void {
  renderWithProviders(
    <SignedIn user={ADMIN}>
      <AlertSettingsDrawer
        scope={{ agencyId: 1, advertiserId: 10, advertiserName: 'Acme Motors' }}
        open
        onOpenChange={() => undefined}
      />
    </SignedIn>,
  );
}

describe('the alert settings drawer', { timeout: 15_000 }, () => {
  it('shows the advertiser’s overrides, and the inherited value of every other field', async () => {
    const { calls } = fakeServer((call) => {
      if (call.path === '/api/alertSettings') return jsonResponse(settingsFixture());
      if (call.path.startsWith('/api/get-user-by-tenancy/1/')) return jsonResponse(USERS);
      return undefined;
    });
    renderDrawer();
    expect(await screen.findByRole('heading', { name: 'Alert settings of Acme Motors' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Delivery drop (%)')).toHaveValue('40');
    expect(screen.getByLabelText('Hold for (evaluations)')).toHaveValue('3');
    const low = screen.getByLabelText('Pacing below (%)');
    expect(low).toHaveValue('');
    expect(low).toHaveAttribute('placeholder', '-25');
    expect(screen.getByText('Inherited: -25')).toBeInTheDocument();
    expect(screen.getAllByText('Overridden here')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Dashboard Admin' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Sam Staff (sam@agency.test)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ada Admin (ada@agency.test)' })).not.toBeChecked();
    expect(calls.find((c) => c.path === '/api/alertSettings')?.query).toEqual({ agencyId: '1', advertiserId: '10' });
  });

  it('saves the override and recipients with the version read', async () => {
    const { calls } = fakeServer((call) => {
      if (call.path === '/api/alertSettings' && call.method === 'PUT')
        return jsonResponse(settingsFixture({ version: 5 }));
      if (call.path === '/api/alertSettings') return jsonResponse(settingsFixture());
      if (call.path.startsWith('/api/get-user-by-tenancy/')) return jsonResponse(USERS);
      return undefined;
    });
    renderDrawer();
    await userEvent.type(await screen.findByLabelText('Pacing below (%)'), '-30');
    await userEvent.click(screen.getByRole('button', { name: 'Use the inherited value: Hold for (evaluations)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Client' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ada Admin (ada@agency.test)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText('Alert settings saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      agencyId: 1,
      advertiserId: 10,
      override: { pacingLowPercent: -30, dropPercent: 40 },
      recipients: { roles: ['dashadmin', 'client'], userIds: [7, 8] },
      version: 4,
    });
  });

  it('refuses a value that is not a whole number', async () => {
    fakeServer((call) => (call.path === '/api/alertSettings' ? jsonResponse(settingsFixture()) : undefined));
    renderDrawer();
    await userEvent.type(await screen.findByLabelText('Baseline weeks'), '2.5');
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save alert settings' })).toBeDisabled();
  });

  it('on a conflict says someone else saved, and loads their settings', async () => {
    let stored: AlertSettingsAnswer = settingsFixture();
    const { calls } = fakeServer((call) => {
      if (call.path === '/api/alertSettings' && call.method === 'PUT') {
        // Someone saved version 5 a moment ago.
        stored = settingsFixture({ version: 5, override: { dropPercent: 60 } });
        return jsonResponse({ error: 'These settings were changed by someone else.' }, 409);
      }
      if (call.path === '/api/alertSettings') return jsonResponse(stored);
      return undefined;
    });
    renderDrawer();
    await userEvent.type(await screen.findByLabelText('Ending within (days)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));
    expect(await screen.findByText(/Someone else changed these alert settings/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery drop (%)')).toHaveValue('60'));
    expect(screen.getByLabelText('Ending within (days)')).toHaveValue('');
    expect(calls.filter((c) => c.path === '/api/alertSettings' && c.method === 'GET')).toHaveLength(2);
  });
});
