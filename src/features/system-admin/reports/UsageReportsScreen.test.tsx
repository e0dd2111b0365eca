import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../../tests/stub-fetch';
import { MESSAGES } from '../../../domain/messages';
import { daysOf, type UsageFigures, type UsageRow } from '../../../domain/usage';
import { UsageReportsScreen } from './UsageReportsScreen';

const NOW = Date.parse('2026-11-24T15:00:00Z');
const ZERO: UsageFigures = {
  signIns: 0,
  activeUsers: 0,
  dashboardViews: 0,
  exportsPdf: 0,
  exportsPpt: 0,
  exportsXls: 0,
  exportsCsv: 0,
  sharesCreated: 0,
  shareOpens: 0,
  scheduledRuns: 0,
};
const ROWS: UsageRow[] = [
  {
    ...ZERO,
    agencyId: 1,
    agencyName: 'Compulse Media',
    signIns: 1204,
    activeUsers: 9,
    dashboardViews: 33,
    exportsPdf: 4,
  },
  { ...ZERO, agencyId: 2, agencyName: 'SBG Advertising', signIns: 3, activeUsers: 2, dashboardViews: 5 },
];

/** The usage calls' server: `rows` (and their sums) for any period; records every path asked. */
function stubUsage(rows: UsageRow[] = ROWS): Mock {
  return stubFetch((path) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/admin/usage') {
      const totals = { ...ZERO };
      for (const row of rows) for (const key of Object.keys(ZERO) as (keyof UsageFigures)[]) totals[key] += row[key];
      return jsonResponse({
        items: rows,
        total: rows.length,
        limit: 25,
        offset: 0,
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        totals,
      });
    }
    if (url.pathname === '/api/admin/usage/daily') {
      const days = daysOf(url.searchParams.get('from')!, url.searchParams.get('to')!).map((day) => ({
        day,
        signIns: rows.length ? 1 : 0,
        dashboardViews: 0,
        exports: 0,
        sharesCreated: 0,
        shareOpens: 0,
        scheduledRuns: 0,
      }));
      return jsonResponse({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), days });
    }
    if (url.pathname === '/api/getAgencies/')
      return jsonResponse({ agencies: ROWS.map((row) => ({ id: row.agencyId, name: row.agencyName })) });
    if (url.pathname === '/api/admin/usage/export.xlsx')
      return new Response('xlsx', {
        headers: {
          'content-disposition': `attachment; filename="Sightline usage - x.xlsx"; filename*=UTF-8''${encodeURIComponent('Sightline usage – 2026-10-26 to 2026-11-24.xlsx')}`,
        },
      });
    return jsonResponse({ error: 'not found' }, 404);
  });
}

function renderScreen(search = '') {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <UsageReportsScreen title="Reports" params={{}} /> }),
    history: createMemoryHistory({ initialEntries: [`/${search}`] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const asked = (fetch: Mock, path: string): URLSearchParams[] =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

const usageTable = (): HTMLElement => screen.getByRole('table', { name: 'Usage by agency' });
/** A cell of the agencies' table, once the first page has arrived (the screen is heavy in jsdom). */
const agencyCell = async (name: string): Promise<HTMLElement> =>
  within(await screen.findByRole('table', { name: 'Usage by agency' }, { timeout: 5000 })).findByRole(
    'cell',
    { name },
    { timeout: 5000 },
  );

describe('UsageReportsScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    URL.createObjectURL = vi.fn(() => 'blob:usage');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the last 30 days by default: totals, a row per agency, the scheduled-runs note', async () => {
    const fetch = stubUsage();
    renderScreen();
    expect(await agencyCell('Compulse Media')).toBeInTheDocument();
    expect(within(usageTable()).getByRole('cell', { name: '1,204' })).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Totals of the period' });
    expect(within(totals).getByText('1,207')).toBeInTheDocument();
    expect(screen.getByText(/Scheduled runs count each scheduled report run that went out/)).toBeInTheDocument();
    expect(screen.getByText('2026-10-26 to 2026-11-24')).toBeInTheDocument();
    const [first] = asked(fetch, '/api/admin/usage');
    expect([first!.get('from'), first!.get('to'), first!.has('period')]).toEqual(['2026-10-26', '2026-11-24', false]);
    expect(asked(fetch, '/api/admin/usage/daily')[0]!.get('from')).toBe('2026-10-26');
  });

  it('asks again for a preset, and refuses a custom period that ends before it starts', async () => {
    const fetch = stubUsage();
    renderScreen();
    await agencyCell('Compulse Media');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await waitFor(() =>
      expect(asked(fetch, '/api/admin/usage').some((q) => q.get('from') === '2026-11-18')).toBe(true),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom period');
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-12-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.usageEndBeforeStart);
    expect(asked(fetch, '/api/admin/usage').some((q) => q.get('from') === '2026-12-01')).toBe(false);
  });

  it('opened on a wrong custom period, names the problem and shows the default period meanwhile', async () => {
    const fetch = stubUsage();
    renderScreen('?period=custom&from=2026-11-20&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.usageEndBeforeStart);
    await agencyCell('Compulse Media');
    expect(asked(fetch, '/api/admin/usage').map((q) => q.get('from'))).toEqual(['2026-10-26']);
  });

  it('sorts the agencies on the server by the column chosen', async () => {
    const fetch = stubUsage();
    renderScreen();
    await agencyCell('Compulse Media');
    await userEvent.setup().click(within(usageTable()).getByRole('button', { name: /Sign-ins/ }));
    await waitFor(() => expect(asked(fetch, '/api/admin/usage').some((q) => q.get('sort') === 'signIns')).toBe(true));
  });

  it('says so when the period has no usage', async () => {
    stubUsage(ROWS.map((row) => ({ ...ZERO, agencyId: row.agencyId, agencyName: row.agencyName })));
    renderScreen();
    expect(await screen.findByText(MESSAGES.usageEmpty, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('downloads the workbook of the whole list, named as the server says', async () => {
    const fetch = stubUsage();
    renderScreen('?period=7&agencyId=2');
    await agencyCell('Compulse Media');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(
      await screen.findByText('Downloaded Sightline usage – 2026-10-26 to 2026-11-24.xlsx.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const [query] = asked(fetch, '/api/admin/usage/export.xlsx');
    expect([query!.get('from'), query!.get('agencyId'), query!.has('limit'), query!.has('offset')]).toEqual([
      '2026-11-18',
      '2',
      false,
      false,
    ]);
  });
});
