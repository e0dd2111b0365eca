import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../../domain/messages';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { USERS, userRow } from '../fixtures';
import { fakeServer, pageOf, pickRowAction, renderAdmin, type Call, resetKit } from '../testing';
import { UsersScreen } from './UsersScreen';

const Screen = () => <UsersScreen title="Manage Users" params={{}} />;

function usersServer(items = USERS, extra: (call: Call) => Response | undefined = () => undefined) {
  return fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/users') return pageOf(items, call.query);
    return extra(call);
  });
}

afterEach(resetKit);

describe('Manage Users', { timeout: 20_000 }, () => {
  it('sends the paging, sort, search and filters of the URL to the server', async () => {
    const { calls } = usersServer();
    renderAdmin(
      Screen,
      '/?page=2&size=10&sort=lastLogin&dir=desc&q=lee&role=mc&status=active&agencyId=1&subAgencyId=11',
    );
    await screen.findByText('Ann Lee');
    const list = calls.find((call) => call.path === '/api/admin/users')!;
    expect(list.query).toEqual({
      limit: '10',
      offset: '10',
      sort: 'lastLogin',
      dir: 'desc',
      search: 'lee',
      role: 'mc',
      status: 'active',
      agencyId: '1',
      subAgencyId: '11',
    });
    expect(screen.getByRole('combobox', { name: 'Sub-agency' })).toHaveValue('11');
  });

  it('asks again with a new filter, dropping the filters below it', async () => {
    const { calls } = usersServer();
    renderAdmin(Screen, '/?agencyId=1&subAgencyId=11');
    await screen.findByText('Ann Lee');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Agency' }), 'Lakeside Agency');
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ agencyId: '2' }));
    expect(calls.at(-1)?.query.subAgencyId).toBeUndefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Deactivated');
    await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ agencyId: '2', status: 'deactivated' }));
  });

  it('shows each status badge, Invited for an open invitation, and Never for no sign-in', async () => {
    usersServer();
    renderAdmin(Screen);
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    expect(within(await row('Ann Lee')).getByText('Active')).toBeInTheDocument();
    expect(within(await row('Bo Park')).getByText('Deactivated')).toBeInTheDocument();
    const invited = await row('Cy New');
    expect(within(invited).getByText('Invited')).toBeInTheDocument();
    expect(within(invited).getByText('Never')).toBeInTheDocument();
    const signIn = within(await row('Ann Lee')).getByText(
      (_, el) => el?.tagName === 'TIME' && el.getAttribute('dateTime') === '2026-11-20T10:00:00.000Z',
    );
    expect(signIn.getAttribute('title')).toMatch(/Nov 20, 2026/);
  });

  it('says so when no user matches', async () => {
    usersServer([]);
    renderAdmin(Screen, '/?q=nobody');
    expect(await screen.findByText(MESSAGES.usersEmpty)).toBeInTheDocument();
  });

  it('deactivates a user after a confirm naming them, then says so', async () => {
    const { calls } = usersServer(USERS, (call) =>
      call.method === 'POST' ? jsonResponse(userRow({ status: -1 })) : undefined,
    );
    renderAdmin(Screen);
    await pickRowAction('Ann Lee', 'Deactivate');
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(dialog).toHaveTextContent(
      messageText('muDeactivateBody', { name: 'Ann Lee', email: 'ann.lee@compulse.test' }),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/admin/users/12/deactivate');
    expect(await screen.findByText(messageText('userDeactivated', { name: 'Ann Lee' }))).toBeInTheDocument();
  });

  it('offers reactivate for a deactivated user, and only Open when the caller may not edit', async () => {
    usersServer();
    renderAdmin(Screen);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Bo Park' }));
    expect(await screen.findByRole('menuitem', { name: 'Reactivate' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Dee Admin' }));
    await screen.findByRole('menuitem', { name: 'Open' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Open']);
  });

  it('deletes after the confirm and calls DELETE on the user', async () => {
    const { calls } = usersServer(USERS, (call) =>
      call.method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    renderAdmin(Screen);
    await pickRowAction('Bo Park', 'Delete');
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 4000 });
    expect(dialog).toHaveTextContent(messageText('muDeleteTitle', { name: 'Bo Park' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/admin/users/13'));
    expect(await screen.findByText(messageText('userDeleted', { name: 'Bo Park' }))).toBeInTheDocument();
  });

  it("invites: each missing field's text beside it, then the POST body and the toast naming the address", async () => {
    const { calls } = usersServer(USERS, (call) =>
      call.method === 'POST' && call.path === '/api/admin/users'
        ? jsonResponse(userRow({ id: 20, email: 'new.person@compulse.test', fullName: 'New Person' }), 201)
        : undefined,
    );
    renderAdmin(Screen);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.muInviteUser }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.muInviteUser });
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.muInviteSubmit }));
    expect(await within(drawer).findByText(MESSAGES.muEmailMissing)).toBeInTheDocument();
    expect(within(drawer).getByText(MESSAGES.muFullNameMissing)).toBeInTheDocument();
    expect(within(drawer).getByText(MESSAGES.muAgencyMissing)).toBeInTheDocument();

    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // The address's form is the server's check (the shared schema has none), shown beside the field: next test.
    await userEvent.type(within(drawer).getByLabelText(/E-mail/), 'new.person@compulse.test');
    await userEvent.type(within(drawer).getByLabelText(/Full name/), 'New Person');
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Agency/), 'Compulse Media');
    await userEvent.selectOptions(await within(drawer).findByLabelText(/^Sub-agency/), 'South Region');
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Station/), 'WSTH');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Client' }));
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.muInviteSubmit }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'new.person@compulse.test',
      fullName: 'New Person',
      agencyId: 1,
      subAgencyId: 12,
      stationId: 102,
      roles: ['client'],
    });
    expect(
      await screen.findByText(messageText('muInviteSent', { email: 'new.person@compulse.test' })),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of a taken address beside the e-mail field", async () => {
    usersServer(USERS, (call) =>
      call.method === 'POST' ? jsonResponse({ error: 'That address is taken.', field: 'email' }, 409) : undefined,
    );
    renderAdmin(Screen);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.muInviteUser }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.muInviteUser });
    await userEvent.type(within(drawer).getByLabelText(/E-mail/), 'ann.lee@compulse.test');
    await userEvent.type(within(drawer).getByLabelText(/Full name/), 'Ann Again');
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Agency/), 'Lakeside Agency');
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.muInviteSubmit }));
    const field = (await within(drawer).findByText('That address is taken.')).closest('[data-field]');
    expect(field?.getAttribute('data-field')).toBe('email');
  });
});
