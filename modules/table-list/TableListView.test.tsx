import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { denseDataset, denseOptions, zipDataset, zipOptions } from './fixtures';
import definition from './index';

describe('TableListView', () => {
  it('lists the top 10 zip codes with their formatted impressions', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={zipOptions} dataset={zipDataset} title="Top zip codes" />,
    );
    const table = screen.getByRole('table', { name: 'Top zip codes' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ZIP Code', 'Imps']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['43215', '18,230']);
  });

  it('shows bars only when asked', () => {
    const { container, unmount } = renderWithProviders(
      <ModulePreview definition={definition} options={zipOptions} dataset={zipDataset} />,
    );
    expect(container.querySelector('[data-share]')).toBeNull();
    unmount();
    const dense = renderWithProviders(
      <ModulePreview definition={definition} options={denseOptions} dataset={denseDataset} />,
    );
    expect(dense.container.querySelectorAll('[data-share]')).toHaveLength(25);
    expect(dense.container.querySelector('[data-share]')?.getAttribute('data-share')).toBe('100.0');
  });

  it('offers downloads when downloadTableData is set', () => {
    renderWithProviders(
      <ModulePreview
        definition={definition}
        options={{ ...zipOptions, downloadTableData: true }}
        dataset={zipDataset}
      />,
    );
    expect(screen.getByRole('button', { name: 'Download XLS' })).toBeTruthy();
  });
});
