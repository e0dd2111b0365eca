import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { benchmarkOptions, benchmarksDataset } from './fixtures';
import definition from './index';

describe('BenchmarksChartView', () => {
  it('lists the advertiser and industry rates per tactic as percents', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={benchmarkOptions} dataset={benchmarksDataset} />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Tactic and metric',
      'Advertiser',
      'Industry benchmark',
    ]);
    expect(screen.getByRole('row', { name: 'CTV VCR 96.4% 94.1%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Video CTR — 0.21%' })).toBeTruthy();
  });

  it('says what the benchmarks compare to', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={benchmarkOptions} dataset={benchmarksDataset} />,
    );
    expect(screen.getByText('Benchmarks compare to the same industry')).toBeTruthy();
  });
});
