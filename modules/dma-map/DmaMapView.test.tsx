import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { mapDataset, mapOptions } from './fixtures';
import definition from './index';
import { DmaMapView } from './DmaMapView';

const context = { campaignTypes: ['DISPLAY'], print: false };

describe('DmaMapView', () => {
  it('lists every market with its figures where WebGL is missing', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={mapOptions} dataset={mapDataset} title="By DMA" />,
    );
    const table = screen.getByRole('table', { name: 'By DMA' });
    expect(within(table).getByRole('columnheader', { name: 'Imps' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '182,400' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Anchorage' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Imps legend' })).toBeTruthy();
    expect(document.querySelector('[data-chart="map"]')?.getAttribute('data-painted')).toBe('true');
  });

  it('drills into a market from the keyboard and shows its daily series', async () => {
    const drill = vi.fn().mockResolvedValue({
      rows: [{ ShortDate: '6/01/26', Impressions: 6100, Clicks: 14, ClickThrough: 0.23 }],
      totals: null,
      meta: {},
    });
    const data = definition.transform(mapDataset, mapOptions, context);
    renderWithProviders(
      <DmaMapView
        options={mapOptions}
        data={data}
        size={{ breakpoint: 'lg', columns: 12 }}
        tooltips={[]}
        context={context}
        drill={drill}
      />,
    );
    screen.getByRole('button', { name: 'Daily figures for Philadelphia' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(drill).toHaveBeenCalledWith({ geoType: 'DMA', value: '504' });
    const panel = await screen.findByRole('region', { name: 'Daily figures for Philadelphia' });
    expect(await within(panel).findByRole('cell', { name: '6,100' })).toBeTruthy();
  });
});
