import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dataset } from '../../src/domain/layout/dataset';
import { ORDER_STATUS_FILTERS } from '../../src/domain/order-list';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import type { NavigationTarget, PagingControl } from '../../src/registry/types';
import { renderWithProviders } from '../../tests/render-with-providers';
import { denseDataset, orderDataset, orderOptions } from './fixtures';
import definition from './index';
import { SEARCH_DEBOUNCE_MS } from './OrderControllerView';

const context = { campaignTypes: [], print: false };

function control(overrides: Partial<PagingControl> = {}): PagingControl {
  return {
    page: 0,
    perPage: 10,
    total: 5,
    sortDesc: false,
    filters: {},
    onPage: vi.fn(),
    onSort: vi.fn(),
    onFilter: vi.fn(),
    ...overrides,
  };
}

function renderOrders(
  dataset: Dataset,
  paging: PagingControl | undefined = control(),
  onNavigate: (target: NavigationTarget) => void = () => undefined,
  print = false,
): void {
  const { View } = definition;
  const ctx = { ...context, print };
  renderWithProviders(
    <View
      options={orderOptions}
      data={definition.transform(dataset, orderOptions, ctx)}
      size={{ breakpoint: 'lg', columns: 12 }}
      tooltips={[]}
      context={ctx}
      paging={paging}
      onNavigate={onNavigate}
    />,
  );
}

const bodyRows = (): HTMLElement[] => screen.getAllByRole('row').slice(1);

afterEach(() => vi.useRealTimers());

describe('OrderControllerView', () => {
  it('shows every status chip and asks the frame for the pressed one', async () => {
    const paging = control({ filters: { filterBy: 'all' } });
    renderOrders(orderDataset, paging);
    const chips = screen.getByRole('group', { name: 'Filter by status' });
    expect([...chips.querySelectorAll('button')].map((b) => b.textContent)).toEqual([...ORDER_STATUS_FILTERS]);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(paging.onFilter).toHaveBeenCalledWith({ filterBy: 'all', orderStatus: 'Cancelled' });
  });

  it('asks for the flight filter chosen, Active by default', async () => {
    const paging = control();
    renderOrders(orderDataset, paging);
    const select = screen.getByRole('combobox', { name: 'Show orders' });
    expect((select as HTMLSelectElement).value).toBe('active');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Active',
      'Upcoming',
      'Ended',
      'All',
    ]);
    await userEvent.selectOptions(select, 'ended');
    expect(paging.onFilter).toHaveBeenCalledWith({ filterBy: 'ended' });
  });

  it('searches once the typing pauses', () => {
    vi.useFakeTimers();
    const paging = control();
    renderOrders(orderDataset, paging);
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    fireEvent.change(box, { target: { value: 'dal' } });
    fireEvent.change(box, { target: { value: 'dallas' } });
    expect(paging.onFilter).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(paging.onFilter).toHaveBeenCalledTimes(1);
    expect(paging.onFilter).toHaveBeenCalledWith({ orderName: 'dallas' });
  });

  it('sorts on the server from the column headers and says how it is sorted', async () => {
    const paging = control();
    renderOrders(orderDataset, paging);
    const end = screen.getByRole('columnheader', { name: /End/ });
    expect(end.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: /End/ }));
    expect(paging.onSort).toHaveBeenCalledWith('end', true);
    await userEvent.click(screen.getByRole('button', { name: 'Pacing' }));
    expect(paging.onSort).toHaveBeenCalledWith('pacing', false);
  });

  it('marks a descending sort', () => {
    renderOrders(orderDataset, control({ sortBy: 'pacing', sortDesc: true }));
    expect(screen.getByRole('columnheader', { name: /Pacing/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /End/ }).getAttribute('aria-sort')).toBe('none');
  });

  it('pages through the server’s total', async () => {
    const paging = control({ total: 27 });
    renderOrders(denseDataset, paging);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(paging.onPage).toHaveBeenCalledWith(1);
  });

  it('flags pacing behind by more than 20 % with the hint', () => {
    renderOrders(orderDataset);
    const cell = screen.getByText('-31.2%');
    expect(cell.getAttribute('title')).toBe(PACING_BEHIND_HINT);
    expect(screen.getByText(/^-12(\.0)?%$/).getAttribute('title')).toBeNull();
  });

  it('opens the order summary from the keyboard', async () => {
    const onNavigate = vi.fn();
    renderOrders(orderDataset, control(), onNavigate);
    screen.getByRole('button', { name: 'Brand refresh' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith({
      kind: 'path',
      path: '/orders?tab=ordersummary&advertiserId=10000101&advertiserName=Lone+Star+Auto+Group&orderId=500005&orderName=Brand+refresh&daterange=last30days',
    });
  });

  it('says when nothing matches, and keeps the filters to change them', () => {
    renderOrders(
      { rows: [], totals: null, meta: { totalRows: 0 } },
      control({ total: 0, filters: { orderName: 'zz' } }),
    );
    expect(screen.getByText('No order matches these filters.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toBeTruthy();
  });

  it('prints the rows without controls or pages', () => {
    renderOrders(denseDataset, undefined, undefined, true);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByText(/Page 1 of/)).toBeNull();
    expect(bodyRows()).toHaveLength(10);
  });
});
