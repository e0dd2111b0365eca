import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeServer,
  pageOf,
  pickRowAction,
  renderScreenAs,
  resetKit,
  type Call,
} from '../../../admin-kit/testing/harness';
import { testUser } from '../../../../tests/user-fixture';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { FeedToolsScreen } from './FeedToolsScreen';

const userAdmin = testUser({ permissions: ['SCREEN_USER_MGMT'] });

const CONNECTIONS = [
  {
    linkId: 31,
    advertiserId: 2001,
    advertiserName: 'Riverside Auto',
    source: 'ads',
    name: 'Riverside Auto — Search',
    state: 'healthy',
    sync: null,
    dataThrough: '2026-11-25',
  },
  {
    linkId: 32,
    advertiserId: 2001,
    advertiserName: 'Riverside Auto',
    source: 'facebook',
    name: 'Trade-in weekend',
    state: 'backfilling',
    sync: { id: 5, kind: 'backfill', status: 'running', daysDone: 10, daysTotal: 100 },
  },
];
const LOADS = [
  {
    id: 1,
    fileName: 'october.csv',
    status: 'loaded',
    rowsTotal: 12,
    rowsLoaded: 12,
    createdAt: '2026-11-20T09:30:00Z',
    createdBy: 'Sam Staff',
  },
  {
    id: 2,
    fileName: 'november.csv',
    status: 'refused',
    rowsTotal: 4,
    rowsLoaded: 0,
    refusals: [{ line: 3, message: 'clicks (20) greater than impressions (10)' }],
    createdAt: '2026-11-21T09:30:00Z',
    createdBy: 'Sam Staff',
  },
];

function serve(importAnswer: () => Response) {
  return fakeServer((call: Call) => {
    if (call.path === '/api/feed/connections') return pageOf(CONNECTIONS, call.query);
    if (call.path === '/api/feed/loads') return pageOf(LOADS, call.query);
    if (call.path === '/api/feed/import') return importAnswer();
    if (call.path === '/api/connectors/sync/resync')
      return jsonResponse({ syncId: 9, linkId: 31, kind: 'resync', status: 'queued' });
    return undefined;
  });
}

const Screen = () => <FeedToolsScreen title="Feed Tools" params={{}} />;

afterEach(resetKit);

/** Opens the feed tools, the first connection's "Re-sync this range" form, and types the range. */
async function openResync(from: string, until: string): Promise<void> {
  renderScreenAs(userAdmin, Screen, '/admin/feed-tools');
  await screen.findByText('Riverside Auto — Search');
  await pickRowAction('Riverside Auto Riverside Auto — Search', 'Re-sync this range');
  const start = await screen.findByLabelText('Re-sync from');
  await userEvent.clear(start);
  await userEvent.type(start, from);
  const end = screen.getByLabelText('Re-sync until');
  await userEvent.clear(end);
  await userEvent.type(end, until);
}

describe('the feed tools', { timeout: 30_000 }, () => {
  it('shows the sync status of every connection and the load history', async () => {
    const { calls } = serve(() => jsonResponse({}));
    renderScreenAs(userAdmin, Screen, '/admin/feed-tools');
    const row = (await screen.findByText('Riverside Auto — Search')).closest('tr')!;
    // The server's querystring refuses anything but limit, offset, search and source (no sort, no dir).
    const asked = calls.find((c) => c.path === '/api/feed/connections')!.query;
    expect(Object.keys(asked).every((key) => ['limit', 'offset', 'search', 'source'].includes(key))).toBe(true);
    expect(within(row).getByText('Google Ads')).toBeInTheDocument();
    expect(within(row).getByText('Healthy')).toBeInTheDocument();
    expect(within(row).getByText('11/25/26')).toBeInTheDocument();
    expect(within(row).getByText('not yet')).toBeInTheDocument();
    const backfilling = screen.getByText('Trade-in weekend').closest('tr')!;
    expect(within(backfilling).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    const loads = await screen.findByRole('table', { name: 'Load history' });
    expect(within(loads).getByText('october.csv')).toBeInTheDocument();
    expect(within(loads).getByText('12 / 12')).toBeInTheDocument();
    expect(within(loads).getByText('Loaded')).toBeInTheDocument();
    // Dates as every screen writes them (M/dd/yy), with the time of the import.
    expect(within(loads).getAllByText(/^11\/2[01]\/26 \d{1,2}:30 (AM|PM)$/)).toHaveLength(2);
  });

  it('opens the refused lines of a refused load of the history', async () => {
    serve(() => jsonResponse({}));
    renderScreenAs(userAdmin, Screen, '/admin/feed-tools');
    const toggle = await screen.findByRole('button', { name: 'Show the refused lines of november.csv' });
    expect(toggle).toHaveTextContent('Refused (1)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const refusals = screen.getByRole('table', { name: 'Refused lines' });
    expect(within(refusals).getByText('clicks (20) greater than impressions (10)')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByRole('table', { name: 'Refused lines' })).toBeNull();
  });

  it('lists the refused lines of an import, nothing stored', async () => {
    serve(() =>
      jsonResponse(
        {
          error: 'refused',
          status: 'refused',
          rowsTotal: 3,
          rowsLoaded: 0,
          refusals: [
            { line: 2, message: 'Unknown campaign 999' },
            { line: 3, message: 'Impressions must be a number' },
          ],
        },
        400,
      ),
    );
    renderScreenAs(userAdmin, Screen, '/admin/feed-tools');
    const file = new File(['date,campaign,impressions\n'], 'bad.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('CSV file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Nothing was stored: 2 lines were refused.')).toBeInTheDocument();
    const refusals = screen.getByRole('table', { name: 'Refused lines' });
    expect(within(refusals).getByText('Unknown campaign 999')).toBeInTheDocument();
    expect(within(refusals).getByText('Impressions must be a number')).toBeInTheDocument();
  });

  it('queues a re-sync of a range', async () => {
    const { calls } = serve(() => jsonResponse({}));
    await openResync('2026-11-01', '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Re-sync this range' }));
    await screen.findByText('The range is queued for a new sync.');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/connectors/sync/resync')?.body).toEqual({
        linkId: 31,
        start: '2026-11-01',
        end: '2026-11-10',
      }),
    );
  });

  it('watches a queued re-sync until it is done', async () => {
    let asked = 0;
    fakeServer((call: Call) => {
      if (call.path === '/api/feed/connections') {
        asked += 1;
        const status = asked === 1 ? 'queued' : 'done';
        const sync = { id: 9, kind: 'resync', status, rangeStart: '2026-11-01', rangeEnd: '2026-11-10' };
        return pageOf([{ ...CONNECTIONS[0], sync: { ...sync, daysDone: 10, daysTotal: 10 } }], call.query);
      }
      if (call.path === '/api/feed/loads') return pageOf([], call.query);
      return undefined;
    });
    renderScreenAs(userAdmin, Screen, '/admin/feed-tools');
    const row = (await screen.findByText('Riverside Auto — Search')).closest('tr')!;
    expect(within(row).getByText('Re-sync: waiting to start')).toBeInTheDocument();
    expect(within(row).getByText('11/01/26 – 11/10/26')).toBeInTheDocument();
    expect(await within(row).findByText('Re-sync: all days loaded', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('refuses a range whose start is after its end', async () => {
    const { calls } = serve(() => jsonResponse({}));
    await openResync('2026-11-20', '2026-11-10');
    expect(screen.getByText('The start must be on or before the end.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-sync this range' })).toBeDisabled();
    expect(calls.some((c) => c.path === '/api/connectors/sync/resync')).toBe(false);
  });
});
