import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, setTokens } from '../../data/token-store';
import { jsonResponse, stubFetch } from '../../../tests/stub-fetch';
import { prefetchScreenData } from './screens';

describe('prefetchScreenData', () => {
  afterEach(() => clearTokens());

  it("settles once the dashboard's first calls are out, so main.tsx renders after them", async () => {
    setTokens(`e30.${btoa(JSON.stringify({ exp: 9999999999, agency: 1 }))}.sig`, 'refresh');
    const mock = stubFetch(() => jsonResponse({}));
    const never = new Promise<null>(() => undefined);
    await prefetchScreenData(
      { pathname: '/advertiser', search: '?advertiserId=10000001&tab=display' },
      never,
      new QueryClient(),
    );
    const paths = (): string[] => mock.mock.calls.map(([input]) => String(input));
    expect(paths()).toContain('/api/advertiser/campaigns/10000001');
    // Apollo sends the layout query a few microtasks later, still before the render's task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(paths()).toContain('/graph');
  });

  it('settles at once, asking nothing, on other screens', async () => {
    const mock = stubFetch(() => jsonResponse({}));
    await prefetchScreenData({ pathname: '/home', search: '?recent=true' }, Promise.resolve(null), new QueryClient());
    expect(mock).not.toHaveBeenCalled();
  });
});
