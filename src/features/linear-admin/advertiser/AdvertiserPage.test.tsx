import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { testUser } from '../../../../tests/user-fixture';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { renderLinear, resetKit } from '../testing';
import { AdvertiserPage } from './AdvertiserPage';
import { ID, pageServer } from './page-server';

const Screen = () => <AdvertiserPage title="Advertiser" params={{ advertiserId: String(ID) }} />;
const section = (name: string) => screen.findByRole('region', { name });

afterEach(resetKit);

describe('/linearadmin/clients/{advertiserId}', { timeout: 20_000 }, () => {
  it('draws the header, info, contacts, products and campaigns from the answers', async () => {
    const { calls } = pageServer();
    renderLinear(Screen);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Motors' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/getAdvertiserInfo')?.query).toEqual({
      id: String(ID),
      includeStations: 'true',
      includeSubagencies: 'true',
    });
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/acme.png');
    const crumbs = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(crumbs).toEqual(expect.arrayContaining(['Compulse Media', 'North Region', 'WNTH']));
    expect(screen.getByRole('link', { name: MESSAGES.laOpenDashboard })).toHaveAttribute(
      'href',
      `/advertiser?advertiserId=${ID}&advertiserName=Acme+Motors`,
    );
    const info = await section('Info');
    expect(within(info).getByText('(555) 123-4567')).toBeInTheDocument();
    expect(within(info).getByText('Springfield')).toBeInTheDocument();
    const dana = within(await section('Contacts')).getByRole('listitem', { name: 'Dana Buyer' });
    expect(dana).toHaveTextContent('Customer Decision Maker · Owner');
    expect(dana).toHaveTextContent('(555) 123-4567 (Work)');
    expect(dana).toHaveTextContent('dana@acme.example');
    expect(await within(await section('Products')).findByText('CTV (2)')).toBeInTheDocument();
    expect(await screen.findByText('Spring CTV')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/campaign/search')?.query).toEqual({
      advertiserId: String(ID),
      limit: '100',
      offset: '0',
      sortby: 'name',
      sortDesc: 'false',
    });
  });

  it("says 'No currently active products were found' when the advertiser runs none", async () => {
    pageServer({ products: null });
    renderLinear(Screen);
    expect(await within(await section('Products')).findByText(MESSAGES.noActiveProducts)).toBeInTheDocument();
  });

  it('searches and sorts the campaigns on the server', async () => {
    const { calls } = pageServer();
    renderLinear(Screen);
    const campaigns = await section('Campaigns');
    await within(campaigns).findByText('Spring CTV');
    await userEvent.click(within(campaigns).getByRole('button', { name: /Start/ }));
    const last = () => calls.filter((c) => c.path === '/api/campaign/search').at(-1)?.query;
    await waitFor(() => expect(last()).toMatchObject({ sortby: 'start', sortDesc: 'false' }));
    await userEvent.type(within(campaigns).getByRole('searchbox'), 'spring');
    await waitFor(() => expect(last()).toMatchObject({ campaignName: 'spring', advertiserId: String(ID) }));
  });

  it('saves the info with PUT, clearing an emptied field', async () => {
    const { calls } = pageServer({
      write: (call) => (call.method === 'PUT' ? jsonResponse({ advertiser: {} }) : undefined),
    });
    renderLinear(Screen);
    await userEvent.click(within(await section('Info')).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.laEditInfo });
    await userEvent.clear(within(drawer).getByLabelText(/^City/));
    await userEvent.clear(within(drawer).getByLabelText(/^Name/));
    await userEvent.type(within(drawer).getByLabelText(/^Name/), 'Acme Motor Co');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/api/advertiserInfoUpdate/${ID}`);
    expect(put.body).toMatchObject({ name: 'Acme Motor Co', industry: 'Automotive', city: null, zip: '62701' });
    expect(await screen.findByText(MESSAGES.laInfoSaved)).toBeInTheDocument();
  });

  it('leads to the account linking of the advertiser, for those who may link accounts only', async () => {
    pageServer();
    const { unmount } = renderLinear(Screen);
    await screen.findByRole('heading', { level: 1, name: 'Acme Motors' });
    expect(screen.getByRole('link', { name: MESSAGES.clAccountLinking })).toHaveAttribute('href', `/linking/${ID}`);
    unmount();
    resetKit();
    pageServer();
    // A client of the agency (no SCREEN_ADVERTISER_MGMT nor AGENCY_ADMIN) sees the page without it.
    renderLinear(Screen, '/', testUser({ AgencyRight: ['SHOW_ORDER_SUMMARY_VIEW'] }));
    await screen.findByRole('heading', { level: 1, name: 'Acme Motors' });
    expect(screen.queryByRole('link', { name: MESSAGES.clAccountLinking })).toBeNull();
  });
});
