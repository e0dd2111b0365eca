import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { campaignDataset, statusOptions } from './fixtures';
import definition from './index';

describe('StackedBarView', () => {
  it('lists each tactic with every status part', () => {
    const { container } = renderWithProviders(
      <ModulePreview definition={definition} options={statusOptions} dataset={campaignDataset} />,
    );
    expect(screen.getByRole('table', { name: 'Live, Completed, Paused by Tactic' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Tactic',
      'Live',
      'Completed',
      'Paused',
    ]);
    expect(screen.getByRole('row', { name: 'Display 241,870 — 61,200' })).toBeTruthy();
    expect(container.querySelector('[data-chart="stacked-bar"]')).toBeTruthy();
  });
});
