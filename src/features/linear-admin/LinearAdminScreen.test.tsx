import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { jsonResponse } from '../../../tests/stub-fetch';
import { LinearAdminScreen } from './LinearAdminScreen';
import { advertiserAdmin, fakeServer, pageOf, renderLinear, resetKit } from './testing';

afterEach(resetKit);

const SUB_AGENCIES = [
  {
    id: 11,
    agency_id: 1,
    name: 'North Region',
    status: 'active',
    stations: [{ id: 101, name: 'WNTH', call_sign: 'WNTH', status: 'active' }],
    counts: { stations: 1, advertisers: 3, users: 2 },
  },
];
const STATIONS = [
  {
    id: 101,
    agency_id: 1,
    sub_agency_id: 11,
    sub_agency_name: 'North Region',
    name: 'WNTH',
    call_sign: 'WNTH-TV',
    status: 'active',
    counts: { advertisers: 3, users: 1 },
  },
];

describe('/linearadmin', { timeout: 20_000 }, () => {
  it('lists the sub-agencies of the active agency, each opening its clients, and marks the page', async () => {
    const { calls } = fakeServer((call) =>
      call.path === '/api/linearAdminSubagenciesStations'
        ? jsonResponse({ subagencies: SUB_AGENCIES, total: 1 })
        : undefined,
    );
    renderLinear(() => <LinearAdminScreen title="Sub-agencies" params={{}} />, '/linearadmin/subagencies');
    const link = await screen.findByRole('link', { name: 'Clients of North Region' });
    expect(link).toHaveAttribute('href', '/linearadmin/clients?subAgencyStation=11');
    expect(calls[0]?.query).toEqual({ AgencyId: '1', limit: '25', offset: '0', orderBy: 'name' });
    expect(screen.getByRole('combobox', { name: MESSAGES.laNavSelect })).toHaveValue('/linearadmin/subagencies');
    const nav = document.querySelector<HTMLElement>(`nav[aria-label="${MESSAGES.laNavLabel}"]`)!;
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/linearadmin/clients', '/linearadmin/prospects', '/linearadmin/subagencies', '/linearadmin/stations']);
    expect(screen.queryByRole('link', { name: MESSAGES.laManageInAgencies })).not.toBeInTheDocument();
  });

  it('lists the stations with search and paging, and links to Agencies for agency admins', async () => {
    const { calls } = fakeServer((call) =>
      call.path === '/api/admin/stations' ? pageOf(STATIONS, call.query) : undefined,
    );
    const user = advertiserAdmin({ permissions: ['SCREEN_ADVERTISER_MGMT', 'SCREEN_AGENCY_MGMT'] });
    renderLinear(() => <LinearAdminScreen title="Stations" params={{}} />, '/linearadmin/stations?q=wn&page=2', user);
    const link = await screen.findByRole('link', { name: 'Clients of WNTH' });
    expect(link).toHaveAttribute('href', '/linearadmin/clients?stations=101');
    await waitFor(() =>
      expect(calls[0]?.query).toEqual({
        agencyId: '1',
        limit: '25',
        offset: '25',
        sort: 'name',
        dir: 'asc',
        search: 'wn',
      }),
    );
    expect(screen.getByRole('link', { name: MESSAGES.laManageInAgencies })).toHaveAttribute(
      'href',
      '/agencyAdmin/agency/1',
    );
  });

  it('keeps Clients marked on an advertiser page', async () => {
    fakeServer(() => undefined);
    renderLinear(
      () => <LinearAdminScreen title="Advertiser" params={{ advertiserId: '10000001' }} />,
      '/linearadmin/clients/10000001',
    );
    expect(await screen.findByRole('combobox', { name: MESSAGES.laNavSelect })).toHaveValue('/linearadmin/clients');
    expect(await screen.findByText(MESSAGES.laAdvertiserNotFound)).toBeInTheDocument();
  });

  it("keeps Prospects marked on a prospect's page", async () => {
    fakeServer(() => undefined);
    renderLinear(
      () => <LinearAdminScreen title="Prospect" params={{ customerId: '4001' }} />,
      '/linearadmin/prospects/4001',
    );
    expect(await screen.findByRole('combobox', { name: MESSAGES.laNavSelect })).toHaveValue('/linearadmin/prospects');
    expect(await screen.findByText(MESSAGES.spProspectNotFound)).toBeInTheDocument();
  });
});
