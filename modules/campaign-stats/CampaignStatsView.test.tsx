import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { kpiDataset, kpiOptions } from './fixtures';
import definition from './index';

describe('CampaignStatsView', () => {
  it('shows each campaign with status, flight and figures', () => {
    renderWithProviders(<ModulePreview definition={definition} options={kpiOptions} dataset={kpiDataset} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const card = screen.getByRole('article', { name: 'Spring CTV – Dallas' });
    expect(within(card).getByText('Live')).toBeTruthy();
    expect(within(card).getByText(/Flight 5\/01\/26 – 7\/31\/26/)).toBeTruthy();
    expect(within(within(card).getByRole('group', { name: 'Imps' })).getByText('412,300')).toBeTruthy();
  });

  it('exposes the impression goal as a progress bar', () => {
    renderWithProviders(<ModulePreview definition={definition} options={kpiOptions} dataset={kpiDataset} />);
    const bar = screen.getByRole('progressbar', { name: 'Impression goal of Spring CTV – Dallas' });
    expect(bar.getAttribute('aria-valuenow')).toBe('41.23');
    expect(screen.queryByRole('progressbar', { name: /Always-on Display/ })).toBeNull();
  });

  it('warns on the campaign that is behind', () => {
    renderWithProviders(<ModulePreview definition={definition} options={kpiOptions} dataset={kpiDataset} />);
    const card = screen.getByRole('article', { name: 'Spring Video – Fort Worth' });
    expect(within(card).getByText(PACING_BEHIND_HINT)).toBeTruthy();
    expect(screen.getAllByText(PACING_BEHIND_HINT)).toHaveLength(1);
  });
});
