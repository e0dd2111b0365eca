import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RIGHTS } from '../../domain/rights';
import { renderApp, stubFetch } from '../testing/render-app';
import { testUser } from '../testing/fixtures';

async function openMenu(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('button', { name: /User menu/ }));
  const items = await screen.findAllByRole('menuitem');
  return items.map((item) => item.textContent ?? '');
}

describe('user menu', () => {
  beforeEach(() => {
    stubFetch();
  });

  it('shows a superuser every entry', async () => {
    renderApp('/home?recent=true', { user: testUser({ is_superuser: true }) });
    expect(await openMenu()).toEqual([
      'Manage Users',
      'Advertisers',
      'Agencies',
      'System',
      'Campaigns',
      'Connections',
      'Feed Tools',
      'Sign out',
      'Help',
      'Theme editor',
    ]);
  });

  it('shows staff without rights only Sign out and Help', async () => {
    renderApp('/home?recent=true', { user: testUser() });
    expect(await openMenu()).toEqual(['Sign out', 'Help']);
  });

  it('shows the entries of the rights held (user management)', async () => {
    renderApp('/home?recent=true', { user: testUser({ AgencyRight: [RIGHTS.SCREEN_USER_MGMT.toLowerCase()] }) });
    expect(await openMenu()).toEqual(['Manage Users', 'Feed Tools', 'Sign out', 'Help']);
  });

  it('shows agency admins the Connections page', async () => {
    renderApp('/home?recent=true', { user: testUser({ AgencyRight: ['AGENCY_ADMIN'] }) });
    expect(await openMenu()).toContain('Connections');
  });
});
