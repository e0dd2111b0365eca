import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { dailyDataset, dailyOptions } from './fixtures';
import definition from './index';

describe('DynamicLineChartView', () => {
  it('shows the first metric, then the one picked from the select', async () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={dailyOptions} dataset={dailyDataset} title="Daily" />,
    );
    expect(screen.getByRole('table', { name: 'Daily: Imps' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Metric' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Imps', 'Clicks', 'CTR']);
    await userEvent.selectOptions(select, 'ClickThrough');
    expect(screen.getByRole('table', { name: 'Daily: CTR' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'CTR']);
  });

  it('leaves the picker out of print', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={dailyOptions} dataset={dailyDataset} context={{ print: true }} />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
