import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../../domain/messages';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { ACCESS, ACCESS_GROUPS, ADVERTISER_GROUPS, CLIENTS, EXPLAIN_NO, EXPLAIN_YES, userRow } from '../fixtures';
import { fakeServer, pageOf, renderAdmin, type Call, resetKit } from '../testing';
import { UserPage } from './UserPage';

const INVITED = userRow({
  lastLoginAt: null,
  invitation: { state: 'pending', sentAt: '2026-11-25T09:00:00.000Z', expiresAt: '2026-11-28T09:00:00.000Z' },
});

function userServer(extra: (call: Call) => Response | undefined = () => undefined, user = INVITED) {
  return fakeServer((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.method !== 'GET') return undefined;
    if (call.path === '/api/admin/users/12') return jsonResponse(user);
    if (call.path === '/api/admin/users/12/access') return jsonResponse(ACCESS);
    if (call.path === '/api/admin/access-groups') return pageOf(ACCESS_GROUPS, call.query);
    if (call.path === '/api/admin/advertiser-groups') return pageOf(ADVERTISER_GROUPS, call.query);
    if (call.path === '/api/linearAdminClientsSearch') return jsonResponse(CLIENTS);
    return undefined;
  });
}

const Page = ({ id = '12' }: { id?: string }) => <UserPage title="User" params={{ userId: id }} />;

afterEach(resetKit);

