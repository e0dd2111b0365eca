import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRouterState } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, messageText } from '../../../domain/messages';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { fakeServer, renderLinear, resetKit, type Call } from '../testing';
import { callItem, CAN_NOTHING, CAN_WORK, CUSTOMER_ID, customerDetail } from './fixtures';
import type { CustomerDetail } from './types';
import { ProspectPage } from './ProspectPage';

/** The page, and where the router went (a sale opens the advertiser's page). */
const Screen = () => (
  <>
    <ProspectPage title="Prospect" params={{ customerId: String(CUSTOMER_ID) }} />
    <output data-testid="location">{useRouterState({ select: (state) => state.location.pathname })}</output>
  </>
);
const BASE = `/api/sales/customers/${CUSTOMER_ID}`;

/** A prospect's page server: the customer (read again after each write), its calls, and `write` for the rest. */
function prospectServer(
  customer: () => CustomerDetail,
  write: (call: Call) => Response | undefined = () => undefined,
): { calls: Call[] } {
  return fakeServer((call) => {
    if (call.method === 'GET' && call.path === BASE) return jsonResponse({ customer: customer() });
    if (call.method === 'GET' && call.path === `${BASE}/calls`) return jsonResponse({ calls: [callItem()], total: 1 });
    return write(call);
  });
}

const actions = () => screen.findByRole('group', { name: MESSAGES.spActions });
const reads = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === BASE);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:proposal');
  URL.revokeObjectURL = vi.fn();
});
afterEach(resetKit);

