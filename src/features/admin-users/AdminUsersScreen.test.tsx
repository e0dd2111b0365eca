import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { AdminUsersScreen } from './AdminUsersScreen';
import { ACCESS_GROUPS } from './fixtures';
import { fakeServer, pageOf, renderAdmin, resetKit } from './testing';

afterEach(resetKit);

describe('/admin', { timeout: 20_000 }, () => {
  it('navigates between users, access groups, advertiser groups and Feed Tools, marking the open page', async () => {
    fakeServer((call) => (call.path === '/api/admin/access-groups' ? pageOf(ACCESS_GROUPS, call.query) : undefined));
    renderAdmin(() => <AdminUsersScreen title="Access Groups" params={{}} />, '/admin/access-groups');
    await screen.findByRole('combobox', { name: MESSAGES.muNavSelect });
    // The side navigation shows from md up (jsdom applies the base rule, display none); the select on a phone.
    const nav = document.querySelector<HTMLElement>(`nav[aria-label="${MESSAGES.muNavLabel}"]`)!;
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Users', '/admin/users'],
      ['Access groups', '/admin/access-groups'],
      ['Advertiser groups', '/admin/advertiser-groups'],
      ['Feed Tools', '/admin/feed-tools'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Access groups', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText('Report senders')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: MESSAGES.muNavSelect })).toHaveValue('/admin/access-groups');
  });

  it("keeps Users marked on a user's page", async () => {
    fakeServer(() => undefined);
    renderAdmin(() => <AdminUsersScreen title="User" params={{ userId: '12' }} />, '/admin/users/12');
    expect(await screen.findByRole('combobox', { name: MESSAGES.muNavSelect })).toHaveValue('/admin/users');
    expect(await screen.findByRole('link', { name: `← ${MESSAGES.muBackToUsers}` })).toBeInTheDocument();
  });
});
