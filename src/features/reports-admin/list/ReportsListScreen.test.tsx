import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fakeServer,
  pageOf,
  pickRowAction,
  renderScreenAs,
  resetKit,
  type Call,
} from '../../../admin-kit/testing/harness';
import { testUser } from '../../../../tests/user-fixture';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { ADVERTISERS, AGENCIES, REPORT, STOPPED } from '../fixtures';
import { ReportsListScreen } from './ReportsListScreen';

const agencyUser = (agencies = AGENCIES.slice(0, 1)) =>
  testUser({ AgencyRight: ['AGENCY_READ_SCHEDULED_REPORT'], AvailableAgencies: agencies, active_agency_id: 1 });

function serve(items = [REPORT, STOPPED]) {
  return fakeServer((call: Call) => {
    if (call.path.startsWith('/api/scheduledReportSearch'))
      return pageOf(
        call.query.search ? items.filter((r) => r.name.toLowerCase().includes(call.query.search!)) : items,
        call.query,
      );
    if (call.path === '/api/linearAdminClientsSearch') return jsonResponse({ clients: ADVERTISERS, total: 2 });
    if (call.path === '/api/scheduledReportDelete/') return jsonResponse({ id: 7, deleted: true });
    return undefined;
  });
}

const Screen = () => <ReportsListScreen title="Scheduled Reports" params={{}} />;
const searches = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/scheduledReportSearch'));

afterEach(resetKit);

describe('the scheduled reports list', { timeout: 20_000 }, () => {
  it('lists the agency’s reports with an empty search, the schedule in words and a stopped report’s reason', async () => {
    const { calls } = serve();
    renderScreenAs(agencyUser(), Screen, '/reportsadmin/reports');
    const row = (await screen.findByRole('link', { name: 'Weekly display recap' })).closest('tr')!;
    expect(within(row).getByText('Every Monday at 08:00 America/Chicago')).toBeInTheDocument();
    expect(within(row).getByText('PDF, Excel')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const stopped = screen.getByRole('link', { name: 'Monthly dental summary' }).closest('tr')!;
    expect(within(stopped).getByText('Stopped')).toBeInTheDocument();
    expect(within(stopped).getByText('The owner was deactivated.')).toBeInTheDocument();
    expect(within(stopped).getByText('Monthly on the last day at 07:00 America/New_York')).toBeInTheDocument();
    const [first] = searches(calls);
    expect(first?.path).toBe('/api/scheduledReportSearchAgency/');
    expect(first?.query).toEqual({ agency: '1', search: '', offset: '0', limit: '25', sort: 'name', dir: 'asc' });
  });

  it('narrows to the caller’s reports and to another agency', async () => {
    const { calls } = serve();
    renderScreenAs(agencyUser(AGENCIES), Screen, '/reportsadmin/reports');
    await screen.findByRole('link', { name: 'Weekly display recap' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only my reports' }));
    await waitFor(() => expect(searches(calls).at(-1)?.query.filterByCurrentUser).toBe('true'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Agency' }), 'Northwind Agency');
    await waitFor(() =>
      expect(searches(calls).at(-1)?.query).toMatchObject({ agency: '2', filterByCurrentUser: 'true' }),
    );
  });

  it('lists an advertiser-level user’s reports by advertiser', async () => {
    const { calls } = serve();
    renderScreenAs(testUser({ permissions: ['READ_SCHEDULED_REPORT'] }), Screen, '/reportsadmin/reports');
    await screen.findByRole('link', { name: 'Weekly display recap' });
    expect(searches(calls)[0]?.path).toBe('/api/scheduledReportSearchAdvertiser/');
    expect(searches(calls)[0]?.query).toMatchObject({ advertiserId: '101', search: '' });
    expect(screen.getByRole('combobox', { name: 'Advertiser' })).toBeInTheDocument();
  });

  it('says so when there are no reports', async () => {
    serve([]);
    renderScreenAs(agencyUser(), Screen, '/reportsadmin/reports');
    expect(
      await screen.findByText('No scheduled reports yet. Create one to e-mail dashboards on a schedule.'),
    ).toBeInTheDocument();
  });

  it('deletes a report from the keyboard after a confirm naming it', async () => {
    const { calls } = serve();
    renderScreenAs(agencyUser(), Screen, '/reportsadmin/reports');
    await screen.findByRole('link', { name: 'Weekly display recap' });
    await pickRowAction('Weekly display recap', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the scheduled report “Weekly display recap”? It will not run again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/scheduledReportDelete/')?.body).toEqual({ id: 7 }));
  });
});
