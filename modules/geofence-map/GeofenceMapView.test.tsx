import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { mapDataset, mapOptions } from './fixtures';
import definition from './index';

describe('GeofenceMapView', () => {
  it('lists fences with their figures and a click-through legend', () => {
    renderWithProviders(
      <ModulePreview
        definition={definition}
        options={{ ...mapOptions, mapMetric: 'Clicks' }}
        dataset={mapDataset}
        title="Geofences"
      />,
    );
    const table = screen.getByRole('table', { name: 'Geofences' });
    expect(within(table).getByRole('cell', { name: 'Competitor Mall — 1 Mall Dr, Springfield, IL' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '18,400' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Clicks legend' })).toBeTruthy();
  });
});
