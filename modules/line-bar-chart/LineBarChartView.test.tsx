import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatValue } from '../../src/domain/metric-format';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { dailyDataset, dailyOptions } from './fixtures';
import definition from './index';

describe('LineBarChartView', () => {
  it('lists both metrics per day, the rate as a percent', () => {
    renderWithProviders(<ModulePreview definition={definition} options={dailyOptions} dataset={dailyDataset} />);
    expect(screen.getByRole('table', { name: 'Imps and CTR' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Imps', 'CTR']);
    const first = dailyDataset.rows[0];
    const [imps, ctr] = [
      formatValue('Impressions', first?.Impressions),
      formatValue('ClickThrough', first?.ClickThrough),
    ];
    expect(ctr).toMatch(/%$/);
    expect(screen.getByRole('row', { name: `5/16/26 ${imps} ${ctr}` })).toBeTruthy();
  });
});
