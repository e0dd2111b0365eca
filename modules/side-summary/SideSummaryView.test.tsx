import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { summaryDataset, summaryOptions, zeroDataset } from './fixtures';
import definition from './index';

const context = { campaignTypes: ['OTT'] };

describe('SideSummaryView', () => {
  it('lists terms and their values in order', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={summaryOptions} dataset={summaryDataset} context={context} />,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Imps',
      'Clicks',
      'CTR',
      'Spend',
      'VCR',
      'Pacing',
    ]);
    expect(screen.getAllByRole('definition')[0]?.textContent).toBe('812,300');
    expect(screen.getByText('5/16/26 – 6/14/26')).toBeTruthy();
  });

  it('warns on pacing behind with the hint', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={summaryOptions} dataset={summaryDataset} context={context} />,
    );
    expect(screen.getAllByRole('definition')[5]?.textContent).toBe(`-24.3%${PACING_BEHIND_HINT}`);
  });

  it('shows nothing for hidden metrics', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={summaryOptions} dataset={zeroDataset} context={context} />,
    );
    expect(screen.queryByText('VCR')).toBeNull();
    expect(screen.queryByText('—')).toBeNull();
  });
});
