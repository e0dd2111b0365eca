import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { deviceDataset, deviceOptions, publisherDataset, publisherOptions } from './fixtures';
import definition from './index';

describe('BarChartView', () => {
  it('lists each bar with its formatted figure', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={deviceOptions} dataset={deviceDataset} title="By device" />,
    );
    expect(screen.getByRole('table', { name: 'By device' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Imps' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Connected TV' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '182,340' })).toBeTruthy();
  });

  it('marks the chart and reports it painted', () => {
    const { container } = renderWithProviders(
      <ModulePreview definition={definition} options={publisherOptions} dataset={publisherDataset} />,
    );
    const chart = container.querySelector('[data-chart="bar-chart"]');
    expect(chart?.getAttribute('data-painted')).toBe('true');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Publisher', 'Imps', 'Clicks']);
  });
});
