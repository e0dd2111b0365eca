import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PagingControl } from '../../src/registry/types';
import { renderWithProviders } from '../../tests/render-with-providers';
import { firstPageDataset, pieOptions } from './fixtures';
import definition from './index';

const context = { campaignTypes: [], print: false };
const data = definition.transform(firstPageDataset, pieOptions, context);
const paging = (page: number, total: number): PagingControl => ({
  page,
  perPage: 10,
  total,
  sortDesc: true,
  onPage: vi.fn(),
  onSort: vi.fn(),
});

function renderPie(control?: PagingControl): void {
  const View = definition.View;
  renderWithProviders(
    <View
      options={pieOptions}
      data={data}
      size={{ breakpoint: 'lg', columns: 6 }}
      tooltips={[]}
      context={context}
      paging={control}
    />,
  );
}

describe('SelfFetchingPieView', () => {
  it('shows the page’s slices and asks the frame for the next page', async () => {
    const control = paging(0, 40);
    renderPie(control);
    expect(screen.getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(control.onPage).toHaveBeenCalledWith(1);
  });

  it('has no pager when everything fits on one page', () => {
    renderPie(paging(0, 10));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
