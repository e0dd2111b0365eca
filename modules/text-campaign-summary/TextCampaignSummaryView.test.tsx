import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import { ctvDataset } from './fixtures';
import definition from './index';

describe('TextCampaignSummaryView', () => {
  it('reads as one paragraph of sentences', () => {
    const { container } = renderWithProviders(
      <ModulePreview definition={definition} options={{}} dataset={ctvDataset} context={{ campaignTypes: ['OTT'] }} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelector('p')?.textContent).toMatch(
      /^Between 5\/16\/26 and 6\/14\/26 your CTV campaigns delivered 1\.2M impressions with a 0\.25% CTR\. They drove/,
    );
  });

  it('shows the pacing warning text', () => {
    renderWithProviders(<ModulePreview definition={definition} options={{}} dataset={ctvDataset} />);
    expect(screen.getByText(/pacing at -27\.5%.*Pacing is below -20%/)).toBeTruthy();
  });
});
