import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { mapDataset, mapOptions } from './fixtures';
import definition from './index';
import { GenericMapView } from './GenericMapView';

const context = { campaignTypes: ['SOCIAL'], print: false };
const size = { breakpoint: 'lg', columns: 12 } as const;

describe('GenericMapView', () => {
  it('lists states with tab-specific labels and figures', () => {
    const data = definition.transform(mapDataset, { ...mapOptions, mapMetric: 'CTR' }, context);
    renderWithProviders(
      <GenericMapView options={mapOptions} data={data} size={size} tooltips={[]} context={context} />,
    );
    const table = screen.getByRole('table', { name: 'Impressions by state' });
    expect(within(table).getByRole('cell', { name: 'Pennsylvania' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '0.25%' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'CTR legend' })).toBeTruthy();
  });

  it("shows the drill call's error under the map", async () => {
    const drill = vi.fn().mockRejectedValue(new Error('Missing parameters'));
    const data = definition.transform(mapDataset, mapOptions, context);
    renderWithProviders(
      <GenericMapView options={mapOptions} data={data} size={size} tooltips={[]} context={context} drill={drill} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Daily figures for Texas' }));
    expect(drill).toHaveBeenCalledWith({ geoType: 'STATE', value: 'TX' });
    expect(await screen.findByText('Missing parameters')).toBeTruthy();
  });
});
