import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_OCCURED, MESSAGES, NO_ADVERTISERS_FOUND, messageText } from '../../../domain/messages';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { agency, STATIONS, SUB_AGENCIES } from '../fixtures';
import { SUPERUSER, agencyAdmin, fakeServer, pageOf, pickRowAction, renderAs, resetKit, type Call } from '../testing';
import { AgencyPage } from './AgencyPage';
import { LABELS } from '../labels';

const Page = () => <AgencyPage agencyId={1} />;
const ADVERTISERS = [
  { id: 10000001, name: 'Acme Outdoor', industry: 'Retail' },
  { id: 10000002, name: 'Bay Dental', industry: null },
];

function agencyServer(
  options: { advertisers?: 'empty' | 'fail' } = {},
  extra: (call: Call) => Response | undefined = () => undefined,
) {
  return fakeServer((call) => {
    if (call.method !== 'GET') return extra(call);
    switch (call.path) {
      case '/api/getAgency/1':
        return jsonResponse(agency());
      case '/api/linearAdminSubagenciesStations':
        return jsonResponse({ subagencies: SUB_AGENCIES, total: SUB_AGENCIES.length });
      case '/api/admin/stations':
        return pageOf(STATIONS, call.query);
      case '/api/getAgencyAdvertisers/':
        if (options.advertisers === 'fail') return jsonResponse({ error: 'boom' }, 500);
        return jsonResponse({ advertisers: options.advertisers === 'empty' ? [] : ADVERTISERS });
      case '/api/get-user-by-tenancy/1/25':
        return jsonResponse({
          users: [{ user_id: 12, email: 'ann@c.test', full_name: 'Ann Lee', status: 1 }],
          total: 1,
        });
      default:
        return extra(call);
    }
  });
}

const section = (name: string) => screen.findByRole('region', { name });

afterEach(resetKit);

