import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, resetKit, SignedIn, type Call } from '../../admin-kit/testing/harness';
import { RIGHTS } from '../../domain/rights';
import type { SessionUser } from '../../domain/user';
import { jsonResponse } from '../../../tests/stub-fetch';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { testUser } from '../../../tests/user-fixture';
import type { Alert } from './alert-types';
import { AlertsPanel } from './AlertsPanel';
import { alertPage, FIXTURE_NOW, OPEN_ALERTS } from './fixtures';

afterEach(resetKit);

const STAFF = testUser({ roles: ['mc'] });
const ADMIN = testUser({ AgencyRight: [RIGHTS.AGENCY_ADMIN] });
const CLIENT = testUser({ roles: ['client'], email: 'client@acme.test' });

/** A server holding `alerts`: GET lists them, each action changes the one it names and answers it. */
function alertsServer(start: readonly Alert[], answer?: (call: Call) => Response | undefined): { calls: Call[] } {
  let alerts = [...start];
  const change = (id: number, patch: Partial<Alert>): Response => {
    alerts = alerts.map((a) => (a.id === id ? { ...a, ...patch } : a));
    return jsonResponse(alerts.find((a) => a.id === id));
  };
  return fakeServer((call) => {
    const custom = answer?.(call);
    if (custom) return custom;
    const body = call.body as { id: number; until?: string; visible?: boolean };
    if (call.path === '/api/alerts') return jsonResponse(alertPage(alerts));
    if (call.path === '/api/alerts/acknowledge')
      return change(body.id, { acknowledgedBy: 'Sam Staff', acknowledgedAt: '2026-11-27T12:00:00Z' });
    if (call.path === '/api/alerts/snooze') return change(body.id, { snoozedUntil: body.until ?? null });
    if (call.path === '/api/alerts/clientVisible') return change(body.id, { clientVisible: body.visible === true });
    return undefined;
  });
}

function renderPanel(user: SessionUser, onOpen?: (alert: Alert) => void): void {
  renderWithProviders(
    <SignedIn user={user}>
      <AlertsPanel agencyId={1} now={FIXTURE_NOW} onOpen={onOpen} />
    </SignedIn>,
  );
}

const item = (name: string): HTMLElement => screen.getByRole('listitem', { name: new RegExp(name) });

describe('the overview’s alerts panel', { timeout: 15_000 }, () => {
  it('lists the agency’s open alerts wanting attention, with rule, object, message, since and “data late”', async () => {
    const { calls } = alertsServer(OPEN_ALERTS);
    renderPanel(STAFF);
    expect(await screen.findByText('Acme Motors · Spring Sale')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/alerts')?.query).toMatchObject({ agencyId: '1', state: 'open' });
    const spring = item('Spring Sale');
    expect(within(spring).getByText('Pacing below target')).toBeInTheDocument();
    expect(within(spring).getByText(/Pacing at −34 %/)).toBeInTheDocument();
    expect(within(spring).getByText('Since 11/25/26')).toBeInTheDocument();
    expect(within(item('Geo Fence')).getByText('Data late')).toBeInTheDocument();
    // Acknowledged (2) and snoozed (3) ones wait behind the toggle.
    expect(screen.queryByText('Acme Motors · Winter Clearance')).toBeNull();
    expect(screen.queryByText('Bell Dental · Smiles')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include acknowledged and snoozed' }));
    expect(within(item('Winter Clearance')).getByText('Acknowledged by Ada Admin')).toBeInTheDocument();
    expect(within(item('Smiles')).getByText('Snoozed until 12/01/26')).toBeInTheDocument();
  });

  it('acknowledging an alert takes it out of the list needing attention', async () => {
    const { calls } = alertsServer(OPEN_ALERTS);
    renderPanel(STAFF);
    await screen.findByText('Acme Motors · Spring Sale');
    await userEvent.click(within(item('Spring Sale')).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(screen.queryByText('Acme Motors · Spring Sale')).toBeNull());
    expect(calls.find((c) => c.path === '/api/alerts/acknowledge')?.body).toEqual({ id: 1 });
    expect(await screen.findByText('Alert acknowledged; it leaves the list needing attention.')).toBeInTheDocument();
  });

  it('snoozes an alert until a date typed with the keyboard', async () => {
    const { calls } = alertsServer(OPEN_ALERTS);
    renderPanel(STAFF);
    await screen.findByText('Acme Motors · Spring Sale');
    const toggle = within(item('Spring Sale')).getByRole('button', {
      name: /Snooze Pacing below target.*until a date/,
    });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const date = screen.getByLabelText('Snooze until');
    expect(date).toHaveValue('2026-11-28');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-04');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/alerts/snooze')?.body).toEqual({ id: 1, until: '2026-12-04' }),
    );
    await waitFor(() => expect(screen.queryByText('Acme Motors · Spring Sale')).toBeNull());
  });

  it('lets agency admins, and only them, show an alert to the client', async () => {
    alertsServer(OPEN_ALERTS);
    renderPanel(STAFF);
    await screen.findByText('Acme Motors · Spring Sale');
    expect(screen.queryByRole('button', { name: 'Show to client' })).toBeNull();
  });

  it('shows an alert to the client and says so', async () => {
    const { calls } = alertsServer(OPEN_ALERTS);
    renderPanel(ADMIN);
    await screen.findByText('Acme Motors · Spring Sale');
    await userEvent.click(within(item('Spring Sale')).getByRole('button', { name: 'Show to client' }));
    expect(await within(item('Spring Sale')).findByText('Visible to the client')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/alerts/clientVisible')?.body).toEqual({ id: 1, visible: true });
    expect(within(item('Geo Fence')).getByRole('button', { name: 'Hide from client' })).toBeInTheDocument();
  });

  it('gives a client user what the server returns and no actions', async () => {
    alertsServer([OPEN_ALERTS[3]!]);
    renderPanel(CLIENT);
    expect(await screen.findByText('Bell Dental · Geo Fence Downtown')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Visible to the client')).toBeNull();
  });

  it('opens an alert’s advertiser through the app', async () => {
    alertsServer(OPEN_ALERTS);
    const opened: Alert[] = [];
    renderPanel(STAFF, (alert) => opened.push(alert));
    await userEvent.click(await screen.findByRole('button', { name: 'Acme Motors · Spring Sale' }));
    expect(opened.map((a) => a.advertiserId)).toEqual([10]);
  });

  it('says plainly when nothing needs attention, and offers settings to agency admins', async () => {
    alertsServer([OPEN_ALERTS[1]!]);
    renderPanel(ADMIN);
    expect(await screen.findByText('No alerts need attention right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alert settings' })).toBeInTheDocument();
  });

  it('shows a failed load and loads again on request', async () => {
    let fail = true;
    alertsServer(OPEN_ALERTS, (call) =>
      call.path === '/api/alerts' && fail ? jsonResponse({ error: 'The database is busy.' }, 500) : undefined,
    );
    renderPanel(STAFF);
    expect(
      await screen.findByText('The alerts could not be loaded: The database is busy.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Alert settings' })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Load the alerts again' }));
    expect(await screen.findByText('Acme Motors · Spring Sale')).toBeInTheDocument();
  });
});
