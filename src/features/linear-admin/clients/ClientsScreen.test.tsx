import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { advertiserInfo, CLIENTS } from '../fixtures';
import { advertiserAdmin, fakeServer, renderLinear, resetKit, type Call } from '../testing';
import { ClientsScreen } from './ClientsScreen';

const Screen = () => <ClientsScreen title="Advertisers" params={{}} />;
const SEARCH = '/api/linearAdminClientsSearch';

function clientsServer(clients = CLIENTS, extra: (call: Call) => Response | undefined = () => undefined) {
  return fakeServer((call) =>
    call.method === 'GET' && call.path === SEARCH ? jsonResponse({ clients, total: clients.length }) : extra(call),
  );
}
const searches = (calls: Call[]) => calls.filter((call) => call.path === SEARCH);

afterEach(resetKit);

describe('/linearadmin/clients', { timeout: 20_000 }, () => {
  it('asks for 200 clients by name by default and links each to its page', async () => {
    const { calls } = clientsServer();
    renderLinear(Screen);
    const link = await screen.findByRole('link', { name: 'Acme Motors' });
    expect(link).toHaveAttribute('href', '/linearadmin/clients/10000001');
    expect(searches(calls)[0]?.query).toEqual({ limit: '200', offset: '0', sortby: 'name', sortDesc: 'false' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('North Region')).toBeInTheDocument();
    expect(within(row).getByText('WNTH')).toBeInTheDocument();
  });

  it('sends every filter of the URL under its own parameter', async () => {
    const { calls } = clientsServer();
    renderLinear(
      Screen,
      '/?stations=101,102&partners=1&product=OTT&subAgencyStation=11&status=all&q=acme&sort=industry&dir=desc&page=2',
    );
    await screen.findByText('Acme Motors');
    expect(searches(calls)[0]?.query).toEqual({
      limit: '200',
      offset: '200',
      sortby: 'industry',
      sortDesc: 'true',
      name: 'acme',
      stations: '101,102',
      partners: '1',
      product: 'OTT',
      subAgencyStation: '11',
      status: 'all',
    });
    expect(screen.getByRole('combobox', { name: 'Sub-agency' })).toHaveValue('11');
  });

  it('sends each control as it changes: agency, sub-agency, product, status, stations and the name', async () => {
    const { calls } = clientsServer();
    renderLinear(Screen);
    await screen.findByText('Acme Motors');
    const last = () => searches(calls).at(-1)?.query;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Agency' }), 'Compulse Media');
    await waitFor(() => expect(last()).toMatchObject({ partners: '1' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sub-agency' }), 'South Region');
    await waitFor(() => expect(last()).toMatchObject({ subAgencyStation: '12' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Product' }), 'CTV');
    await waitFor(() => expect(last()).toMatchObject({ product: 'OTT' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await waitFor(() => expect(last()).toMatchObject({ status: 'inactive' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stations' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'WSTH' }));
    await waitFor(() => expect(last()).toMatchObject({ stations: '102' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'KDIR' }));
    await waitFor(() => expect(last()).toMatchObject({ stations: '102,103' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(screen.getByRole('searchbox'), 'bay');
    await waitFor(() => expect(last()).toMatchObject({ name: 'bay', limit: '200', offset: '0' }));
  });

  it('sorts on the server by the column headers', async () => {
    const { calls } = clientsServer();
    renderLinear(Screen);
    await screen.findByText('Acme Motors');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(searches(calls).at(-1)?.query).toMatchObject({ sortby: 'name', sortDesc: 'true' }));
    await userEvent.click(screen.getByRole('button', { name: /Industry/ }));
    await waitFor(() => expect(searches(calls).at(-1)?.query).toMatchObject({ sortby: 'industry', sortDesc: 'false' }));
  });

  it("says 'No advertisers found' on an empty answer, and shows one error with Retry on a failure", async () => {
    clientsServer([]);
    const first = renderLinear(Screen);
    expect(await screen.findByText(MESSAGES.noAdvertisersFound)).toBeInTheDocument();
    first.unmount();
    resetKit();
    let fail = true;
    fakeServer((call) => {
      if (call.path !== SEARCH) return undefined;
      return fail
        ? jsonResponse({ error: 'Error occured, please try again' }, 500)
        : jsonResponse({ clients: CLIENTS, total: 2 });
    });
    renderLinear(Screen);
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme Motors')).toBeInTheDocument();
  });

  it('creates an advertiser in the chosen sub-agency and station, for callers with the advertiser right', async () => {
    const { calls } = clientsServer(CLIENTS, (call) =>
      call.method === 'POST'
        ? jsonResponse({ advertiser: advertiserInfo({ id: 10000009, name: 'New Co' }) }, 201)
        : undefined,
    );
    renderLinear(Screen);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.laNewAdvertiser }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.laNewAdvertiser });
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: 'Sub-agency' }), 'South Region');
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: 'Station' }), 'WSTH');
    await userEvent.type(within(drawer).getByLabelText(/^Name/), 'New Co');
    await userEvent.type(within(drawer).getByLabelText(/^Category/), 'Retail');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/admin/advertisers',
      body: { name: 'New Co', industry: 'Retail', agencyId: 1, subAgencyId: 12, stationId: 102 },
    });
  });

  it('offers no New advertiser without the right, and a station user only their station', async () => {
    clientsServer([CLIENTS[0]!]);
    const station = {
      ...advertiserAdmin().AvailableAgencies[0]!,
      stations: [{ id: 101, name: 'WNTH', sub_agency_id: 11 }],
      sub_agencies: [],
    };
    renderLinear(
      Screen,
      '/',
      advertiserAdmin({ permissions: [], AvailableAgencies: [station], active_station_id: 101 }),
    );
    await screen.findByText('Acme Motors');
    expect(screen.queryByRole('button', { name: MESSAGES.laNewAdvertiser })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agency' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stations' }));
    const items = await screen.findAllByRole('menuitemcheckbox');
    expect(items.map((item) => item.textContent)).toEqual(['WNTH']);
  });
});
