import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { daypartDataset, daypartOptions, denseDataset, denseOptions, zeroDataset } from './fixtures';
import definition from './index';

const bars = (container: HTMLElement): string[] =>
  [...container.querySelectorAll('[data-share]')].map((bar) => bar.getAttribute('data-share') ?? '');

describe('ProgressBarTableView', () => {
  it('shows formatted figures with a bar per row proportional to the largest value', () => {
    const { container } = renderWithProviders(
      <ModulePreview definition={definition} options={daypartOptions} dataset={daypartDataset} title="Dayparts" />,
    );
    expect(screen.getByRole('table', { name: 'Dayparts' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '82,400' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '0.26%' })).toBeTruthy();
    // Night (82,400) is the largest; MidDay 68,510 is 83.1 % of it.
    expect(bars(container).slice(0, 2)).toEqual(['100.0', '83.1']);
  });

  it('keeps bars relative to every row on later pages', async () => {
    const { container } = renderWithProviders(
      <ModulePreview definition={definition} options={denseOptions} dataset={denseDataset} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 4')).toBeTruthy();
    // Row 11 has 90,000 − 10 × 2,500 = 65,000 impressions: 72.2 % of the first row's.
    expect(bars(container)[0]).toBe('72.2');
  });

  it('sorts by a column header', async () => {
    renderWithProviders(<ModulePreview definition={definition} options={daypartOptions} dataset={daypartDataset} />);
    const header = screen.getByRole('columnheader', { name: /Daypart/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(screen.getAllByRole('row')[1]?.querySelector('td')?.textContent).toBe('Overnight');
  });

  it('draws empty bars when every value is zero', () => {
    const { container } = renderWithProviders(
      <ModulePreview definition={definition} options={daypartOptions} dataset={zeroDataset} />,
    );
    expect(bars(container)).toEqual(['0.0', '0.0']);
  });

  it('offers CSV and XLS downloads when downloadTableData is set', () => {
    renderWithProviders(<ModulePreview definition={definition} options={daypartOptions} dataset={daypartDataset} />);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download XLS' })).toBeTruthy();
  });
});
