import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { EMPTY_DATASET } from '../../src/domain/layout/dataset';
import { fallbackOptions, totalsDataset } from './fixtures';
import definition from './index';

describe('FallbackChartView', () => {
  it('says the chart is unavailable and shows the key figures', () => {
    renderWithProviders(<ModulePreview definition={definition} options={fallbackOptions} dataset={totalsDataset} />);
    expect(screen.getByRole('note').textContent).toBe('This chart is not available for the current selection.');
    const figures = screen.getByRole('group', { name: 'Key figures' });
    expect(within(figures).getByRole('group', { name: 'Imps' }).textContent).toContain('1,284,330');
    expect(within(figures).getByRole('group', { name: 'Spend' }).textContent).toContain('$30,824.12');
  });

  it('keeps the note without any data', () => {
    renderWithProviders(<ModulePreview definition={definition} options={{}} dataset={EMPTY_DATASET} />);
    expect(screen.getByRole('note')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Key figures' })).toBeNull();
  });
});
