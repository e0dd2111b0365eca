import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, pageOf, renderScreenAs, resetKit, type Call } from '../../../admin-kit/testing/harness';
import { testUser } from '../../../../tests/user-fixture';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { RUNS, runLogAnswer } from '../../../ui/run-log/fixtures';
import { ADVERTISERS, AGENCIES, PREVIEW, PRODUCTS, REPORT, USERS } from '../fixtures';
import { ReportEditorScreen } from './ReportEditorScreen';

const user = testUser({
  AgencyRight: ['AGENCY_READ_SCHEDULED_REPORT'],
  AvailableAgencies: AGENCIES.slice(0, 1),
  active_agency_id: 1,
});

function serve(overrides: (call: Call) => Response | undefined = () => undefined) {
  return fakeServer((call) => {
    const own = overrides(call);
    if (own) return own;
    switch (call.path) {
      case '/api/getAgencies/':
        return jsonResponse({ agencies: [{ id: 1, name: 'Compulse Media', time_zone: 'America/Chicago' }] });
      case '/api/getAgencyAdvertisers/':
        return jsonResponse({ advertisers: ADVERTISERS });
      case '/api/scheduledReportProductList':
        return jsonResponse({ products: PRODUCTS });
      case '/api/admin/users':
        return pageOf(USERS, call.query);
      case '/api/scheduledReportPreview':
        return jsonResponse({ runs: PREVIEW });
      case '/api/scheduledReportCreate':
        return jsonResponse({ ...REPORT, id: 9 });
      case '/api/scheduledReportSingleReport/':
        return jsonResponse({ ...REPORT, nextRuns: PREVIEW });
      case '/api/scheduledReportSendTest':
        return jsonResponse({ logId: 50 });
      case '/graph':
        return jsonResponse(runLogAnswer(RUNS));
      default:
        return undefined;
    }
  });
}

const Screen = () => <ReportEditorScreen title="Scheduled Report" params={{}} />;

afterEach(resetKit);

describe('the report editor', { timeout: 60_000 }, () => {
  it('says what is missing beside each field and sends nothing', async () => {
    const { calls } = serve();
    renderScreenAs(user, Screen, '/reportsadmin/report?agency=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Report name is required.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one advertiser.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one dashboard.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one recipient.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Report name/ })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByRole('textbox', { name: /Time/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Time/ }), '8am');
    expect(await screen.findByText('Write the time as HH:mm, e.g. 08:00.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/scheduledReportCreate')).toBe(false);
  });

  it('creates a weekly report in the agency’s time zone, previewing its next five runs in local time and UTC', async () => {
    const { calls } = serve();
    renderScreenAs(user, Screen, '/reportsadmin/report?agency=1');
    await userEvent.click(await screen.findByRole('textbox', { name: /Report name/ }));
    await userEvent.paste('Acme weekly');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Acme Motors' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Display' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Avery Admin (avery@compulse.test)' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Outside addresses' }));
    await userEvent.paste('client@acme.test');
    expect(screen.getByRole('combobox', { name: /Time zone/ })).toHaveValue('America/Chicago');
    const preview = await screen.findByRole('region', { name: 'Next five runs' });
    await waitFor(() => expect(within(preview).getAllByRole('listitem')).toHaveLength(5));
    const items = within(preview).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Mon 26 Oct 2026, 08:00 America/Chicago · Mon 26 Oct, 13:00 UTC');
    expect(items[1]).toHaveTextContent('Mon 2 Nov 2026, 08:00 America/Chicago · Mon 2 Nov, 14:00 UTC');
    expect(calls.find((c) => c.path === '/api/scheduledReportPreview')?.body).toEqual({
      schedule: { frequency: 'weekly', time: '08:00', days: [1], timezone: 'America/Chicago' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/scheduledReportCreate')).toBe(true));
    expect(calls.find((c) => c.path === '/api/scheduledReportCreate')?.body).toMatchObject({
      name: 'Acme weekly',
      kind: 'dashboard',
      agencyId: 1,
      advertiserId: null,
      advertisers: [{ advertiserId: 101, tabs: ['display'] }],
      formats: ['pdf'],
      recipients: { userIds: [11], emails: ['client@acme.test'] },
      schedule: { frequency: 'weekly', time: '08:00', days: [1], timezone: 'America/Chicago' },
      enabled: true,
    });
  });

  it('shows the server’s refusal of a schedule in the preview', async () => {
    serve((call) =>
      call.path === '/api/scheduledReportPreview'
        ? jsonResponse({ error: 'The cron expression 99 * * * * cannot be read.' }, 400)
        : undefined,
    );
    renderScreenAs(user, Screen, '/reportsadmin/report?agency=1');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Repeats' }), 'cron');
    await userEvent.type(screen.getByRole('textbox', { name: /Cron expression/ }), '99 * * * *');
    expect(await screen.findByText('The cron expression 99 * * * * cannot be read.')).toBeInTheDocument();
  });

  it('saves with the Version it loaded and shows who changed it on a conflict', async () => {
    const conflict = 'Avery Admin changed this report at 10:02; load it again before saving.';
    const { calls } = serve((call) =>
      call.path === '/api/scheduledReportUpdate'
        ? jsonResponse({ error: conflict, ErrorMessage: conflict }, 409)
        : undefined,
    );
    renderScreenAs(user, Screen, '/reportsadmin/report?id=7');
    const name = await screen.findByRole('textbox', { name: /Report name/ });
    expect(name).toHaveValue('Weekly display recap');
    await userEvent.click(name);
    await userEvent.paste(' (new)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(conflict)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/scheduledReportUpdate')?.body).toMatchObject({
      id: 7,
      Version: 3,
      name: 'Weekly display recap (new)',
    });
    expect(screen.getByRole('button', { name: 'Load the latest version' })).toBeInTheDocument();
  });

  it('sends a test and lists the report’s runs with their detail', async () => {
    const { calls } = serve();
    renderScreenAs(user, Screen, '/reportsadmin/report?id=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Send test now' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/scheduledReportSendTest')?.body).toEqual({ id: 7 }));
    const history = await screen.findByRole('table', { name: 'Run history' });
    expect(
      await within(history)
        .findByText('Partially sent')
        .catch(() => null),
    ).toBeNull();
    expect(within(history).getByText('Held for approval')).toBeInTheDocument();
    const graph = calls.find((c) => c.path === '/graph');
    expect((graph?.body as { variables: unknown }).variables).toMatchObject({ reportId: 7, orderBy: '-scheduledTo' });
    await userEvent.click(within(history).getAllByRole('button', { name: 'Show details' })[1]!);
    expect(await within(history).findByText(/554 relay denied/)).toBeInTheDocument();
  });
});
