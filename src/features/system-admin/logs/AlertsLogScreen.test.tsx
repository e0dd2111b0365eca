import { RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultAfterDate } from '../../../admin-kit';
import { fakeServer, resetKit } from '../../../admin-kit/testing/harness';
import { createKitRouter } from '../../../admin-kit/testing/kit-router';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { jsonResponse } from '../../../../tests/stub-fetch';
import type { AlertLogRow } from './alerts-log-config';
import { AlertsLogScreen } from './AlertsLogScreen';

afterEach(resetKit);

/** A log row exactly as the contract answers it (Alert & agencyName, recipients, changes). */
function logRow(id: number, overrides: Record<string, unknown> = {}): AlertLogRow {
  return {
    id,
    rule: 'pacing_low',
    ruleLabel: 'Pacing below target',
    state: 'firing',
    agencyId: 1,
    advertiserId: 10,
    advertiserName: 'Acme Motors',
    campaignId: 500 + id,
    campaignName: `Campaign ${id}`,
    objectLabel: `Acme Motors · Campaign ${id}`,
    message: 'Pacing at −34 % against its flight (threshold −20 %).',
    value: -34,
    dataLate: false,
    firstSeen: '2026-11-25T06:00:00Z',
    lastSeen: '2026-11-27T06:00:00Z',
    firedAt: '2026-11-26T06:00:00Z',
    resolvedAt: null,
    acknowledgedBy: null,
    acknowledgedAt: null,
    snoozedUntil: null,
    clientVisible: false,
    agencyName: 'Compulse',
    recipients: ['ada@agency.test', 'sam@agency.test'],
    changes: [
      { at: '2026-11-26T06:00:00Z', change: 'fired', by: null },
      { at: '2026-11-27T08:00:00Z', change: 'acknowledged', by: 'Ada Admin' },
      { at: '2026-11-27T09:00:00Z', change: 'clientVisibleOn', by: 'Ada Admin' },
    ],
    ...overrides,
  } as AlertLogRow;
}

const ROWS = Array.from({ length: 25 }, (_, i) =>
  logRow(
    i + 1,
    i === 0 ? { state: 'resolved', acknowledgedBy: 'Ada Admin', acknowledgedAt: '2026-11-27T08:00:00Z' } : {},
  ),
);

function setup(): ReturnType<typeof fakeServer> {
  const server = fakeServer((call) =>
    call.path === '/api/automatedAlertsLog'
      ? jsonResponse({ items: ROWS, total: 60, limit: Number(call.query.limit), offset: Number(call.query.offset) })
      : undefined,
  );
  const router = createKitRouter(
    () => <AlertsLogScreen title="Automated Alerts Log" params={{}} />,
    '/systemAdmin/automated-alerts-log',
  );
  renderWithProviders(<RouterProvider router={router} />);
  return server;
}

describe('the automated-alerts log', { timeout: 20_000 }, () => {
  it('lists rule, object, first and last seen, state, who acknowledged and the recipients', async () => {
    const { calls } = setup();
    expect(await screen.findByText('Acme Motors · Campaign 1')).toBeInTheDocument();
    for (const name of [
      'Rule',
      'Advertiser / campaign',
      'First seen',
      'Last seen',
      'Alert state',
      'Acknowledged',
      'Digest sent to',
    ])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    const first = screen.getByText('Acme Motors · Campaign 1').closest('tr')!;
    expect(within(first).getByText('Resolved')).toBeInTheDocument();
    expect(within(first).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(first).getByText('ada@agency.test, sam@agency.test')).toBeInTheDocument();
    expect(calls[0]?.query).toEqual({ limit: '25', offset: '0', after: defaultAfterDate() });
  });

  it('asks the server for the next page and filters by name', async () => {
    const { calls } = setup();
    await screen.findByText('Acme Motors · Campaign 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ offset: '25', limit: '25' }));
    await userEvent.type(screen.getByLabelText('Rule, advertiser or campaign'), 'Acme');
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ name: 'Acme', offset: '0' }));
  });

  it('opens a row to its state changes and who made them', async () => {
    setup();
    await screen.findByText('Acme Motors · Campaign 1');
    await userEvent.click(screen.getAllByRole('button', { name: 'Show details' })[0]!);
    expect(await screen.findByText(/Fired by the schedule/)).toBeInTheDocument();
    expect(screen.getByText(/Acknowledged by Ada Admin/)).toBeInTheDocument();
    expect(screen.getByText(/Shown to the client by Ada Admin/)).toBeInTheDocument();
  });
});
