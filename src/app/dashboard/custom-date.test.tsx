import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubDashboardFetch } from '../../../tests/stub-fetch';
import { clearTokens, setTokens } from '../../data/token-store';
import { renderApp } from '../testing/render-app';
import { testUser } from '../testing/fixtures';

/** The dashboard's data calls (module requests), not the ping or the layout. */
function dataCalls(mock: ReturnType<typeof stubDashboardFetch>): string[] {
  return mock.mock.calls
    .map(([input]) => String(input).replace(/^https?:\/\/[^/]+/, ''))
    .filter((path) => path.startsWith('/api/advertiser/performance/'));
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 150));

describe('a custom date range on the dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearTokens();
  });

  it('sends no request while the range is partial, and one round of requests once it is complete', async () => {
    setTokens(`e30.${btoa(JSON.stringify({ exp: 9999999999, agency: 1 }))}.sig`, 'refresh');
    const bodies: unknown[] = [];
    const mock = stubDashboardFetch(undefined, (body) => bodies.push(body));
    const { router } = renderApp('/advertiser?advertiserId=10000001&tab=display&daterange=last30days', {
      user: testUser(),
    });
    await waitFor(() => expect(dataCalls(mock).length).toBeGreaterThan(3), { timeout: 10_000 });
    await settle();
    const before = dataCalls(mock).length;
    bodies.length = 0;

    fireEvent.change(screen.getByRole('combobox', { name: 'Date range' }), { target: { value: 'customRange' } });
    const start = await screen.findByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    // What a date field reports while "2026" is typed into its year, then the end date the same way.
    for (const year of ['0002', '0020', '0202']) fireEvent.change(start, { target: { value: `${year}-10-01` } });
    fireEvent.change(start, { target: { value: '2026-10-01' } });
    for (const year of ['0002', '0020', '0202']) fireEvent.change(end, { target: { value: `${year}-10-31` } });
    await settle();
    expect(dataCalls(mock).length).toBe(before);
    // The URL has not moved either: the dashboard still shows the last 30 days.
    expect(router.state.location.search).toMatchObject({ daterange: 'last30days' });

    fireEvent.change(end, { target: { value: '2026-10-31' } });
    await waitFor(() => expect(dataCalls(mock).length).toBeGreaterThan(before));
    await settle();
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies)
      expect(body).toMatchObject({ daterange: 'customRange', startDate: '2026-10-01', endDate: '2026-10-31' });
  }, 20_000);
});