describe("an agency's page", { timeout: 20_000 }, () => {
  it('shows the details and each section from its call, with links to the theme, advertisers and users', async () => {
    const { calls } = agencyServer();
    renderAs(SUPERUSER, Page);
    expect(await screen.findByRole('heading', { name: 'Compulse Media', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('America/New_York')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messageText('aaEditTheme', { name: 'compulse' }) })).toHaveAttribute(
      'href',
      '/systemAdmin/white-labels?edit=compulse',
    );

    const subAgencies = await section(LABELS.subAgencies);
    expect(await within(subAgencies).findByText('North Region')).toBeInTheDocument();
    expect(within(subAgencies).getByText('WRVR (River Radio)')).toBeInTheDocument();
    const stations = await section(LABELS.stations);
    expect(await within(stations).findByText('Hill TV')).toBeInTheDocument();
    expect(within(stations).getByText(MESSAGES.aaNoSubAgency)).toBeInTheDocument();
    const advertisers = await section(LABELS.advertisers);
    expect(await within(advertisers).findByRole('link', { name: 'Acme Outdoor' })).toHaveAttribute(
      'href',
      '/linearadmin/clients/10000001',
    );
    const users = await section(LABELS.users);
    expect(await within(users).findByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/admin/users/12');

    const query = (path: string) => calls.find((call) => call.path === path)?.query;
    expect(query('/api/linearAdminSubagenciesStations')).toEqual({
      AgencyId: '1',
      limit: '25',
      offset: '0',
      orderBy: 'name',
    });
    expect(query('/api/admin/stations')).toMatchObject({ agencyId: '1', sort: 'name', dir: 'asc', offset: '0' });
    expect(query('/api/getAgencyAdvertisers/')).toEqual({ agency: '1' });
  });

  it('saves the settings with a PUT of the changed fields only, the root domain hidden from an agency admin', async () => {
    const { calls } = agencyServer({}, (call) =>
      call.method === 'PUT' ? jsonResponse(agency({ mail_from_name: 'Compulse Team' })) : undefined,
    );
    renderAs(agencyAdmin(), Page);
    const settings = await section(LABELS.settings);
    expect(within(settings).queryByLabelText(/^Root domain/)).toBeNull();
    const sender = within(settings).getByLabelText(/^E-mail sender name/);
    await userEvent.clear(sender);
    sender.focus();
    await userEvent.paste('Compulse Team');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/updateAgency/1',
      body: { mail_from_name: 'Compulse Team' },
    });
    expect(await screen.findByText(messageText('aaSaved', { name: 'Compulse Media' }))).toBeInTheDocument();
  });

  it("shows the server's refusal of a setting beside its field", async () => {
    agencyServer({}, (call) =>
      call.method === 'PUT' ? jsonResponse({ error: 'Unknown theme compulse-x', field: 'theme_code' }, 400) : undefined,
    );
    renderAs(SUPERUSER, Page);
    const settings = await section(LABELS.settings);
    await userEvent.type(within(settings).getByLabelText(/^Theme/), '-x');
    await userEvent.click(within(settings).getByRole('button', { name: 'Save' }));
    const field = (await within(settings).findByText('Unknown theme compulse-x')).closest('[data-field]');
    expect(field?.getAttribute('data-field')).toBe('theme_code');
  });

  it("says 'No advertisers found' for an empty list", async () => {
    agencyServer({ advertisers: 'empty' });
    renderAs(SUPERUSER, Page);
    const advertisers = await section(LABELS.advertisers);
    expect(await within(advertisers).findByText(NO_ADVERTISERS_FOUND)).toBeInTheDocument();
  });

  it("says 'Error occured, please try again' when the advertisers fail, with a Retry that asks again", async () => {
    const { calls } = agencyServer({ advertisers: 'fail' });
    renderAs(SUPERUSER, Page);
    const advertisers = await section(LABELS.advertisers);
    expect(await within(advertisers).findByText(ERROR_OCCURED)).toBeInTheDocument();
    const asked = calls.filter((call) => call.path === '/api/getAgencyAdvertisers/').length;
    await userEvent.click(within(advertisers).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/getAgencyAdvertisers/').length).toBeGreaterThan(asked),
    );
  });

  it('creates a station under a chosen sub-agency, its id sent as a number', async () => {
    const { calls } = agencyServer({}, (call) =>
      call.method === 'POST' ? jsonResponse({ ...STATIONS[0], id: 103, name: 'Lake FM' }, 201) : undefined,
    );
    renderAs(agencyAdmin(), Page);
    const stations = await section(LABELS.stations);
    await userEvent.click(within(stations).getByRole('button', { name: MESSAGES.aaNewStation }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.aaNewStation });
    await userEvent.type(within(drawer).getByLabelText(/^Name/), 'Lake FM');
    await userEvent.type(within(drawer).getByLabelText(/^Call sign/), 'WLAK');
    const select = within(drawer).getByLabelText(/^Sub-agency/);
    await within(drawer).findByRole('option', { name: 'North Region' });
    await userEvent.selectOptions(select, 'North Region');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/admin/agencies/1/stations',
      body: { name: 'Lake FM', callSign: 'WLAK', subAgencyId: 11, allowedEmailDomains: null },
    });
    expect(await screen.findByText(messageText('aaStationSaved', { name: 'Lake FM' }))).toBeInTheDocument();
  });

  it('deletes a sub-agency after the confirm, and shows the refusal naming what is left', async () => {
    const { calls } = agencyServer({}, (call) =>
      call.method === 'DELETE' ? jsonResponse({ error: 'North Region still has 1 station.' }, 409) : undefined,
    );
    renderAs(agencyAdmin(), Page);
    const subAgencies = await section(LABELS.subAgencies);
    await within(subAgencies).findByText('North Region');
    await pickRowAction('North Region', LABELS.delete);
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    await userEvent.click(within(dialog).getByRole('button', { name: LABELS.delete }));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/admin/subagencies/11'));
    expect(await screen.findByText('North Region still has 1 station.')).toBeInTheDocument();
  });
});