describe('/linearadmin/prospects/{customerId}', { timeout: 20_000 }, () => {
  it('shows the header, details, contacts and history, and only the actions `can` allows', async () => {
    prospectServer(() =>
      customerDetail({
        availability: { key: 'RESERVED_TO_YOU', label: 'Reserved to you', viewable: true },
        reservedBy: { id: 7, name: 'Sam Staff' },
        reservedUntil: '2026-12-04T12:00:00.000Z',
        can: { ...customerDetail().can, release: true },
      }),
    );
    renderLinear(Screen);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bella Pizza' })).toBeInTheDocument();
    expect(screen.getByText('Reserved to you until 12/04/26')).toBeInTheDocument();
    expect(screen.getByText(messageText('spStationOf', { name: 'WNTH' }))).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Paola Bella' })).toHaveTextContent(
      'Paola Bella · Customer Decision Maker(555) 123-4567 (Mobile) · paola@bella.example',
    );
    const nav = within(await actions());
    const shown = nav.getAllByRole('button').map((b) => b.textContent);
    expect(shown).toEqual([
      MESSAGES.spLogCall,
      'Reserve',
      MESSAGES.spRelease,
      MESSAGES.spEditProspect,
      MESSAGES.spClone,
      MESSAGES.spMarkDnc,
      'Mark sold',
    ]);
    expect(await screen.findByText('Demo on Tuesday')).toBeInTheDocument();
    expect(screen.getByText('Scheduled demo')).toBeInTheDocument();
  });

  it('shows a restricted prospect without contacts, notes or actions', async () => {
    prospectServer(() =>
      customerDetail({
        availability: { key: 'DNC', label: 'DNC', viewable: false },
        flags: { IsSold: false, IsDnc: true, IsReserved: false, IsStationLocked: false },
        dncReason: 'NotAFit',
        restricted: true,
        contacts: [],
        notes: null,
        can: CAN_NOTHING,
      }),
    );
    renderLinear(Screen);
    expect(await screen.findByText(MESSAGES.spRestrictedDnc)).toBeInTheDocument();
    expect(screen.getByText(messageText('spFlagDnc', { reason: 'Not a fit' }))).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Paola Bella' })).toBeNull();
    expect(screen.queryByText(MESSAGES.spNoNotes)).toBeNull();
    expect(within(await actions()).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: MESSAGES.spDownloadProposal })).toBeNull();
  });

  it('says who holds a prospect reserved to another rep, and until when', async () => {
    prospectServer(() =>
      customerDetail({
        availability: { key: 'RESERVED', label: 'Reserved', viewable: false },
        flags: { IsSold: false, IsDnc: false, IsReserved: true, IsStationLocked: false },
        reservedBy: { id: 99, name: 'Sam Seller' },
        reservedUntil: '2026-12-04T17:00:00.000Z',
        restricted: true,
        contacts: [],
        notes: null,
        can: CAN_NOTHING,
      }),
    );
    renderLinear(Screen);
    expect(
      await screen.findByText(messageText('spRestrictedReserved', { rep: 'Sam Seller', day: '12/04/26' })),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of a call and reads the prospect again", async () => {
    const refusal = 'Sam Seller reserved this customer until 12/04/26.';
    const { calls } = prospectServer(customerDetail, (call) =>
      call.method === 'POST' && call.path === `${BASE}/calls` ? jsonResponse({ error: refusal }, 409) : undefined,
    );
    renderLinear(Screen);
    await userEvent.click(within(await actions()).getByRole('button', { name: MESSAGES.spLogCall }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.spLogCall });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log call' }));
    expect(within(drawer).getByText(MESSAGES.spChooseOutcome)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Scheduled demo' }));
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Notes' }), 'Booked');
    const before = reads(calls).length;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log call' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${BASE}/calls` && c.method === 'POST')?.body).toEqual({
      outcome: 'ScheduledDemo',
      notes: 'Booked',
    });
    await waitFor(() => expect(reads(calls).length).toBeGreaterThan(before));
  });

  it('prices Starter, Local, 12 months as $2,400 for one year, Low, and downloads the PDF', async () => {
    const { calls } = prospectServer(customerDetail, (call) =>
      call.path === `${BASE}/proposal`
        ? new Response('%PDF-1.7', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="Proposal - Bella Pizza.pdf"',
            },
          })
        : undefined,
    );
    renderLinear(Screen);
    const price = await screen.findByTestId('proposal-price');
    expect(price).toHaveTextContent('$2,400 for one year');
    expect(screen.getByText('Low')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Package' }), 'Partner (Optimal)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Market' }), 'Regional');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Contract' }), MESSAGES.proposalOneMonth);
    expect(price).toHaveTextContent('$900 per month');
    expect(screen.getByText('High')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.spDownloadProposal }));
    expect(
      await screen.findByText(messageText('spProposalSaved', { name: 'Proposal - Bella Pizza.pdf' })),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${BASE}/proposal`)).toMatchObject({
      method: 'POST',
      body: { package: 'advanced', market: 'regional', months: 1 },
    });
  });

  it('needs a reason to mark do not call', async () => {
    const { calls } = prospectServer(customerDetail, (call) =>
      call.path === `${BASE}/dnc` ? jsonResponse({ customer: customerDetail() }) : undefined,
    );
    renderLinear(Screen);
    await userEvent.click(within(await actions()).getByRole('button', { name: MESSAGES.spMarkDnc }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.spMarkDnc });
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.spMarkDnc }));
    expect(await within(drawer).findByText(MESSAGES.spDncReasonRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.path === `${BASE}/dnc`)).toBe(false);
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: /Do-not-call reason/ }), 'Not a fit');
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.spMarkDnc }));
    await waitFor(() => expect(calls.find((c) => c.path === `${BASE}/dnc`)?.body).toEqual({ reason: 'NotAFit' }));
    expect(await screen.findByText(messageText('spDncMarked', { name: 'Bella Pizza' }))).toBeInTheDocument();
  });

  it('marks sold, linking an advertiser found by name, and opens the advertiser', async () => {
    const { calls } = prospectServer(customerDetail, (call) => {
      if (call.path === '/api/linearAdminClientsSearch')
        return jsonResponse({ clients: [{ id: 10000005, name: 'Bella Pizza LLC' }], total: 1 });
      if (call.path === `${BASE}/sell`)
        return jsonResponse({ customer: customerDetail(), advertiser: { id: 10000005, name: 'Bella Pizza LLC' } });
      return undefined;
    });
    renderLinear(Screen);
    await userEvent.click(within(await actions()).getByRole('button', { name: 'Mark sold' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: messageText('spSellTitle', { name: 'Bella Pizza' }),
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: MESSAGES.spSellLink }));
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Advertiser to link' }), 'bella');
    const pick = within(dialog).getByRole('combobox', { name: 'Advertiser' });
    await waitFor(() => expect(within(pick).getByRole('option', { name: 'Bella Pizza LLC' })).toBeInTheDocument());
    await userEvent.selectOptions(pick, 'Bella Pizza LLC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark sold' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/linearadmin/clients/10000005'));
    expect(calls.find((c) => c.path === `${BASE}/sell`)?.body).toEqual({ advertiserId: 10000005 });
    expect(calls.filter((c) => c.path === '/api/linearAdminClientsSearch').map((c) => c.query.name)).toEqual(['bella']);
  });

  it('works a sold prospect in post-sale mode: read again with postSale, and calls carry it', async () => {
    const sold = customerDetail({
      availability: { key: 'SOLD', label: 'Sold', viewable: false },
      flags: { IsSold: true, IsDnc: false, IsReserved: false, IsStationLocked: false },
      advertiserId: 10000005,
      soldAt: '2026-11-26T10:00:00.000Z',
      can: { ...CAN_NOTHING, work: true },
    });
    const { calls } = prospectServer(
      () => sold,
      (call) => {
        if (call.method === 'GET' && call.path === BASE) return undefined;
        return call.path === `${BASE}/calls` ? jsonResponse({ call: {}, customer: sold }, 201) : undefined;
      },
    );
    renderLinear(Screen);
    expect(await screen.findByRole('link', { name: MESSAGES.spOpenTheAdvertiser })).toHaveAttribute(
      'href',
      '/linearadmin/clients/10000005',
    );
    expect(screen.getByText(messageText('spFlagSold', { day: '11/26/26' }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.spDownloadProposal })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: MESSAGES.spPostSaleMode }));
    await waitFor(() => expect(reads(calls).at(-1)?.query).toEqual({ postSale: 'true' }));
    await userEvent.click(within(await actions()).getByRole('button', { name: MESSAGES.spLogCall }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.spLogCall });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Left message' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log call' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ outcome: 'LeftMessage', postSale: true }),
    );
  });

  it('locks after asking, and clones for another station, opening the clone', async () => {
    const { calls } = prospectServer(
      () => customerDetail({ can: { ...CAN_WORK, lock: true } }),
      (call) => {
        if (call.path === `${BASE}/lock`) return jsonResponse({ customer: customerDetail() });
        if (call.path === `${BASE}/clone`) return jsonResponse({ customer: customerDetail({ id: 4077 }) }, 201);
        return undefined;
      },
    );
    renderLinear(Screen);
    await userEvent.click(within(await actions()).getByRole('button', { name: MESSAGES.spLock }));
    const question = await screen.findByRole('alertdialog', { name: MESSAGES.spLock });
    expect(question).toHaveTextContent(messageText('spLockBody', { name: 'Bella Pizza' }));
    await userEvent.click(within(question).getByRole('button', { name: MESSAGES.spLock }));
    await waitFor(() => expect(calls.find((c) => c.path === `${BASE}/lock`)?.body).toEqual({ locked: true }));
    await userEvent.click(within(await actions()).getByRole('button', { name: MESSAGES.spClone }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.spClone });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clone' }));
    expect(await within(drawer).findByText(MESSAGES.spCloneReasonRequired)).toBeInTheDocument();
    await userEvent.selectOptions(
      within(drawer).getByRole('combobox', { name: /Clone reason/ }),
      'Several locations, one market',
    );
    await userEvent.selectOptions(within(drawer).getByRole('combobox', { name: /Target station/ }), 'KDIR');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^City/ }), 'Peoria');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clone' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/linearadmin/prospects/4077'));
    expect(calls.find((c) => c.path === `${BASE}/clone`)?.body).toEqual({
      reason: 'MultipleLocationSingleMarket',
      stationId: 103,
      subAgencyId: null,
      city: 'Peoria',
    });
  });
});
