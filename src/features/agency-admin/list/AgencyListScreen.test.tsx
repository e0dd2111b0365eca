import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../../domain/messages';
import { jsonResponse, stubFetch } from '../../../../tests/stub-fetch';
import { AgencyAdminScreen } from '../AgencyAdminScreen';
import { AGENCY_ITEMS, agency, agencyItem } from '../fixtures';
import {
  SUPERUSER,
  TWO_AGENCIES,
  agencyAdmin,
  fakeServer,
  pickRowAction,
  renderAs,
  resetKit,
  type Call,
} from '../testing';
import { AgencyListScreen } from './AgencyListScreen';
import { LABELS } from '../labels';

const List = () => <AgencyListScreen title="Agencies" />;
const SEARCH = '/api/linearAdminAgencySearch';

function listServer(extra: (call: Call) => Response | undefined = () => undefined) {
  return fakeServer((call) =>
    call.method === 'GET' && call.path === SEARCH
      ? jsonResponse({ agencies: AGENCY_ITEMS, total: AGENCY_ITEMS.length })
      : extra(call),
  );
}

/** A server whose search answers the test releases, in any order. */
function deferredSearch() {
  const pending: { query: Record<string, string>; release(items: unknown[], total: number): void }[] = [];
  stubFetch((path) => {
    const [, search = ''] = path.split('?');
    return new Promise<Response>((resolve) =>
      pending.push({
        query: Object.fromEntries(new URLSearchParams(search)),
        release: (agencies, total) => resolve(jsonResponse({ agencies, total })),
      }),
    );
  });
  return pending;
}

const names = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => agencyItem({ id: from + i, name: `Agency ${from + i}` }));

afterEach(resetKit);

describe('the agency list', { timeout: 20_000 }, () => {
  it('sends the URL sort and search as sortBy and name, and a header click sorts descending', async () => {
    const { calls } = listServer();
    renderAs(SUPERUSER, List, '/?sort=advertisers&dir=desc&q=lake');
    await screen.findByText('Lakeside Agency');
    expect(calls[0]?.query).toEqual({ name: 'lake', sortBy: '-advertisers', limit: '25', offset: '0' });
    await userEvent.click(screen.getByRole('button', { name: LABELS.name }));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ sortBy: 'name', offset: '0' }));
    await userEvent.click(screen.getByRole('button', { name: LABELS.name }));
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ sortBy: '-name' }));
    expect(within(screen.getByText('Compulse Media').closest('tr')!).getByText('14')).toBeInTheDocument();
  });

  it('appends "Load more" at offset = rows loaded; a new search starts at 0 and a late older answer is dropped', async () => {
    const pending = deferredSearch();
    renderAs(SUPERUSER, List);
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => pending[0]!.release(names(25), 30));
    await screen.findByText('Agency 25');
    await userEvent.click(screen.getByRole('button', { name: LABELS.loadMore }));
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]!.query).toMatchObject({ offset: '25', limit: '25', sortBy: 'name' });
    act(() => pending[1]!.release(names(5, 26), 30));
    await screen.findByText('Agency 30');
    expect(screen.getByText('Agency 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LABELS.loadMore })).toBeNull();

    // Two searches: "ag" then "agency 7"; the newer answers first, the older one late.
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'ag' } });
    await waitFor(() => expect(pending).toHaveLength(3), { timeout: 2000 });
    fireEvent.change(box, { target: { value: 'agency 7' } });
    await waitFor(() => expect(pending).toHaveLength(4), { timeout: 2000 });
    expect(pending.slice(2).map((p) => [p.query.name, p.query.offset])).toEqual([
      ['ag', '0'],
      ['agency 7', '0'],
    ]);
    act(() => pending[3]!.release([agencyItem({ id: 7, name: 'Agency 7' })], 1));
    await screen.findByText(messageText('aaShown', { count: 1, total: 1 }));
    act(() => pending[2]!.release(names(2, 100), 2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Agency 100')).toBeNull();
    expect(screen.getByText('Agency 7')).toBeInTheDocument();
  });

  it('creates an agency: the missing fields beside them, then the server refusal beside the name', async () => {
    const { calls } = listServer((call) =>
      call.method === 'POST' ? jsonResponse({ error: 'An agency has that name.', field: 'name' }, 409) : undefined,
    );
    renderAs(SUPERUSER, List);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.aaNewAgency }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.aaNewAgency });
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.aaCreate }));
    expect(drawer.querySelector('[data-field="name"][data-invalid]')).not.toBeNull();
    expect(drawer.querySelector('[data-field="timeZone"][data-invalid]')).not.toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(drawer).getByLabelText(/^Name/), 'Compulse Media');
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Time zone/), 'America/Chicago');
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.aaCreate }));
    const field = (await within(drawer).findByText('An agency has that name.')).closest('[data-field]');
    expect(field?.getAttribute('data-field')).toBe('name');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/admin/agencies',
      body: { name: 'Compulse Media', timeZone: 'America/Chicago' },
    });
  });

  it('deactivates after the confirm naming the agency, then says so', async () => {
    const { calls } = listServer((call) =>
      call.method === 'POST' ? jsonResponse(agency({ status: 'inactive' })) : undefined,
    );
    renderAs(SUPERUSER, List);
    await pickRowAction('Compulse Media', LABELS.deactivate);
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(dialog).toHaveTextContent(messageText('muDeactivateTitle', { name: 'Compulse Media' }));
    await userEvent.click(within(dialog).getByRole('button', { name: LABELS.deactivate }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/admin/agencies/1/status',
        body: { active: false },
      }),
    );
    expect(await screen.findByText(messageText('aaDeactivated', { name: 'Compulse Media' }))).toBeInTheDocument();
  });

  it('sends an admin of one agency to that agency, and shows an admin of two the list without New agency', async () => {
    const { calls } = fakeServer((call) =>
      call.path === SEARCH
        ? jsonResponse({ agencies: AGENCY_ITEMS, total: 2 })
        : call.path === '/api/getAgency/1'
          ? jsonResponse(agency())
          : undefined,
    );
    const Screen = () => <AgencyAdminScreen title="Agencies" params={{}} />;
    const single = renderAs(agencyAdmin(), Screen, '/agencyAdmin/agencylist');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/getAgency/1')).toBe(true));
    expect(calls.some((call) => call.path === SEARCH)).toBe(false);
    single.unmount();

    renderAs(agencyAdmin(TWO_AGENCIES), Screen, '/agencyAdmin/agencylist');
    await screen.findByText('Lakeside Agency');
    expect(screen.queryByRole('button', { name: MESSAGES.aaNewAgency })).toBeNull();
  });
});
