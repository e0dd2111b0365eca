import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { behindDataset, orderDataset, orderOptions } from './fixtures';
import definition from './index';

describe('OrderDetailsMetricsView', () => {
  it('shows the order name and a tile per figure', () => {
    renderWithProviders(<ModulePreview definition={definition} options={orderOptions} dataset={orderDataset} />);
    expect(screen.getByText('Spring 2026 – Dallas dealers')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Spend' })).getByText('$27,421.20')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Flight' })).getByText('4/01/26 – 7/31/26')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Impression goal' })).getByText('4,000,000')).toBeTruthy();
  });

  it('draws the pacing warning', () => {
    renderWithProviders(<ModulePreview definition={definition} options={orderOptions} dataset={behindDataset} />);
    expect(within(screen.getByRole('group', { name: 'Pacing' })).getByText(PACING_BEHIND_HINT)).toBeTruthy();
  });
});
