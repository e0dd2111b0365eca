import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../tests/stub-fetch';
import type { Freshness, SourceFreshness } from '../data/freshness';
import { DataThrough, DataThroughView, freshnessLine } from './DataThrough';

const source = (over: Partial<SourceFreshness> & Pick<SourceFreshness, 'source' | 'label'>): SourceFreshness => ({
  dataThrough: '2026-06-14',
  lastSyncAt: '2026-06-15T07:30:00Z',
  status: 'ok',
  lateHours: 0,
  thresholds: { warnHours: 30, errorHours: 54 },
  campaigns: 2,
  ...over,
});
const ADS = source({ source: 'ads', label: 'Google Ads' });
const DV360 = source({ source: 'DV360', label: 'DV360', dataThrough: '2026-06-12', lastSyncAt: null });
const fresh = (...sources: SourceFreshness[]): Freshness => ({
  dataThrough:
    sources
      .map((s) => s.dataThrough)
      .filter((d): d is string => d !== null)
      .sort()[0] ?? null,
  sources,
});
const view = (data: Freshness, print = false) =>
  renderWithProviders(<DataThroughView state={{ status: 'success', data }} print={print} />);

describe('DataThroughView', () => {
  it('says what day the data runs through, and names the one source behind it', async () => {
    view(fresh(ADS));
    expect(screen.getByText('Data through 6/14/26')).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Google Ads' });
    // Keyboard reachable: focus and Enter open the breakdown with the source's last sync.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Data by source')).toBeInTheDocument();
    expect(screen.getByText(/Last sync 6\/15\/26/)).toBeInTheDocument();
    expect(screen.getByText('On time')).toBeInTheDocument();
  });

  it('shows the earliest day when sources differ, each source in the breakdown', async () => {
    view(fresh(ADS, DV360));
    expect(screen.getByText('Data through 6/12/26')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '2 sources' }));
    await screen.findByText('Data by source');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Google AdsOn timeData through 6\/14\/26 · Last sync 6\/15\/26 \d+:30 [AP]M$/),
      expect.stringMatching(/^DV360On timeData through 6\/12\/26 · Imported feed$/),
    ]);
  });

  it('says in words which sources are late, the worst colour and status on the line', async () => {
    const late = source({ source: 'ads', label: 'Google Ads', dataThrough: '2026-06-10', status: 'warning' });
    const { container } = view(fresh(late, DV360));
    const line = screen.getByRole('status');
    expect(line).toHaveTextContent('Data late: Google Ads through 6/10/26');
    expect(container.querySelector('[data-freshness="late"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2 sources' }));
    expect(await screen.findByText('Late')).toBeInTheDocument();

    const many = [
      source({ source: 'a', label: 'A', status: 'failing', dataThrough: null }),
      source({ source: 'b', label: 'B', status: 'warning', dataThrough: '2026-06-11' }),
      source({ source: 'c', label: 'C', status: 'warning', dataThrough: '2026-06-12' }),
    ];
    expect(freshnessLine(fresh(...many))).toEqual({
      text: 'Data late: A: no data yet, B through 6/11/26, 1 more',
      status: 'failing',
    });
  });

  it('writes the sources out on paper, with no button', () => {
    const { unmount } = view(fresh(ADS, { ...DV360, dataThrough: '2026-06-14' }), true);
    expect(screen.getByText('Google Ads, DV360')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    view(fresh(ADS, DV360), true);
    expect(screen.getByText('Data through 6/12/26')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('DV360 through 6/12/26')).toBeInTheDocument();
    expect(screen.getByText('Google Ads through 6/14/26')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, a quiet text without sources or when the check fails', () => {
    const { container } = renderWithProviders(<DataThroughView state={{ status: 'pending' }} />);
    expect(container.querySelector('[data-freshness="loading"]')).toHaveAttribute('aria-busy', 'true');
    cleanup();
    renderWithProviders(<DataThroughView state={{ status: 'success', data: { dataThrough: null, sources: [] } }} />);
    expect(screen.getByText('No source is delivering data for the campaigns in view.')).toBeInTheDocument();
    cleanup();
    renderWithProviders(<DataThroughView state={{ status: 'error' }} />);
    expect(screen.getByText('How fresh the data is could not be checked.')).toBeInTheDocument();
  });
});

describe('DataThrough', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the campaigns and tab in view, again when they change, and nothing without campaigns', async () => {
    const bodies: unknown[] = [];
    stubFetch((path, init) => {
      if (path !== '/api/advertiser/performance/freshness') return jsonResponse({ error: 'not found' }, 404);
      bodies.push(JSON.parse(String(init?.body)));
      return jsonResponse(fresh(ADS));
    });
    const views = [
      { campaigns: [{ id: 1, type: 'DISPLAY' }], tactic: 'display' },
      { campaigns: [{ id: 2, type: 'OTT' }], tactic: 'ott' },
      { campaigns: [], tactic: 'ott' },
    ];
    // The screen around the line: picking another tab or campaign changes what the line is given.
    function Screen() {
      const [at, setAt] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setAt(at + 1)}>
            next
          </button>
          <DataThrough advertiserId={7} {...views[at]!} />
        </>
      );
    }
    const { container } = renderWithProviders(<Screen />);
    expect(await screen.findByText('Data through 6/14/26')).toBeInTheDocument();
    expect(bodies).toEqual([{ advertiserId: 7, campaigns: [{ id: 1, type: 'DISPLAY' }], tactic: 'display' }]);

    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ advertiserId: 7, campaigns: [{ id: 2, type: 'OTT' }], tactic: 'ott' });

    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(container.querySelector('[data-freshness]')).toBeNull();
    expect(bodies).toHaveLength(2);
  });
});
