import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Dataset } from '../../src/domain/layout/dataset';
import type { NavigationTarget } from '../../src/registry/types';
import { renderWithProviders } from '../../tests/render-with-providers';
import { denseDataset, orderDataset, orderOptions } from './fixtures';
import definition from './index';

const context = { campaignTypes: [], print: false };

function renderOrders(dataset: Dataset, onNavigate: (target: NavigationTarget) => void = () => undefined): void {
  const { View } = definition;
  renderWithProviders(
    <View
      options={orderOptions}
      data={definition.transform(dataset, orderOptions, context)}
      size={{ breakpoint: 'lg', columns: 12 }}
      tooltips={[]}
      context={context}
      onNavigate={onNavigate}
    />,
  );
}

const bodyRows = (): HTMLElement[] => screen.getAllByRole('row').slice(1);

describe('OrderControllerView', () => {
  it('filters by the pressed status chip', async () => {
    renderOrders(orderDataset);
    expect(bodyRows()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Live' }));
    expect(screen.getByRole('button', { name: 'Live' }).getAttribute('aria-pressed')).toBe('true');
    expect(bodyRows().map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Spring 2026 – Fort Worth',
      'Spring 2026 – Dallas dealers',
    ]);
  });

  it('opens the order summary from the keyboard', async () => {
    const onNavigate = vi.fn();
    renderOrders(orderDataset, onNavigate);
    screen.getByRole('button', { name: 'Brand refresh' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith({ kind: 'path', path: '/orders?tab=ordersummary&order=500005' });
  });

  it('pages ten orders at a time', async () => {
    renderOrders(denseDataset);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });
});
