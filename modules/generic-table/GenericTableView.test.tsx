import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { ModulePreview } from '../../src/registry/ModulePreview';
import { denseDataset, publisherDataset, publisherOptions } from './fixtures';
import definition from './index';

describe('GenericTableView', () => {
  it('shows formatted figures under metric labels', () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={publisherOptions} dataset={publisherDataset} />,
    );
    expect(screen.getByRole('columnheader', { name: /Imps/ })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '120,450' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '0.25%' })).toBeTruthy();
  });

  it('pages by perPage and moves with Next', async () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={{ ...publisherOptions, perPage: 20 }} dataset={denseDataset} />,
    );
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('sorts when a header is activated from the keyboard', async () => {
    renderWithProviders(
      <ModulePreview definition={definition} options={publisherOptions} dataset={publisherDataset} />,
    );
    const header = screen.getByRole('columnheader', { name: /Publisher/ });
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(header.getAttribute('aria-sort')).toBe('descending');
    const firstCell = screen.getAllByRole('row')[1]?.querySelector('td');
    expect(firstCell?.textContent).toBe('Roku Channel');
  });
});
