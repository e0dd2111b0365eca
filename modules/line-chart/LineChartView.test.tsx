import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { dailyDataset, dailyOptions } from './fixtures';
import definition from './index';

describe('LineChartView', () => {
  it('lists every day with its figures under the metric labels', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={dailyOptions} dataset={dailyDataset} title="Daily delivery" />,
    );
    expect(screen.getByRole('table', { name: 'Daily delivery' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Imps', 'Clicks']);
    expect(screen.getAllByRole('rowheader')).toHaveLength(30);
    const first = dailyDataset.rows[0]?.Impressions as number;
    expect(screen.getByRole('row', { name: new RegExp(`^5/16/26 ${first.toLocaleString('en-US')}`) })).toBeTruthy();
  });

  it('relabels for the tab types', () => {
    renderWithProviders(
      <ModulePreview
        definition={definition}
        options={{ metric: 'Impressions' }}
        dataset={dailyDataset}
        context={{ campaignTypes: ['TV2OTT'] }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Household Impressions' })).toBeTruthy();
  });
});
