import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM, MESSAGES } from '../../../domain/messages';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { fakeServer, renderLinear, resetKit, type Call } from '../testing';
import { callItem, customerDetail, customerItem } from './fixtures';
import { ProspectsScreen } from './ProspectsScreen';
import type { CustomerItem } from './types';

const Screen = () => <ProspectsScreen title="Prospects" params={{}} />;
const LIST = '/api/sales/customers';

const RESERVED = customerItem({
  id: 4002,
  name: 'Corner Garage',
  city: 'Peoria',
  state: 'IL',
  availability: { key: 'RESERVED', label: 'Reserved', viewable: false },
  flags: { IsSold: false, IsDnc: false, IsReserved: true, IsStationLocked: false },
  reservedBy: { id: 8, name: 'Sam Seller' },
  reservedUntil: '2026-12-04T12:00:00.000Z',
  lastCall: { outcome: 'LeftMessage', label: 'Left message', color: '#616161', at: '2026-11-25T10:00:00.000Z' },
});

function listServer(
  customers: CustomerItem[] = [customerItem(), RESERVED],
  total = customers.length,
  extra?: (c: Call) => Response | undefined,
) {
  return fakeServer((call) =>
    call.method === 'GET' && call.path === LIST ? jsonResponse({ customers, total }) : extra?.(call),
  );
}
const lists = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.path === LIST);

afterEach(resetKit);

describe('/linearadmin/prospects', { timeout: 20_000 }, () => {
  it('asks for 25 prospects by name and shows labels, reservations and outcomes in words', async () => {
    const { calls } = listServer();
    renderLinear(Screen);
    const link = await screen.findByRole('link', { name: 'Corner Garage' });
    expect(link).toHaveAttribute('href', '/linearadmin/prospects/4002');
    expect(lists(calls)[0]?.query).toEqual({ limit: '25', offset: '0', sortby: 'name', sortDesc: 'false' });
    const row = within(link.closest('tr')!);
    expect(row.getByText('Reserved')).toBeInTheDocument();
    expect(row.getByText('Sam Seller')).toBeInTheDocument();
    expect(row.getByText('until 12/04/26')).toBeInTheDocument();
    expect(row.getByText('Left message')).toBeInTheDocument();
    expect(row.queryByText('LeftMessage')).toBeNull();
    expect(row.getByText('Peoria, IL')).toBeInTheDocument();
    const bella = within(screen.getByRole('link', { name: 'Bella Pizza' }).closest('tr')!);
    expect(bella.getByText('Available')).toBeInTheDocument();
  });

  it('sends the availability and channel filters, the search, the sort and the page', async () => {
    const { calls } = listServer([customerItem()], 60);
    renderLinear(Screen);
    await screen.findByText('Bella Pizza');
    const last = () => lists(calls).at(-1)?.query;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'Reserved to you');
    await waitFor(() => expect(last()).toMatchObject({ availability: 'RESERVED_TO_YOU' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'Shapiro Conference');
    await waitFor(() =>
      expect(last()).toMatchObject({ channel: 'Shapiro Conference', availability: 'RESERVED_TO_YOU' }),
    );
    await userEvent.type(screen.getByRole('searchbox'), 'pizza');
    await waitFor(() => expect(last()).toMatchObject({ search: 'pizza', offset: '0' }));
    await userEvent.click(screen.getByRole('button', { name: /City, state/ }));
    await waitFor(() => expect(last()).toMatchObject({ sortby: 'city', sortDesc: 'false' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(last()).toMatchObject({ offset: '25', limit: '25' }));
  });

  it('says so when nothing matches, and shows the failure with a Retry', async () => {
    listServer([]);
    const first = renderLinear(Screen);
    expect(await screen.findByText(MESSAGES.spNoProspects)).toBeInTheDocument();
    first.unmount();
    resetKit();
    let fail = true;
    fakeServer((call) =>
      call.path !== LIST
        ? undefined
        : fail
          ? jsonResponse({ error: 'Error occured, please try again' }, 500)
          : jsonResponse({ customers: [customerItem()], total: 1 }),
    );
    renderLinear(Screen);
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bella Pizza')).toBeInTheDocument();
  });

  it('creates a prospect with its placement and a contact of the 000 §5 form', async () => {
    const { calls } = listServer([customerItem()], 1, (call) =>
      call.method === 'POST'
        ? jsonResponse({ customer: customerDetail({ id: 4010, name: 'Taco Town' }) }, 201)
        : undefined,
    );
    renderLinear(Screen);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.spNewProspect }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.spNewProspect });
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: 'Station' }), 'KDIR');
    await userEvent.type(within(drawer).getByLabelText(/^Name/), 'Taco Town');
    await userEvent.type(within(drawer).getByLabelText(/^Category/), 'Restaurant');
    await userEvent.type(within(drawer).getByLabelText(/^ZIP code/), '1234');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(MESSAGES.spZipInvalid)).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText(/^ZIP code/), '5');
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.spAddContact }));
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Contact type/), 'Customer Decision Maker');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Al');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Phone/ }), '555');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(CONTACT_FORM.NAME_TOO_SHORT)).toBeInTheDocument();
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'ma Ortiz');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Phone/ }), '1234567');
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Phone kind/), 'Mobile');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('listitem', { name: 'Alma Ortiz' })).toBeInTheDocument();
    expect(within(drawer).getByLabelText(/^Name/)).toHaveValue('Taco Town');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: LIST,
      body: {
        name: 'Taco Town',
        category: 'Restaurant',
        salesChannel: 'DataSphere',
        zip: '12345',
        address: null,
        agencyId: 1,
        stationId: 103,
        contacts: [
          { type: 'decision_maker', name: 'Alma Ortiz', phone: '5551234567', phone_kind: 'Mobile', number: 0 },
        ],
      },
    });
  });

  it('lists the calls of the chosen rep, mine by default', async () => {
    const { calls } = fakeServer((call) => {
      if (call.path === '/api/sales/reps')
        return jsonResponse({
          reps: [
            { id: 7, name: 'Sam Staff' },
            { id: 8, name: 'Sam Seller' },
          ],
        });
      if (call.path === '/api/sales/calls')
        return jsonResponse({
          calls: [
            callItem(
              call.query.userId === '8'
                ? {
                    id: 2,
                    userName: 'Sam Seller',
                    outcome: 'MarkedDnc',
                    label: 'Marked do not call',
                    reasonLabel: 'Not a fit',
                  }
                : {},
            ),
          ],
          total: 1,
        });
      return undefined;
    });
    renderLinear(Screen, '/?tab=calls');
    expect(await screen.findByText('Scheduled demo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bella Pizza' })).toHaveAttribute('href', '/linearadmin/prospects/4001');
    const repCalls = () => calls.filter((call) => call.path === '/api/sales/calls');
    expect(repCalls()[0]?.query).toEqual({ limit: '25', offset: '0' });
    const rep = screen.getByRole('combobox', { name: 'Rep' });
    await waitFor(() => expect(within(rep).getByRole('option', { name: 'Sam Seller' })).toBeInTheDocument());
    expect(rep).toHaveValue('7');
    await userEvent.selectOptions(rep, 'Sam Seller');
    expect(await screen.findByText('Not a fit')).toBeInTheDocument();
    expect(screen.getByText('Marked do not call')).toBeInTheDocument();
    expect(repCalls().at(-1)?.query).toEqual({ limit: '25', offset: '0', userId: '8' });
  });
});
