import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, setTokens } from '../../data/token-store';
import { jsonResponse, stubDashboardFetch, stubFetch } from '../../../tests/stub-fetch';
import { testUser } from '../../../tests/user-fixture';
import { prefetchScreenData } from './screens';

describe('prefetchScreenData', () => {
  afterEach(() => clearTokens());

  it("settles after its wait when the modules' requests cannot go out (the session check has not answered)", async () => {
    setTokens(`e30.${btoa(JSON.stringify({ exp: 9999999999, agency: 1 }))}.sig`, 'refresh');
    const mock = stubFetch(() => jsonResponse({}));
    const never = new Promise<null>(() => undefined);
    const started = Date.now();
    await prefetchScreenData(
      { pathname: '/advertiser', search: '?advertiserId=10000001&tab=display' },
      never,
      new QueryClient(),
      50,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    // The dashboard's first calls go out all the same, with the stored token; the modules' wait for the user.
    const paths = (): string[] => mock.mock.calls.map(([input]) => String(input));
    await waitFor(() =>
      expect(paths()).toEqual(expect.arrayContaining(['/api/advertiser/campaigns/10000001', '/graph'])),
    );
    expect(paths().some((p) => p.includes('/api/advertiser/performance/'))).toBe(false);
  });

  it("settles once the modules' requests are out, before its wait", async () => {
    setTokens(`e30.${btoa(JSON.stringify({ exp: 9999999999, agency: 1 }))}.sig`, 'refresh');
    const mock = stubDashboardFetch();
    const started = Date.now();
    await prefetchScreenData(
      { pathname: '/advertiser', search: '?advertiserId=10000001&tab=display&daterange=last30days' },
      Promise.resolve(testUser()),
      new QueryClient(),
      10_000,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const performance = mock.mock.calls.filter(([input]) => String(input).includes('/api/advertiser/performance/'));
    expect(performance.length).toBeGreaterThan(5);
  });

  it('settles at once, asking nothing, on other screens', async () => {
    const mock = stubFetch(() => jsonResponse({}));
    await prefetchScreenData({ pathname: '/home', search: '?recent=true' }, Promise.resolve(null), new QueryClient());
    expect(mock).not.toHaveBeenCalled();
  });
});
