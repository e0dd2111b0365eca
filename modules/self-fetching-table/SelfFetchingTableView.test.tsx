import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PagingControl } from '../../src/registry/types';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { zipOptions, zipPageDataset } from './fixtures';
import { SelfFetchingTableView } from './SelfFetchingTableView';
import definition from './index';
import { transformPage } from './transform';

const context = { campaignTypes: [], print: false };
const data = transformPage(zipPageDataset, zipOptions, context);

function renderPaged(paging: Partial<PagingControl> = {}): PagingControl {
  const control: PagingControl = {
    page: 0,
    perPage: 25,
    total: 140,
    sortBy: 'Impressions',
    sortDesc: true,
    onPage: vi.fn(),
    onSort: vi.fn(),
    ...paging,
  };
  renderWithProviders(
    <SelfFetchingTableView
      options={zipOptions}
      data={data}
      size={{ breakpoint: 'lg', columns: 12 }}
      tooltips={[]}
      context={context}
      title="Zip codes"
      paging={control}
    />,
  );
  return control;
}

describe('SelfFetchingTableView', () => {
  it('shows the page it was given and counts pages from the total', () => {
    renderPaged({ page: 2 });
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByRole('cell', { name: '18,230' })).toBeTruthy();
    expect(screen.getByText('Page 3 of 6')).toBeTruthy();
  });

  it('asks the frame for the next page', async () => {
    const paging = renderPaged();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(paging.onPage).toHaveBeenCalledWith(1);
  });

  it('asks the frame to sort instead of sorting the page', async () => {
    const paging = renderPaged();
    const header = screen.getByRole('columnheader', { name: /City/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(paging.onSort).toHaveBeenCalledWith('City', true);
    expect(screen.getAllByRole('row')[1]?.querySelector('td')?.textContent).toBe('43001');
  });

  it('marks the server sort column', () => {
    renderPaged();
    expect(screen.getByRole('columnheader', { name: /Imps/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('pages locally in previews without paging', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={{ ...zipOptions, perPage: 10 }} dataset={zipPageDataset} />,
    );
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });
});
