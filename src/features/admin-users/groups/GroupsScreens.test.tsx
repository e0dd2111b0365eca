import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../../domain/messages';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { ACCESS_GROUPS, ADVERTISER_GROUPS, CLIENTS, USERS } from '../fixtures';
import { fakeServer, pageOf, pickRowAction, renderAdmin, type Call, resetKit } from '../testing';
import { AccessGroupsScreen } from './AccessGroupsScreen';
import { AdvertiserGroupsScreen } from './AdvertiserGroupsScreen';

/** The drawer opens with an animation, after the menu that opens it closes with one: allow two busy cores their time. */
const DRAWER_WAIT = { timeout: 10_000 };

const ACCESS_DETAIL = {
  ...ACCESS_GROUPS[0],
  members: [{ userId: 12, email: 'ann.lee@compulse.test', fullName: 'Ann Lee' }],
};
const ADVERTISER_DETAIL = {
  ...ADVERTISER_GROUPS[0],
  advertisers: [{ advertiserId: 10000001, name: 'Riverside Auto Group' }],
};

function server(write: (call: Call) => Response | undefined = () => undefined) {
  return fakeServer((call) => {
    if (call.method !== 'GET') return write(call);
    if (call.path === '/api/admin/access-groups') return pageOf(ACCESS_GROUPS, call.query);
    if (call.path === '/api/admin/access-groups/3') return jsonResponse(ACCESS_DETAIL);
    if (call.path === '/api/admin/advertiser-groups') return pageOf(ADVERTISER_GROUPS, call.query);
    if (call.path === '/api/admin/advertiser-groups/5') return jsonResponse(ADVERTISER_DETAIL);
    if (call.path === '/api/admin/users') return pageOf(USERS, call.query);
    if (call.path === '/api/linearAdminClientsSearch') return jsonResponse(CLIENTS);
    return undefined;
  });
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

afterEach(resetKit);

describe('Access groups', { timeout: 30_000 }, () => {
  const Screen = () => <AccessGroupsScreen title="Access Groups" params={{}} />;

  it('lists the groups with their rights, members and agency', async () => {
    const { calls } = server();
    renderAdmin(Screen);
    const row = (await screen.findByText('Report senders')).closest('tr')!;
    expect(row).toHaveTextContent('Compulse Media');
    expect(within(row).getByText('AGENCY_READ_SCHEDULED_REPORT')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/access-groups')?.query).toMatchObject({
      sort: 'name',
      limit: '25',
    });
  });

  it('creates a group: name and agency required, then POST and the members added by PUT', async () => {
    const { calls } = server((call) =>
      call.method === 'POST'
        ? jsonResponse({ ...ACCESS_GROUPS[0], id: 9, name: 'Planners' }, 201)
        : jsonResponse(ACCESS_GROUPS[0]),
    );
    renderAdmin(Screen);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.muNewAccessGroup }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.muNewAccessGroup }, DRAWER_WAIT);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText(MESSAGES.muGroupNameMissing)).toBeInTheDocument();
    expect(within(drawer).getByText(MESSAGES.muGroupAgencyMissing)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await userEvent.type(within(drawer).getByLabelText(/Group name/), 'Planners');
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Agency/), 'Compulse Media');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'SHOW_ORDER_SUMMARY_VIEW' }));
    await userEvent.click(await within(drawer).findByRole('checkbox', { name: /Bo Park/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(calls.find((c) => c.path === '/api/admin/users')?.query).toMatchObject({ agencyId: '1' });
    expect(writes(calls).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/admin/access-groups',
        body: { agencyId: 1, name: 'Planners', rights: ['SHOW_ORDER_SUMMARY_VIEW'] },
      },
      {
        method: 'PUT',
        path: '/api/admin/access-groups/9',
        body: { name: 'Planners', rights: ['SHOW_ORDER_SUMMARY_VIEW'], memberIds: [13] },
      },
    ]);
    expect(await screen.findByText(messageText('muGroupCreated', { name: 'Planners' }))).toBeInTheDocument();
  });

  it('edits a group with its members loaded, and PUTs name, rights and members', async () => {
    const { calls } = server(() => jsonResponse(ACCESS_GROUPS[0]));
    renderAdmin(Screen);
    await pickRowAction('Report senders', 'Edit');
    const drawer = await screen.findByRole(
      'dialog',
      { name: messageText('muEditGroup', { name: 'Report senders' }) },
      DRAWER_WAIT,
    );
    expect(await within(drawer).findByRole('checkbox', { name: /Ann Lee/ })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'AGENCY_READ_SCHEDULED_REPORT' }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Cy New/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/access-groups/3',
      body: { name: 'Report senders', rights: ['SHOW_ORDER_SUMMARY_VIEW'], memberIds: [12, 14] },
    });
  });

  it('deletes after a confirm saying how many members lose the rights', async () => {
    const { calls } = server(() => new Response(null, { status: 204 }));
    renderAdmin(Screen);
    await pickRowAction('Report senders', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(messageText('muDeleteAccessGroupBody', { count: 4 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes(calls)[0]).toMatchObject({ method: 'DELETE', path: '/api/admin/access-groups/3' }),
    );
  });
});

describe('Advertiser groups', { timeout: 30_000 }, () => {
  const Screen = () => <AdvertiserGroupsScreen title="Advertiser Groups" params={{}} />;

  it('creates a group of advertisers found by search', async () => {
    const { calls } = server(() => jsonResponse({ ...ADVERTISER_GROUPS[0], id: 8 }, 201));
    renderAdmin(Screen);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.muNewAdvertiserGroup }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.muNewAdvertiserGroup }, DRAWER_WAIT);
    await userEvent.type(within(drawer).getByLabelText(/Group name/), 'River clients');
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Agency/), 'Compulse Media');
    await userEvent.type(within(drawer).getByLabelText(MESSAGES.muAdvertiserSearch), 'River');
    await userEvent.click(
      await within(drawer).findByRole('button', { name: messageText('muAddAdvertiser', { name: 'Riverbend Dental' }) }),
    );
    expect(within(drawer).getByRole('list', { name: MESSAGES.muGroupAdvertisers })).toHaveTextContent(
      'Riverbend Dental',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/advertiser-groups',
      body: { agencyId: 1, name: 'River clients', advertiserIds: [10000002] },
    });
  });

  it('edits a group: removes an advertiser and PUTs the rest', async () => {
    const { calls } = server(() => jsonResponse(ADVERTISER_GROUPS[0]));
    renderAdmin(Screen);
    await pickRowAction('Auto dealers', 'Edit');
    const drawer = await screen.findByRole(
      'dialog',
      { name: messageText('muEditGroup', { name: 'Auto dealers' }) },
      DRAWER_WAIT,
    );
    await userEvent.clear(await within(drawer).findByLabelText(/Group name/));
    await userEvent.type(within(drawer).getByLabelText(/Group name/), 'Car dealers');
    await userEvent.click(
      within(drawer).getByRole('button', { name: messageText('muRemoveGrant', { name: 'Riverside Auto Group' }) }),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/advertiser-groups/5',
      body: { name: 'Car dealers', advertiserIds: [] },
    });
  });

  it('deletes after a confirm naming the group', async () => {
    const { calls } = server(() => new Response(null, { status: 204 }));
    renderAdmin(Screen);
    await pickRowAction('Auto dealers', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(messageText('muDeleteTitle', { name: 'Auto dealers' }));
    expect(dialog).toHaveTextContent(messageText('muDeleteAdvertiserGroupBody', { count: 2 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes(calls)[0]).toMatchObject({ method: 'DELETE', path: '/api/admin/advertiser-groups/5' }),
    );
  });
});
