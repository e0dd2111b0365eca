import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RIGHTS } from '../domain/rights';
import { jsonResponse, renderApp, stubFetch } from './testing/render-app';
import { testUser } from './testing/fixtures';

const agencyUser = testUser({
  AgencyRight: [RIGHTS.AGENCY_READ_SCHEDULED_REPORT],
  active_agency_id: 1,
  AvailableAgencies: [{ id: 1, name: 'Compulse Media', theme_code: 'compulse', sub_agencies: [], stations: [] }],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the /reportsadmin routes', { timeout: 30_000 }, () => {
  it('lead /reportsadmin to the list, which searches the agency with an empty search', async () => {
    const fetch = stubFetch((path) =>
      path.startsWith('/api/scheduledReportSearchAgency/')
        ? jsonResponse({ items: [], total: 0, limit: 25, offset: 0 })
        : jsonResponse([]),
    );
    const { router } = renderApp('/reportsadmin', { user: agencyUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reportsadmin/reports'), { timeout: 15_000 });
    expect(await screen.findByRole('table', { name: 'Scheduled reports' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('/api/scheduledReportSearchAgency/?agency=1&search=&'),
      ),
    );
  });

  it('open the editor of a report by its id', async () => {
    const fetch = stubFetch(() => jsonResponse({ error: 'Not found' }, 404));
    renderApp('/reportsadmin/report?id=7', { user: agencyUser });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Not found');
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/api/scheduledReportSingleReport/'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ id: 7 });
  });
});
