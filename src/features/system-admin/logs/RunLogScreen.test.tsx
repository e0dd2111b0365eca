import { RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultAfterDate } from '../../../admin-kit';
import { createKitRouter } from '../../../admin-kit/testing/kit-router';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../../tests/stub-fetch';
import { RUNS, runLogAnswer } from '../../../ui/run-log/fixtures';
import { RunLogScreen } from './RunLogScreen';

interface Call {
  path: string;
  body: Record<string, unknown>;
}

function setup(path = '/systemAdmin/scheduled-reports-log') {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ path: url, body });
    if (url === '/graph') return jsonResponse(runLogAnswer(RUNS));
    if (url === '/api/scheduledReportResend') return jsonResponse({ logId: 99 });
    if (url === '/api/scheduledReportApprove') return jsonResponse({ logId: 39 });
    return jsonResponse({ error: 'not found' }, 404);
  });
  const router = createKitRouter(() => <RunLogScreen title="Scheduled Reports Log" params={{}} />, path);
  renderWithProviders(<RouterProvider router={router} />);
  return { calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the scheduled-reports and business-review logs', { timeout: 20_000 }, () => {
  it('asks for the newest dashboard runs after six months ago and shows statuses in words', async () => {
    const { calls } = setup();
    expect((await screen.findAllByText('Weekly display recap')).length).toBe(3);
    const graph = calls.find((c) => c.path === '/graph');
    expect(graph?.body.variables).toMatchObject({
      kind: 'dashboard',
      after: defaultAfterDate(),
      orderBy: '-scheduledTo',
      limit: 25,
      offset: 0,
    });
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Held for approval')).toBeInTheDocument();
    expect(screen.queryByText('held')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Scheduled to/ })).toBeInTheDocument();
  });

  it('lists business reviews on the business-review log', async () => {
    const { calls } = setup('/systemAdmin/business-review-log');
    await screen.findAllByText('Weekly display recap');
    expect(calls.find((c) => c.path === '/graph')?.body.variables).toMatchObject({ kind: 'businessReview' });
  });

  it('opens a run to its files, recipients and trigger, and resends it', async () => {
    const { calls } = setup();
    const toggles = await screen.findAllByRole('button', { name: 'Show details' });
    await userEvent.click(toggles[0]!);
    const detail = await screen.findByRole('group', { name: /Run of Weekly display recap/ });
    const [pdf] = within(detail).getAllByRole('listitem');
    expect(pdf).toHaveTextContent('acme-display-2026-10-26.pdf · 277.5 KB · SHA-256 9f2c4be01a7d…');
    expect(within(detail).getByText('client@acme.test, avery@compulse.test')).toBeInTheDocument();
    expect(within(detail).getByText('Its schedule')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/scheduledReportResend')).toBe(true));
    expect(calls.find((c) => c.path === '/api/scheduledReportResend')?.body).toEqual({ logId: 41 });
  });

  it('shows a failed run’s cause and approves a held run', async () => {
    const { calls } = setup();
    const toggles = await screen.findAllByRole('button', { name: 'Show details' });
    await userEvent.click(toggles[1]!);
    expect(await screen.findAllByText(/554 relay denied/)).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: /details/ })[2]!);
    const detail = await screen.findByRole('group', { name: /Run of/ });
    expect(within(detail).getByText('2026-10-17')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Approve and send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/scheduledReportApprove')?.body).toEqual({ logId: 39 }),
    );
  });
});
