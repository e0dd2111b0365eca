import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import type { NavigationTarget } from '../../src/registry/types';
import { renderWithProviders } from '../../tests/render-with-providers';
import { adDataset, overviewOptions } from './fixtures';
import definition from './index';

const context = { campaignTypes: ['OTT', 'PREROLL', 'DISPLAY'], print: false };

function renderOverview(onNavigate: (target: NavigationTarget) => void, dataset = adDataset): void {
  const data = definition.transform(dataset, overviewOptions, context);
  const { View } = definition;
  renderWithProviders(
    <View
      options={overviewOptions}
      data={data}
      size={{ breakpoint: 'lg', columns: 12 }}
      tooltips={[]}
      context={context}
      onNavigate={onNavigate}
    />,
  );
}

describe('CampaignOverviewView', () => {
  it('shows a row per campaign with its figures', () => {
    renderOverview(() => undefined);
    const row = screen.getByRole('row', { name: /Spring CTV – Dallas/ });
    expect(within(row).getByRole('cell', { name: 'CTV' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '412,300' })).toBeTruthy();
    expect(within(row).getByText('Live')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Spring Video/ }).textContent).toContain(PACING_BEHIND_HINT);
  });

  it('names each row’s tactic on a mixed tab, and leaves the column out where every row is one tactic', () => {
    renderOverview(() => undefined);
    expect(screen.getByRole('columnheader', { name: 'Type' })).toBeTruthy();
    const oneTactic = { ...adDataset, rows: adDataset.rows.filter((row) => row.CampaignType === 'OTT') };
    expect(oneTactic.rows.length).toBeGreaterThan(0);
    cleanup();
    renderOverview(() => undefined, oneTactic);
    expect(screen.queryByRole('columnheader', { name: 'Type' })).toBeNull();
  });

  it('opens the campaign when a row is clicked', async () => {
    const onNavigate = vi.fn();
    renderOverview(onNavigate);
    await userEvent.click(screen.getByRole('cell', { name: 'Always-on Display' }).parentElement as HTMLElement);
    expect(onNavigate).toHaveBeenCalledWith({ kind: 'campaign', campaignId: 40003, campaignType: 'DISPLAY' });
  });

  it('opens the campaign with Enter on its name', async () => {
    const onNavigate = vi.fn();
    renderOverview(onNavigate);
    screen.getByRole('button', { name: 'Spring Video – Fort Worth' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith({ kind: 'campaign', campaignId: 40002, campaignType: 'PREROLL' });
  });
});
