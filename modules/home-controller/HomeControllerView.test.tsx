import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Dataset } from '../../src/domain/layout/dataset';
import type { NavigationTarget } from '../../src/registry/types';
import { renderWithProviders } from '../../tests/render-with-providers';
import { recentDataset, zeroDataset } from './fixtures';
import definition from './index';

const context = { campaignTypes: [], print: false };

function renderHome(dataset: Dataset, onNavigate: (target: NavigationTarget) => void = () => undefined): void {
  const { View } = definition;
  renderWithProviders(
    <View
      options={{}}
      data={definition.transform(dataset, {}, context)}
      size={{ breakpoint: 'lg', columns: 6 }}
      tooltips={[]}
      context={context}
      onNavigate={onNavigate}
    />,
  );
}

describe('HomeControllerView', () => {
  it('lists recent pages in order', () => {
    renderHome(recentDataset);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Acme Motors – CTV',
      'Acme Motors – Summary',
      'Orders – Acme Motors',
      'Performance overview',
    ]);
  });

  it('goes to the page from the keyboard', async () => {
    const onNavigate = vi.fn();
    renderHome(recentDataset, onNavigate);
    screen.getByRole('button', { name: 'Orders – Acme Motors' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith({ kind: 'path', path: '/orders?tab=orderlist&advertiserId=10000001' });
  });

  it('says so when there are no recent pages', () => {
    renderHome(zeroDataset);
    expect(screen.getByText('No recent pages yet.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
