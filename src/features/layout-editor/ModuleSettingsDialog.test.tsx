import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Module } from '../../domain/layout/validate';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { ModuleSettingsDialog } from './ModuleSettingsDialog';

const TABLE: Module = {
  id: 'publishers',
  name: 'generic-table',
  title: 'Top publishers',
  dataSource: { method: 'breakdown', params: { dimension: 'publisher' } },
  breakpoints: 'Full',
  tooltips: [{ key: 'help.publishers' }],
  options: { columns: ['Publisher', 'Impressions'], perPage: 10, sortBy: 'Impressions' },
};

function renderDialog(module: Module = TABLE) {
  const onApply = vi.fn<(next: Module) => void>();
  const onClose = vi.fn<() => void>();
  renderWithProviders(<ModuleSettingsDialog open module={module} onApply={onApply} onClose={onClose} />);
  return { onApply, onClose, user: userEvent.setup() };
}

const apply = (): HTMLElement => screen.getByRole('button', { name: 'Apply' });

// Typing into a dialog of a dozen fields takes seconds under jsdom on a busy machine.
describe('ModuleSettingsDialog', { timeout: 20_000 }, () => {
  it('refuses perPage 0 with the message beside the field, then applies a valid value', async () => {
    const { onApply, onClose, user } = renderDialog();
    const perPage = await screen.findByTestId('option-perPage');
    expect(perPage).toHaveValue(10);
    await user.clear(perPage);
    await user.type(perPage, '0');
    await user.click(apply());
    expect(onApply).not.toHaveBeenCalled();
    expect(perPage).toHaveAttribute('aria-invalid', 'true');
    expect(perPage).toHaveAccessibleDescription(/must be >= 1/);
    expect(screen.getByRole('alert')).toHaveTextContent('fix the fields marked below');

    await user.clear(perPage);
    await user.type(perPage, '50');
    expect(perPage).not.toHaveAttribute('aria-invalid');
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith({ ...TABLE, options: { ...TABLE.options, perPage: 50 } });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an option outside its enum', async () => {
    const { onApply, user } = renderDialog({ ...TABLE, options: { ...TABLE.options, sortBy: 'Nope' } });
    const sortBy = await screen.findByTestId('option-sortBy');
    expect(sortBy).toHaveDisplayValue('Nope (not allowed)');
    await user.click(apply());
    expect(onApply).not.toHaveBeenCalled();
    expect(sortBy).toHaveAccessibleDescription(/must be one of: Publisher, /);
    await user.selectOptions(sortBy, 'Clicks');
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith({ ...TABLE, options: { ...TABLE.options, sortBy: 'Clicks' } });
  });

  it('edits the title and tooltips, refusing a tooltip without a key', async () => {
    const { onApply, user } = renderDialog();
    await screen.findByTestId('option-perPage');
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Pubs');
    await user.click(screen.getByRole('button', { name: 'Add no-data tooltip' }));
    const row = screen.getByRole('group', { name: 'No-data tooltip 1' });
    await user.type(within(row).getByLabelText('message'), 'None.');
    await user.click(apply());
    expect(onApply).not.toHaveBeenCalled();
    expect(within(row).getByLabelText(/key/)).toHaveAttribute('aria-invalid', 'true');
    expect(row).toHaveTextContent('must NOT have fewer than 1 characters');

    await user.type(within(row).getByLabelText(/key/), 'nd.pub');
    await user.click(screen.getByRole('button', { name: 'Remove tooltip 1' }));
    await user.click(apply());
    const { tooltips: _gone, ...rest } = TABLE;
    expect(onApply).toHaveBeenCalledWith({
      ...rest,
      title: 'Pubs',
      noDataTooltips: [{ key: 'nd.pub', message: 'None.' }],
    });
  });

  it('starts from the initial options of the kind and leaves them implicit when untouched', async () => {
    const { options: _none, ...implicit } = TABLE;
    const { onApply, user } = renderDialog(implicit);
    expect(await screen.findByTestId('option-perPage')).toHaveValue(10);
    expect(JSON.parse((screen.getByTestId('option-columns') as HTMLTextAreaElement).value)).toEqual([
      'Publisher',
      'Impressions',
      'Clicks',
      'ClickThrough',
    ]);
    await user.click(apply());
    expect(onApply).toHaveBeenCalledWith(implicit);
  });

  it('discards the edits on Cancel', async () => {
    const { onApply, onClose, user } = renderDialog();
    await user.type(await screen.findByTestId('option-perPage'), '0');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('does not apply while a JSON field holds text that does not parse', async () => {
    const { onApply, user } = renderDialog();
    const filterBy = await screen.findByTestId('option-filterBy');
    await user.type(filterBy, '[[');
    expect(filterBy).toHaveValue('[');
    await user.click(apply());
    expect(onApply).not.toHaveBeenCalled();
    expect(filterBy).toHaveAccessibleDescription(/Not valid JSON/);
    expect(screen.getByRole('alert')).toHaveTextContent('fix the fields marked below');
  });
});
