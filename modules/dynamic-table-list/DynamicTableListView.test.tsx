import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { renderWithProviders } from '../../tests/render-with-providers';
import type { DynamicTableListOptions } from './__generated__/options';
import { mixedDataset, mixedOptions } from './fixtures';
import definition from './index';

/** The open panel: a closed one may linger in the DOM while its exit animation runs. */
const openPanel = (): HTMLElement => {
  const panel = screen.getAllByRole('tabpanel').find((p) => p.getAttribute('data-state') === 'open');
  if (!panel) throw new Error('no open tab panel');
  return panel;
};

const firstCells = (): string[] =>
  within(openPanel())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');

describe('DynamicTableListView', () => {
  it('shows a tab per dimension and the first dimension at first', () => {
    renderWithProviders(<ModulePreview definition={definition} options={mixedOptions} dataset={mixedDataset} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Devices', 'Dayparts', 'States']);
    expect(screen.getByRole('tab', { name: 'Devices' }).getAttribute('aria-selected')).toBe('true');
    expect(firstCells()).toEqual(['Mobile', 'Desktop', 'Tablet']);
    expect(screen.getByRole('cell', { name: '141,200' })).toBeTruthy();
  });

  it('switches the rows shown when another tab is chosen', async () => {
    renderWithProviders(<ModulePreview definition={definition} options={mixedOptions} dataset={mixedDataset} />);
    await userEvent.click(screen.getByRole('tab', { name: 'States' }));
    expect(firstCells()).toEqual(['OH', 'KY', 'IN', 'WV']);
    expect(screen.getByRole('columnheader', { name: 'State' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys and shows one with Enter', async () => {
    renderWithProviders(<ModulePreview definition={definition} options={mixedOptions} dataset={mixedDataset} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Devices' }));
    await userEvent.keyboard('{ArrowRight}');
    // Arrows move focus on the next animation frame; Enter then shows the focused tab (manual activation).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dayparts' })));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Dayparts' }).getAttribute('aria-selected')).toBe('true');
    expect(firstCells()[0]).toBe('Night');
  });

  it('says so when a dimension has no rows', async () => {
    const options: DynamicTableListOptions = {
      ...mixedOptions,
      dimensions: [...mixedOptions.dimensions, { group: 'hour', labelField: 'Hour', title: 'Hours' }],
    };
    renderWithProviders(<ModulePreview definition={definition} options={options} dataset={mixedDataset} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Hours' }));
    expect(screen.getByText('No hours data for this selection.')).toBeTruthy();
  });
});
