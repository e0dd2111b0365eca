import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../../tests/stub-fetch';
import { parseCacheStats } from './api';
import { AdvertiserEntriesChart } from './AdvertiserEntriesChart';
import { CacheTiles } from './CacheTiles';
import { ClearAdvertiserPanel } from './ClearAdvertiserPanel';
import { EMPTY_STATS, SAMPLE_STATS } from './fixtures';
import { age, megabytes, percent } from './format';

afterEach(() => vi.unstubAllGlobals());

describe('the cache screen parts', () => {
  it('writes entries, MB, hit rate and generation as tiles, and a skeleton while loading', () => {
    const { unmount } = renderWithProviders(<CacheTiles stats={SAMPLE_STATS} />);
    expect(screen.getByText('1,240')).toBeInTheDocument();
    expect(screen.getByText('18.40 MB')).toBeInTheDocument();
    expect(screen.getByText('82 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '82');
    expect(screen.getByText('4,100 hits, 900 misses')).toBeInTheDocument();
    expect(screen.getByText('17')).toBeInTheDocument();
    expect(screen.getByText('Oldest 9 min, newest 4 s')).toBeInTheDocument();
    unmount();
    renderWithProviders(<CacheTiles stats={undefined} />);
    expect(screen.getByLabelText('Loading the cache figures')).toHaveAttribute('aria-busy', 'true');
  });

  it('formats figures for people', () => {
    expect(megabytes(0)).toBe('0.00 MB');
    expect(percent(null)).toBe('–');
    expect(percent(0.5)).toBe('50 %');
    expect(age(null)).toBe('–');
    expect(age(7_200_000)).toBe('2 h');
  });

  it('reads odd answers as zero or null rather than failing', () => {
    expect(
      parseCacheStats({ entries: 'x', hitRate: null, byAdvertiser: [{ advertiserId: 5, entries: 2 }] }),
    ).toMatchObject({
      entries: 0,
      hitRate: null,
      byAdvertiser: [{ advertiserId: 5, name: '#5', entries: 2 }],
    });
  });

  it('charts entries per advertiser with its figures readable, or says none are cached', async () => {
    const { unmount } = renderWithProviders(<AdvertiserEntriesChart rows={SAMPLE_STATS.byAdvertiser} />);
    const table = screen.getByRole('table', { name: 'Cached entries per advertiser' });
    expect(table).toHaveTextContent('Riverside Auto Group');
    expect(table).toHaveTextContent('320');
    // Let echarts-for-react finish its first (asynchronous) option update before the chart goes.
    await waitFor(() =>
      expect(document.querySelector('[data-chart="cache-by-advertiser"]')).toHaveAttribute('data-painted', 'true'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    unmount();
    renderWithProviders(<AdvertiserEntriesChart rows={EMPTY_STATS.byAdvertiser} />);
    expect(screen.getByText('No advertiser has cached answers yet.')).toBeInTheDocument();
  });

  it('finds an advertiser by name and asks to clear it', async () => {
    const fetch = stubFetch((path) =>
      path.startsWith('/api/linearAdminClientsSearch?')
        ? jsonResponse({ clients: [{ id: 10000001, name: 'Riverside Auto Group' }] })
        : jsonResponse({ error: 'not found' }, 404),
    );
    const onClear = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ClearAdvertiserPanel onClear={onClear} />);
    await user.type(screen.getByRole('searchbox', { name: 'Find an advertiser' }), 'river');
    await user.click(await screen.findByRole('button', { name: 'Clear the cache of Riverside Auto Group' }));
    expect(onClear).toHaveBeenCalledWith({ id: 10000001, name: 'Riverside Auto Group' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String(fetch.mock.calls.at(-1)![0])).toContain('name=river');
  });
});
