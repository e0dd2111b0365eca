import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../../tests/stub-fetch';
import { HealthChecksScreen } from '../HealthChecksScreen';
import { SAMPLE_CHECKS } from './fixtures';

configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.unstubAllGlobals());

const FIXED = SAMPLE_CHECKS.map((check) =>
  check.name === 'chromium'
    ? { ...check, status: 'ok', detail: 'Chromium started and rendered a test page as PDF in 900 ms.' }
    : check,
);

function setup(answer: (path: string) => unknown = () => SAMPLE_CHECKS) {
  const calls: { path: string; body: unknown }[] = [];
  stubFetch((path, init) => {
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
    if (path === '/api/getHealthChecks') return jsonResponse(answer(path));
    if (path === '/api/runHealthCheck') return jsonResponse(FIXED);
    return jsonResponse({ error: 'not found' }, 404);
  });
  renderWithProviders(<HealthChecksScreen title="Health Checks" params={{ file: 'all' }} />);
  return { calls, user: userEvent.setup() };
}

describe('HealthChecksScreen', { timeout: 20_000 }, () => {
  it('shows each check with its status in words, detail and week; Run now runs it and shows the new status', async () => {
    const { calls, user } = setup();
    const chromium = await screen.findByRole('region', { name: 'Exports (Chromium)' });
    expect(within(chromium).getByText('Failing')).toBeInTheDocument();
    expect(within(chromium).getByText(/CHROMIUM_PATH is set to \/opt\/chrome/)).toBeInTheDocument();
    expect(within(chromium).getByRole('img').getAttribute('aria-label')).toMatch(/Failing/);
    expect(screen.getByText('1 passing, 1 warning, 1 failing')).toBeInTheDocument();

    await user.click(within(chromium).getByRole('button', { name: 'Run check: Exports (Chromium)' }));
    expect(await within(chromium).findByText('Passing')).toBeInTheDocument();
    expect(within(chromium).getByText(/rendered a test page as PDF in 900 ms/)).toBeInTheDocument();
    expect(calls).toContainEqual({ path: '/api/runHealthCheck', body: { name: 'chromium' } });
  });

  it('opens an agency of the freshness tree to its sources', async () => {
    const { user } = setup();
    const freshness = await screen.findByRole('region', { name: 'Data freshness' });
    expect(within(freshness).queryByText('DV360')).not.toBeInTheDocument();
    await user.click(within(freshness).getByRole('button', { name: 'Show sources: Compulse Media' }));
    expect(within(freshness).getAllByText('DV360')[0]).toBeInTheDocument();
    expect(within(freshness).getByText('6 h')).toBeInTheDocument();
    expect(within(freshness).getByText('Jun 13')).toBeInTheDocument();
    // Who is affected: the advertisers whose data is late, with their late sources; the one on time is not listed.
    expect(within(freshness).getByText('Advertisers with late data: 1 of 2')).toBeInTheDocument();
    const late = within(freshness).getByText('Riverside Auto Group').closest('li')!;
    expect(late).toHaveTextContent('DV360');
    expect(within(freshness).queryByText('Harbor Dental Care')).not.toBeInTheDocument();
  });

  it('runs every check one by one with Run all', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Run all checks' }));
    await screen.findByText('2 passing, 1 warning, 0 failing');
    expect(calls.filter((c) => c.path === '/api/runHealthCheck').map((c) => c.body)).toEqual([
      { name: 'database' },
      { name: 'chromium' },
      { name: 'freshness' },
    ]);
  });

  it('says so when the answer is not a list, with the body’s error, and offers to try again', async () => {
    setup(() => ({ error: 'The database is not available right now.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is not available right now.');
    expect(within(alert).getByRole('button', { name: 'Load again' })).toBeInTheDocument();
  });
});