describe("A user's page", { timeout: 30_000 }, () => {
  it('shows the profile, the open invitation and every kind of access from the answers', async () => {
    userServer();
    renderAdmin(() => <Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('ann.lee@compulse.test');
    expect(within(profile).getByText('Invited')).toBeInTheDocument();
    expect(within(profile).getByText('Never')).toBeInTheDocument();

    const invitation = screen.getByRole('region', { name: 'Invitation' });
    expect(within(invitation).getByText('Pending')).toBeInTheDocument();
    expect(within(invitation).getByRole('button', { name: MESSAGES.muResendInvitation })).toBeInTheDocument();
    expect(within(invitation).getByRole('button', { name: MESSAGES.muRevokeInvitation })).toBeInTheDocument();

    const access = await screen.findByRole('region', { name: 'Access' });
    expect(access).toHaveTextContent('Compulse Media · North Region');
    expect(within(access).getByText('SCREEN_USER_MGMT')).toBeInTheDocument();
    expect(within(access).getByText('SHOW_DEMO_ADVERTISER')).toBeInTheDocument();
    expect(within(access).getByText('Marketing Consultant')).toBeInTheDocument();
    expect(within(access).getByText('Report senders')).toBeInTheDocument();
    expect(within(access).getByText('Riverside Auto Group')).toBeInTheDocument();
    const group = within(access).getByText('Auto dealers').closest('li')!;
    expect(group).toHaveTextContent(messageText('muExpires', { date: 'Jan 1, 2027' }));
  });

  it('hides every change for a user the caller may not edit', async () => {
    userServer(undefined, userRow({ canEdit: false }));
    renderAdmin(() => <Page />);
    expect(await screen.findByText(MESSAGES.muReadOnlyNote)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Access' });
    expect(screen.queryByRole('button', { name: MESSAGES.muEditAccess })).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES.muEditProfile })).toBeNull();
  });

  it('deactivates from the page after a confirm, and deletes then goes back to the list', async () => {
    const { calls } = userServer((call) => {
      if (call.method === 'POST') return jsonResponse(userRow({ status: -1 }));
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderAdmin(() => <Page />);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await userEvent.click(within(profile).getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/users/12/deactivate')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(within(profile).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/users/12')).toBe(true),
    );
  });

  it('says the user is not found on a 404', async () => {
    fakeServer(() => jsonResponse({ error: 'User not found' }, 404));
    renderAdmin(() => <Page id="99" />);
    expect(await screen.findByText(MESSAGES.muUserNotFound)).toBeInTheDocument();
  });

  it('resends the invitation, and revokes it after a confirm', async () => {
    const { calls } = userServer((call) => {
      if (call.method === 'POST') return jsonResponse(INVITED.invitation);
      if (call.method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderAdmin(() => <Page />);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.muResendInvitation }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/users/12/invitation')).toBe(true),
    );
    expect(
      await screen.findByText(messageText('muInvitationResent', { email: 'ann.lee@compulse.test' })),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: MESSAGES.muRevokeInvitation }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(messageText('muRevokeBody', { email: 'ann.lee@compulse.test' }));
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.muRevokeInvitation }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/users/12/invitation')).toBe(true),
    );
  });

  it('edits the profile in a drawer and PATCHes only what changed', async () => {
    const { calls } = userServer((call) =>
      call.method === 'PATCH' ? jsonResponse(userRow({ fullName: 'Ann Lee-Park' })) : undefined,
    );
    renderAdmin(() => <Page />);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.muEditProfile }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.muEditProfile });
    const name = within(drawer).getByLabelText(/Full name/);
    await userEvent.clear(name);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(MESSAGES.muFullNameMissing)).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText(/Full name/), 'Ann Lee-Park');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/admin/users/12',
      body: { fullName: 'Ann Lee-Park' },
    });
    expect(await screen.findByText(MESSAGES.muProfileSaved)).toBeInTheDocument();
  });

  it('adds a membership confined to a station, with an end date', async () => {
    const { calls } = userServer((call) => (call.method === 'PUT' ? jsonResponse(ACCESS) : undefined));
    renderAdmin(() => <Page />);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.muEditAccess }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.muEditAccess });
    await userEvent.click(within(drawer).getByRole('button', { name: MESSAGES.muAddMembership }));
    const rows = within(drawer).getAllByRole('button', { name: /^Remove membership in/ });
    expect(rows).toHaveLength(2);
    const added = rows[1]!.closest('li')!;
    expect(within(added).getByRole('combobox', { name: 'Agency' })).toHaveValue('2');
    await userEvent.selectOptions(within(added).getByRole('combobox', { name: 'Agency' }), 'Compulse Media');
    await userEvent.selectOptions(within(added).getByRole('combobox', { name: 'Station' }), 'KDIR');
    await userEvent.type(within(added).getByLabelText(MESSAGES.muExpiresOn), '2027-02-28');
    await userEvent.click(within(added).getByRole('checkbox', { name: 'READ_SCHEDULED_REPORT' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as { memberships: unknown[] };
    expect(body.memberships[1]).toEqual({
      agencyId: 1,
      subAgencyId: null,
      stationId: 103,
      rights: ['READ_SCHEDULED_REPORT'],
      expiresAt: '2027-02-28T00:00:00.000Z',
    });
  });

  it('PUTs the whole access set from the drawer: roles, rights, end dates and a new advertiser', async () => {
    const { calls } = userServer((call) => (call.method === 'PUT' ? jsonResponse(ACCESS) : undefined));
    renderAdmin(() => <Page />);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.muEditAccess }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.muEditAccess });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Client' }));
    const membership = within(drawer).getByRole('group', { name: MESSAGES.muMembershipRights });
    await userEvent.click(within(membership).getByRole('checkbox', { name: 'AGENCY_ADMIN' }));
    await userEvent.type(
      within(drawer).getByLabelText(messageText('muExpiryOf', { name: 'Riverside Auto Group' })),
      '2027-03-31',
    );
    await userEvent.type(within(drawer).getByLabelText(MESSAGES.muAdvertiserSearch), 'River');
    await userEvent.click(
      await within(drawer).findByRole('button', { name: messageText('muAddAdvertiser', { name: 'Riverbend Dental' }) }),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/users/12/access');
    expect(put.body).toEqual({
      permissions: ['SHOW_DEMO_ADVERTISER'],
      roles: ['mc', 'client'],
      memberships: [
        {
          agencyId: 1,
          subAgencyId: 11,
          stationId: null,
          rights: ['SCREEN_USER_MGMT', 'AGENCY_ADMIN'],
          expiresAt: null,
        },
      ],
      accessGroupIds: [3],
      advertisers: [
        { advertiserId: 10000001, expiresAt: '2027-03-31T00:00:00.000Z' },
        { advertiserId: 10000002, expiresAt: null },
      ],
      advertiserGroups: [{ id: 5, expiresAt: '2027-01-01T00:00:00.000Z' }],
    });
    expect(await screen.findByText(MESSAGES.muAccessSaved)).toBeInTheDocument();
  });

  it("shows a 403 refusal's text (the delegation ceiling) above the form and keeps the drawer open", async () => {
    const refusal = 'You cannot grant MANAGE_SYSTEM: you do not hold it yourself.';
    userServer((call) => (call.method === 'PUT' ? jsonResponse({ error: refusal }, 403) : undefined));
    renderAdmin(() => <Page />);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.muEditAccess }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.muEditAccess });
    const permissions = within(drawer).getByRole('group', { name: MESSAGES.muPermissions });
    await userEvent.click(within(permissions).getByRole('checkbox', { name: 'MANAGE_SYSTEM' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: MESSAGES.muEditAccess })).toBeInTheDocument();
  });

  it('explains an advertiser: Yes, the summary, and each path as labelled steps with end dates', async () => {
    const { calls } = userServer((call) =>
      call.path === '/api/admin/users/12/explain' ? jsonResponse(EXPLAIN_YES) : undefined,
    );
    renderAdmin(() => <Page />);
    const panel = await screen.findByRole('region', { name: MESSAGES.muExplain });
    await userEvent.type(within(panel).getByLabelText(MESSAGES.muAdvertiserSearch), 'River');
    await userEvent.click(
      await within(panel).findByRole('button', { name: messageText('muExplainFor', { name: 'Riverside Auto Group' }) }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Explain' }));

    expect(await within(panel).findByText('Yes')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/users/12/explain')?.query).toEqual({ advertiserId: '10000001' });
    expect(within(panel).getByText(EXPLAIN_YES.summary)).toBeInTheDocument();
    const first = within(panel).getByRole('list', { name: messageText('muExplainPath', { count: 1 }) });
    const steps = within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'MembershipCompulse Media',
      '→Sub-agencyNorth Region',
      `→Advertiser groupAuto dealers${messageText('muExpires', { date: 'Jan 1, 2027' })}`,
      '→AdvertiserRiverside Auto Group',
    ]);
    expect(within(panel).getByRole('list', { name: messageText('muExplainPath', { count: 2 }) })).toBeInTheDocument();
  });

  it('explains a right in one agency: No and why, with no path', async () => {
    const { calls } = userServer((call) =>
      call.path === '/api/admin/users/12/explain' ? jsonResponse(EXPLAIN_NO) : undefined,
    );
    renderAdmin(() => <Page />);
    const panel = await screen.findByRole('region', { name: MESSAGES.muExplain });
    await userEvent.selectOptions(within(panel).getByLabelText(MESSAGES.muExplainWhat), MESSAGES.muExplainRight);
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: MESSAGES.muExplainRight }),
      'AGENCY_ADMIN',
    );
    await userEvent.selectOptions(within(panel).getByLabelText(MESSAGES.muExplainAgency), 'Compulse Media');
    await userEvent.click(within(panel).getByRole('button', { name: 'Explain' }));
    expect(await within(panel).findByText('No')).toBeInTheDocument();
    expect(within(panel).getByText(EXPLAIN_NO.summary)).toBeInTheDocument();
    expect(within(panel).queryByText(MESSAGES.muExplainPaths)).toBeNull();
    expect(calls.find((c) => c.path === '/api/admin/users/12/explain')?.query).toEqual({
      right: 'AGENCY_ADMIN',
      agencyId: '1',
    });
  });
});
