import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import type { DashboardSelection } from '../../state/selection';
import { DashboardToolbar } from './DashboardToolbar';

const selection: DashboardSelection = {
  advertiserId: 7,
  advertiserName: 'Riverside Auto Group',
  tab: 'ott',
  daterange: 'last30days',
  campaigns: null,
  viewCampaigns: null,
  today: false,
};

const toolbar = (logo?: string | null, note?: ReactNode) => (
  <DashboardToolbar
    note={note}
    heading="Riverside Auto Group"
    selection={selection}
    onSelection={() => undefined}
    onReload={() => undefined}
    picker={null}
    logo={logo}
  />
);

describe('DashboardToolbar', () => {
  it("shows the advertiser's own logo before its name, and leaves out one that cannot be fetched", () => {
    renderWithProviders(toolbar('/api/images/abc.png'));
    const logo = screen.getByRole('img', { name: 'Riverside Auto Group logo' });
    expect(logo).toHaveAttribute('src', '/api/images/abc.png');
    fireEvent.error(logo);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Riverside Auto Group' })).toBeInTheDocument();
  });

  it('shows the name alone without a logo', () => {
    renderWithProviders(toolbar(null));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the note (how fresh the data is) under the toolbar, after its controls', () => {
    const { container } = renderWithProviders(toolbar(null, <span>Data through 6/14/26</span>));
    const note = screen.getByText('Data through 6/14/26');
    const today = screen.getByRole('button', { name: 'Today' });
    expect(today.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('[data-toolbar-note]')).toContainElement(note);
  });
});
