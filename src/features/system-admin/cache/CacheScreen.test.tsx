import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../../tests/stub-fetch';
import { CacheScreen } from './CacheScreen';
import { EMPTY_STATS, SAMPLE_STATS } from './fixtures';

// The screens load lazily through the kit (router, queries, drawer): allow a slow shared machine some time.
configure({ asyncUtilTimeout: 5_000 });
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const calls: { method: string; path: string }[] = [];
  stubFetch((path, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, path });
    if (path === '/api/admin/cache') return jsonResponse(method === 'DELETE' ? EMPTY_STATS : SAMPLE_STATS);
    if (path === '/api/admin/cache/advertiser/10000001' && method === 'DELETE')
      return jsonResponse({ ...SAMPLE_STATS, byAdvertiser: SAMPLE_STATS.byAdvertiser.slice(1) });
    if (path.startsWith('/api/linearAdminClientsSearch?'))
      return jsonResponse({ clients: [{ id: 10000001, name: 'Riverside Auto Group' }] });
    return jsonResponse({ error: 'not found' }, 404);
  });
  renderWithProviders(<CacheScreen title="Cache" params={{}} />);
  return { calls, user: userEvent.setup() };
}

describe('CacheScreen', { timeout: 20_000 }, () => {
  it('shows the figures, and clears all after a confirm', async () => {
    const { calls, user } = setup();
    expect(await screen.findByText('1,240')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Clear every cached answer on every instance?');
    await user.click(within(confirm).getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('The cache is cleared on every instance.')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/admin/cache' });
    expect(await screen.findByText('0.00 MB')).toBeInTheDocument();
  });

  it('clears one advertiser found by name, and nothing when cancelled', async () => {
    const { calls, user } = setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Find an advertiser' }), 'river');
    const clear = await screen.findByRole('button', { name: 'Clear the cache of Riverside Auto Group' });
    await user.click(clear);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(clear);
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Clear the cached answers of Riverside Auto Group on every instance?');
    await user.click(within(confirm).getByRole('button', { name: 'Clear' }));
    expect(
      await screen.findByText('The cached answers of Riverside Auto Group are cleared on every instance.'),
    ).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/admin/cache/advertiser/10000001' });
  });
});
