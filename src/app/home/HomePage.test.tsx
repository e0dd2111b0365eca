import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { userAtom } from '../../state/session.atoms';
import { testUser } from '../testing/fixtures';
import { HomePage } from './HomePage';

vi.mock('../../features/dashboard/HomeScreen', () => ({ HomeScreen: () => <p>advertiser home</p> }));
vi.mock('../../features/overview/OverviewScreen', () => ({ OverviewScreen: () => <p>performance overview</p> }));

function renderFor(user: ReturnType<typeof testUser>): void {
  const store = createStore();
  store.set(userAtom, user);
  render(
    <Provider store={store}>
      <HomePage title="Home" params={{}} />
    </Provider>,
  );
}

describe('HomePage', () => {
  it('gives agency staff, sub-agency and station users the performance overview', () => {
    renderFor(testUser({ roles: ['agency'] }));
    expect(screen.getByText('performance overview')).toBeInTheDocument();
  });

  it('keeps the recent pages and advertiser search for advertiser (client) users', () => {
    renderFor(testUser({ roles: ['client'] }));
    expect(screen.getByText('advertiser home')).toBeInTheDocument();
  });

  it('gives a superuser with the client role the overview', () => {
    renderFor(testUser({ roles: ['client'], is_superuser: true }));
    expect(screen.getByText('performance overview')).toBeInTheDocument();
  });
});
