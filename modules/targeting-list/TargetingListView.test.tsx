import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { denseDataset, denseOptions, geoDeviceDataset, geoDeviceOptions } from './fixtures';
import definition from './index';

describe('TargetingListView', () => {
  it('shows a labelled list of chips per section', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={geoDeviceOptions} dataset={geoDeviceDataset} />,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['States', 'DMAs', 'Devices']);
    const states = screen.getByRole('list', { name: 'States' });
    expect(
      within(states)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['OH', 'KY', 'IN']);
    expect(within(screen.getByRole('list', { name: 'Devices' })).getByText('CTV')).toBeTruthy();
  });

  it('counts the values beyond the limit', () => {
    renderWithProviders(<ModulePreview definition={definition} options={denseOptions} dataset={denseDataset} />);
    const items = within(screen.getByRole('list', { name: 'Audiences' })).getAllByRole('listitem');
    expect(items).toHaveLength(16);
    expect(items.at(-1)?.textContent).toBe('+25 more');
  });

  it('says when a section has nothing', () => {
    renderWithProviders(
      <ModulePreview
        definition={definition}
        options={{ sections: [{ field: 'AgeRange', title: 'Audiences' }] }}
        dataset={geoDeviceDataset}
      />,
    );
    expect(screen.getByText('None in this selection')).toBeTruthy();
  });
});
