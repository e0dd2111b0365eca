import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { mapDataset, mapOptions } from './fixtures';
import definition from './index';
import { ConversionMapView } from './ConversionMapView';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('ConversionMapView', () => {
  it('lists zips with their conversions and drills by zip code', async () => {
    const drill = vi.fn().mockResolvedValue({ rows: [], totals: null, meta: {} });
    const data = definition.transform(mapDataset, mapOptions, context);
    renderWithProviders(
      <ConversionMapView
        options={mapOptions}
        data={data}
        size={{ breakpoint: 'lg', columns: 12 }}
        tooltips={[]}
        context={context}
        drill={drill}
      />,
    );
    const table = screen.getByRole('table', { name: 'Conversions by zip code' });
    expect(within(table).getByRole('columnheader', { name: 'Conversions' })).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Daily figures for 19103 Philadelphia, PA' }));
    expect(drill).toHaveBeenCalledWith({ geoType: 'ZIPCODE', value: '19103' });
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});
