import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PagingControl } from '../../src/registry/types';
import { renderWithProviders } from '../../tests/render-with-providers';
import { zipOptions, zipPageDataset } from './fixtures';
import definition from './index';

const data = definition.transform(zipPageDataset, zipOptions, { campaignTypes: [], print: false });
const control = (page: number): PagingControl => ({
  page,
  perPage: 10,
  total: 100,
  sortDesc: true,
  onPage: vi.fn(),
  onSort: vi.fn(),
});

function renderBars(paging: PagingControl, print = false): void {
  const View = definition.View;
  renderWithProviders(
    <View
      options={zipOptions}
      data={data}
      size={{ breakpoint: 'lg', columns: 6 }}
      tooltips={[]}
      context={{ campaignTypes: [], print }}
      paging={paging}
    />,
  );
}

describe('SelfFetchingBarView', () => {
  it('lists the page’s bars and pages back and forth through the frame', async () => {
    const paging = control(3);
    renderBars(paging);
    expect(screen.getByRole('row', { name: '10001 48,200' })).toBeTruthy();
    expect(screen.getByText('Page 4 of 10')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(paging.onPage).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(paging.onPage).toHaveBeenCalledWith(4);
  });

  it('leaves the pager out of print', () => {
    renderBars(control(0), true);
    expect(screen.queryByRole('group', { name: 'Bars pages' })).toBeNull();
  });
});
