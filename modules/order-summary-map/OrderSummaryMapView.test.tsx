import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { mapDataset, mapOptions } from './fixtures';
import definition from './index';

describe('OrderSummaryMapView', () => {
  it("lists the order's markets with their figures", () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={mapOptions} dataset={mapDataset} title="Order by DMA" />,
    );
    const table = screen.getByRole('table', { name: 'Order by DMA' });
    expect(within(table).getByRole('cell', { name: 'Dallas-Ft. Worth' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '140,200' })).toBeTruthy();
  });
});
