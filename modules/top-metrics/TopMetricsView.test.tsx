import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { behindDataset, summaryDataset, summaryOptions } from './fixtures';
import definition from './index';

const context = { campaignTypes: ['OTT', 'PREROLL', 'DISPLAY'] };

describe('TopMetricsView', () => {
  it('shows each total in a labelled tile', () => {
    renderWithProviders(
      <ModulePreview
        definition={definition}
        options={summaryOptions}
        dataset={summaryDataset}
        title="Top metrics"
        context={context}
      />,
    );
    const overall = screen.getByRole('group', { name: 'Top metrics' });
    expect(within(within(overall).getByRole('group', { name: 'Imps' })).getByText('1,237,870')).toBeTruthy();
    expect(within(within(overall).getByRole('group', { name: 'CTR' })).getByText('0.29%')).toBeTruthy();
  });

  it('draws a row per tactic with its display name', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={summaryOptions} dataset={summaryDataset} context={context} />,
    );
    expect(screen.getByRole('heading', { name: 'CTV' })).toBeTruthy();
    const video = screen.getByRole('group', { name: 'Video' });
    expect(within(within(video).getByRole('group', { name: 'Pacing' })).getByText('-26.5%')).toBeTruthy();
  });

  it('warns with the hint when overall pacing is behind', () => {
    renderWithProviders(
      <ModulePreview
        definition={definition}
        options={{ ...summaryOptions, showPerType: false }}
        dataset={behindDataset}
        context={context}
      />,
    );
    const pacing = screen.getByRole('group', { name: 'Pacing' });
    expect(within(pacing).getByText('-31.25%')).toBeTruthy();
    expect(within(pacing).getByText(PACING_BEHIND_HINT)).toBeTruthy();
  });
});
