import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import type { DataRequest } from '../../data/methods/types';
import type { Dataset } from '../../domain/layout/dataset';
import { DATA_VOLUME_MESSAGE } from '../../domain/messages';
import { PACING_BEHIND_HINT } from '../../domain/metric-format';
import type { NavigationTarget } from '../../registry/types';
import type { LayoutState } from '../../renderer/layout-state';
import { answerAll, overviewLayout, refuseUnfiltered } from './overview-fixtures';
import { OverviewView } from './OverviewScreen';
import { parseOverview, type OverviewState } from './overview-search';

type RunData = (method: string, request: DataRequest) => Promise<Dataset>;

/** The view with its state held the way the route holds it (the URL), so a new filter re-asks. */
function Harness({
  runData,
  layout,
  onNavigate = () => undefined,
}: {
  runData: RunData;
  layout: LayoutState;
  onNavigate?: (target: NavigationTarget) => void;
}): ReactElement {
  const [state, setState] = useState<OverviewState>(parseOverview({}));
  return (
    <OverviewView
      state={state}
      onState={setState}
      layout={layout}
      user={null}
      onNavigate={onNavigate}
      runData={runData}
    />
  );
}

/** The overview's freshness answer: one feed on time, one connector late. */
const freshnessAnswer = {
  dataThrough: '2026-06-10',
  sources: [
    {
      source: 'DV360',
      label: 'DV360',
      dataThrough: '2026-06-14',
      lastSyncAt: null,
      status: 'ok',
      lateHours: 0,
      campaigns: 9,
    },
    {
      source: 'ads',
      label: 'Google Ads',
      dataThrough: '2026-06-10',
      lastSyncAt: '2026-06-11T06:00:00Z',
      status: 'failing',
      lateHours: 60,
      campaigns: 3,
    },
  ],
};

const json = (body: unknown): Response =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // The tooltip catalogue and the advertiser search of the "Filter By" go to the API.
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith('/api/linearAdminClientsSearch'))
      return Promise.resolve(
        json({
          clients: [
            { id: 7, name: 'Riverside Auto Group', industry: 'Automotive' },
            { id: 8, name: 'Coastal Home Furnishings', industry: null },
          ],
        }),
      );
    if (url.startsWith('/api/overview/freshness')) return Promise.resolve(json(freshnessAnswer));
    return Promise.resolve(json({ tooltips: [] }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OverviewScreen', () => {
  it('says under the toolbar how fresh the numbers are, late sources in words, the sources behind a button', async () => {
    renderWithProviders(<Harness runData={answerAll} layout={overviewLayout(['tiles'])} />);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Data late: Google Ads through 6/10/26');
    const breakdown = screen.getByRole('button', { name: '2 sources' });
    breakdown.focus();
    fireEvent.click(breakdown);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('DV360')).toBeInTheDocument();
    expect(within(dialog).getByText(/Data through 6\/14\/26/)).toBeInTheDocument();
  });

  it('shows the tiles with their change against the previous period', async () => {
    renderWithProviders(<Harness runData={answerAll} layout={overviewLayout(['tiles'])} />);
    const orders = await screen.findByRole('group', { name: /active orders/i });
    expect(orders).toHaveTextContent('12');
    expect(orders).toHaveTextContent('+20% vs previous period');
    expect(screen.getByRole('group', { name: /imps/i })).toHaveTextContent('−50% vs previous period');
    expect(screen.getByRole('group', { name: /active advertisers/i })).toHaveTextContent('New vs previous period');
    expect(screen.getByRole('group', { name: /active campaigns/i })).toHaveTextContent('No change');
  });

  it('asks for the period of the URL, last30days by default, with no filter', async () => {
    const runData = vi.fn<RunData>(answerAll);
    renderWithProviders(<Harness runData={runData} layout={overviewLayout(['tiles'])} />);
    await screen.findByRole('group', { name: /active orders/i });
    const [, request] = runData.mock.calls.find(([method]) => method === 'overview-tiles')!;
    expect(request.selection).toMatchObject({ daterange: 'last30days', overviewFilter: {} });
  });

  it('on 501 shows the exact data-volume text with the Filter By, and choosing advertisers asks again with them', async () => {
    const runData = vi.fn<RunData>(refuseUnfiltered);
    renderWithProviders(<Harness runData={runData} layout={overviewLayout(['tiles', 'pacing', 'recent-pages'])} />);
    expect(await screen.findByText(DATA_VOLUME_MESSAGE)).toBeInTheDocument();
    // The overview modules step aside; recent pages stay.
    expect(screen.queryByRole('group', { name: /active orders/i })).toBeNull();
    expect(screen.getAllByText('Recent pages').length).toBeGreaterThan(0);
    const panel = screen.getByRole('group', { name: 'Filter By' });
    fireEvent.click(await within(panel).findByRole('checkbox', { name: /Riverside Auto Group/ }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: /Coastal Home Furnishings/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('group', { name: /active orders/i })).toHaveTextContent('12');
    expect(screen.queryByText(DATA_VOLUME_MESSAGE)).toBeNull();
    const filtered = runData.mock.calls.filter(([method]) => method === 'overview-tiles').at(-1)!;
    expect(filtered[1].selection.overviewFilter).toEqual({ advertisers: [7, 8] });
    expect(
      screen.getByRole('button', { name: /Filter By: Riverside Auto Group, Coastal Home Furnishings/ }),
    ).toBeInTheDocument();
    // "Clear filter" goes back to everything (and so to the refusal).
    fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(await screen.findByText(DATA_VOLUME_MESSAGE)).toBeInTheDocument();
  });

  it('flags a pacing below −20 % and opens the order of a row', async () => {
    const onNavigate = vi.fn();
    renderWithProviders(<Harness runData={answerAll} layout={overviewLayout(['pacing'])} onNavigate={onNavigate} />);
    const link = await screen.findByRole('button', { name: 'Football Season 2026 Order' });
    const behind = screen.getByTitle(PACING_BEHIND_HINT);
    expect(behind).toHaveTextContent('-32.61%');
    // −19.5 % is not behind.
    expect(screen.getAllByTitle(PACING_BEHIND_HINT)).toHaveLength(1);
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith({
      kind: 'path',
      path: '/orders?tab=ordersummary&advertiserId=7&advertiserName=Riverside+Auto+Group&orderId=500120&orderName=Football+Season+2026+Order&daterange=last30days',
    });
  });

  it('opens the advertiser of a client row', async () => {
    const onNavigate = vi.fn();
    renderWithProviders(
      <Harness runData={answerAll} layout={overviewLayout(['today-advertisers'])} onNavigate={onNavigate} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Riverside Auto Group' }));
    expect(onNavigate).toHaveBeenCalledWith({
      kind: 'advertiser',
      advertiserId: 7,
      advertiserName: 'Riverside Auto Group',
    });
  });

  it('refreshes the today views on its timer, past the cache', async () => {
    const runData = vi.fn<RunData>(answerAll);
    renderWithProviders(<OverviewTimer runData={runData} />);
    await screen.findByRole('button', { name: 'Riverside Auto Group' });
    await waitFor(() =>
      expect(
        runData.mock.calls.some(
          ([method, request]) => method === 'overview-today-advertisers' && request.reload === true,
        ),
      ).toBe(true),
    );
  });
});

function OverviewTimer({ runData }: { runData: RunData }): ReactElement {
  return (
    <OverviewView
      state={parseOverview({})}
      onState={() => undefined}
      layout={overviewLayout(['today-advertisers'])}
      user={null}
      onNavigate={() => undefined}
      runData={runData}
      refreshMs={50}
    />
  );
}
