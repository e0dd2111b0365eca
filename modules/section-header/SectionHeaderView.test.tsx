import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { headerOptions, headerTooltips, longOptions, noneDataset } from './fixtures';
import definition from './index';

describe('SectionHeaderView', () => {
  it('renders the title as a heading with subtitle, description and tooltip', () => {
    renderWithProviders(
      <ModulePreview
        definition={definition}
        options={headerOptions}
        dataset={noneDataset}
        title="CTV performance"
        tooltips={headerTooltips}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: /CTV performance/ })).toBeTruthy();
    expect(screen.getByText('Connected TV delivery')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Connected TV ads served/ })).toBeTruthy();
  });

  it('uses an h3 when asked', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={longOptions} dataset={noneDataset} title="Part" />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Part' })).toBeTruthy();
  });
});
