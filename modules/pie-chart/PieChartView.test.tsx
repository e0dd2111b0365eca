import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { deviceDataset, deviceOptions } from './fixtures';
import definition from './index';

describe('PieChartView', () => {
  it('lists each slice with its figure and share', () => {
    const { container } = renderWithProviders(
      <ModulePreview definition={definition} options={deviceOptions} dataset={deviceDataset} title="By device" />,
    );
    expect(screen.getByRole('table', { name: 'By device' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Device', 'Imps', 'Share']);
    expect(screen.getByRole('row', { name: 'Connected TV 182,340 54.79%' })).toBeTruthy();
    expect(container.querySelector('[data-chart="pie-chart"]')?.getAttribute('data-painted')).toBe('true');
  });
});
