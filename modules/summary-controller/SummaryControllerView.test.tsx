import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { NavigationTarget } from '../../src/registry/types';
import { renderWithProviders } from '../../tests/render-with-providers';
import { summaryDataset, summaryOptions } from './fixtures';
import definition from './index';

const context = { campaignTypes: ['OTT', 'PREROLL', 'DISPLAY'], print: false };

function renderTiles(onNavigate: (target: NavigationTarget) => void): void {
  const { View } = definition;
  renderWithProviders(
    <View
      options={summaryOptions}
      data={definition.transform(summaryDataset, summaryOptions, context)}
      size={{ breakpoint: 'lg', columns: 12 }}
      tooltips={[]}
      context={context}
      onNavigate={onNavigate}
    />,
  );
}

describe('SummaryControllerView', () => {
  it('shows a tile per product with its group and figures', () => {
    renderTiles(() => undefined);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const ctv = screen.getByRole('group', { name: 'CTV' });
    expect(within(ctv).getByText('Programmatic')).toBeTruthy();
    expect(within(within(ctv).getByRole('group', { name: 'Imps' })).getByText('812,300')).toBeTruthy();
  });

  it('opens the product tab on a click anywhere on the tile', async () => {
    const onNavigate = vi.fn();
    renderTiles(onNavigate);
    await userEvent.click(within(screen.getByRole('group', { name: 'Email Marketing' })).getByText('E-mail'));
    expect(onNavigate).toHaveBeenCalledWith({ kind: 'tab', tab: 'emailsi' });
  });

  it('opens the product tab from the keyboard', async () => {
    const onNavigate = vi.fn();
    renderTiles(onNavigate);
    screen.getByRole('button', { name: 'Facebook Ads' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith({ kind: 'tab', tab: 'social' });
  });
});
