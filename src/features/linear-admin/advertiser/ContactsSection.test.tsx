import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM, MESSAGES } from '../../../domain/messages';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { renderLinear, resetKit } from '../testing';
import { ContactsSection } from './ContactsSection';
import { ID, pageServer } from './page-server';

const Screen = () => <ContactsSection advertiserId={ID} canEdit />;
const SAVE = `/api/advertiserContactsUpdate/${ID}`;
const DANA = {
  id: 501,
  type: 'decision_maker',
  name: 'Dana Buyer',
  email: 'dana@acme.example',
  phone: '5551234567',
  phone_kind: 'Work',
  number: 0,
  title: 'Owner',
};
const TED = { ...DANA, id: 502, type: 'technical', name: 'Ted Tech', number: 1 };

async function openAdd() {
  await userEvent.click(await screen.findByRole('button', { name: MESSAGES.laAddContact }));
  return screen.findByRole('dialog', { name: MESSAGES.laAddContact });
}
/** The text is shown once, beside the named field. */
function shownOnceBeside(text: string, field: string): void {
  const all = screen.getAllByText(text);
  expect(all).toHaveLength(1);
  expect(all[0]!.closest('[data-field]')).toHaveAttribute('data-field', field);
}

afterEach(resetKit);

describe('contacts of an advertiser', { timeout: 20_000 }, () => {
  it("shows each of the spec's contact-form errors once, beside its field", async () => {
    const { calls } = pageServer();
    renderLinear(Screen);
    const drawer = await openAdd();
    const name = within(drawer).getByRole('textbox', { name: /^Name/ });
    const phone = within(drawer).getByRole('textbox', { name: /^Phone/ });
    const number = within(drawer).getByLabelText(/^Number/);
    await userEvent.clear(number);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await within(drawer).findByText(CONTACT_FORM.NAME_REQUIRED);
    shownOnceBeside(CONTACT_FORM.NAME_REQUIRED, 'name');
    shownOnceBeside(CONTACT_FORM.PHONE_REQUIRED, 'phone');
    shownOnceBeside(CONTACT_FORM.NUMBER_REQUIRED, 'number');
    await userEvent.type(name, 'Al');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^E-mail/ }), 'not-an-address');
    await userEvent.type(phone, '123');
    await userEvent.type(number, '-1');
    await within(drawer).findByText(CONTACT_FORM.NAME_TOO_SHORT);
    shownOnceBeside(CONTACT_FORM.NAME_TOO_SHORT, 'name');
    shownOnceBeside(CONTACT_FORM.INVALID_EMAIL, 'email');
    shownOnceBeside(CONTACT_FORM.INVALID_PHONE, 'phone');
    shownOnceBeside(CONTACT_FORM.NUMBER_NEGATIVE, 'number');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a contact by sending the whole list with the caller as userId', async () => {
    const { calls } = pageServer({
      write: (call) => (call.path === SAVE ? jsonResponse({ contacts: [] }) : undefined),
    });
    renderLinear(Screen);
    const drawer = await openAdd();
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Contact type/), 'Customer Marketing Contact');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Mia Market');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^Phone/ }), '(555) 222-3333');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.path === SAVE)).toBe(true));
    expect(calls.find((c) => c.path === SAVE)?.body).toEqual({
      contacts: [
        DANA,
        TED,
        { type: 'marketing', name: 'Mia Market', phone: '(555) 222-3333', phone_kind: 'Work', number: 2 },
      ],
      userId: 7,
    });
    expect(await screen.findByText(MESSAGES.laContactsSaved)).toBeInTheDocument();
  });

  it("shows the server's field error beside that field of the contact being edited", async () => {
    pageServer({
      write: (call) =>
        call.path === SAVE
          ? jsonResponse({ error: CONTACT_FORM.INVALID_PHONE, field: 'contacts[1].phone' }, 400)
          : undefined,
    });
    renderLinear(Screen);
    const ted = await screen.findByRole('listitem', { name: 'Ted Tech' });
    await userEvent.click(within(ted).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.laEditContact });
    expect(within(drawer).getByRole('textbox', { name: /^Name/ })).toHaveValue('Ted Tech');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await within(drawer).findByText(CONTACT_FORM.INVALID_PHONE);
    shownOnceBeside(CONTACT_FORM.INVALID_PHONE, 'phone');
  });

  it('removes a contact after a confirm, sending the list without it', async () => {
    const { calls } = pageServer({
      write: (call) => (call.path === SAVE ? jsonResponse({ contacts: [] }) : undefined),
    });
    renderLinear(Screen);
    const ted = await screen.findByRole('listitem', { name: 'Ted Tech' });
    await userEvent.click(within(ted).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.find((c) => c.path === SAVE)?.body).toEqual({ contacts: [DANA], userId: 7 }));
  });
});
