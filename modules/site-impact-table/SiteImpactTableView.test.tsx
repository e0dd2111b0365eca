import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { webDataset, webOptions } from './fixtures';
import definition from './index';

describe('SiteImpactTableView', () => {
  it('lists pages with sessions, page views and pages per session', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={webOptions} dataset={webDataset} title="Site impact" />,
    );
    const rows = within(screen.getByRole('table', { name: 'Site impact' })).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['/', '4,820', '9,310', '1.93']);
    expect(screen.getByRole('columnheader', { name: /Sessions/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('draws a sessions bar per page relative to the busiest page', () => {
    const { container } = renderWithProviders(
      <ModulePreview definition={definition} options={webOptions} dataset={webDataset} />,
    );
    const shares = [...container.querySelectorAll('[data-share]')].map((bar) => bar.getAttribute('data-share'));
    // '/menu' has 3,115 of the home page's 4,820 sessions.
    expect(shares.slice(0, 2)).toEqual(['100.0', '64.6']);
  });

  it('shows the totals row', () => {
    renderWithProviders(<ModulePreview definition={definition} options={webOptions} dataset={webDataset} />);
    const rows = screen.getAllByRole('row');
    expect(
      within(rows.at(-1)!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '12,870', '23,657', '1.84']);
  });
});
