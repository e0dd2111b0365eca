import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { mapDataset, mapOptions } from './fixtures';
import definition from './index';

describe('StationMapView', () => {
  it('lists stations with their market and airings, without drill buttons', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={mapOptions} dataset={mapDataset} title="Stations" />,
    );
    const table = screen.getByRole('table', { name: 'Stations' });
    expect(within(table).getByRole('cell', { name: 'WNBC (New York)' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '254,000' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Airings' })).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
