import { RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { createKitRouter } from '../../../admin-kit/testing/kit-router';
import { messageText, MESSAGES } from '../../../domain/messages';
import { paletteTheme } from '../../../ui/palette-theme';
import { ThemeEditor } from './ThemeEditor';
import type { ThemeDetail, ThemeFormValue } from './themes-api';

const compulse = paletteTheme('compulse');
const { code: _code, ...record } = compulse;
const initial: ThemeFormValue = { ...record, version: 4 };
const agencies = [{ id: 1, name: 'Compulse Media' }];

function renderEditor(onSave = vi.fn<(value: ThemeFormValue) => Promise<ThemeDetail>>()) {
  const Editor = () => (
    <ThemeEditor
      mode="edit"
      code="compulse"
      initial={initial}
      agencies={agencies}
      onSave={onSave}
      onCancel={() => {}}
    />
  );
  renderWithProviders(<RouterProvider router={createKitRouter(Editor)} />);
  return onSave;
}

const colorField = (label: string) => screen.findByRole('textbox', { name: label });

describe('ThemeEditor', () => {
  it('shows the contrast warning in the help of Primary as soon as white text on #ffff00 is typed', async () => {
    renderEditor();
    const primary = await colorField('Primary');
    fireEvent.change(primary, { target: { value: '#ffff00' } });
    const field = primary.closest('[data-field="colors.primary"]') as HTMLElement;
    await waitFor(() =>
      expect(field).toHaveTextContent(
        `White text on primary buttons: ${messageText('themeContrastLow', { ratio: '1.07' })}`,
      ),
    );
    const panel = screen.getByRole('region', { name: 'Text contrast' });
    expect(within(panel).getByRole('alert')).toHaveTextContent('1.07:1');
  });

  it('makes the preview follow a new company name before anything is saved', async () => {
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Company name' }), { target: { value: 'Acme Media' } });
    const preview = screen.getByRole('region', { name: 'Live preview' });
    await waitFor(() => expect(within(preview).getByRole('img', { name: 'Acme Media logo' })).toBeTruthy());
  });

  it('refuses to save a bad colour, naming the rule beside the field, and never calls the server', async () => {
    const onSave = renderEditor();
    fireEvent.change(await colorField('Toolbar'), { target: { value: 'navy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    const field = (await colorField('Toolbar')).closest('[data-field="colors.toolbar"]') as HTMLElement;
    await waitFor(() => expect(field).toHaveTextContent(MESSAGES.themeColorFormat));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks first, naming the agencies, then saves the whole record with the version read', async () => {
    const onSave = renderEditor(
      vi.fn(async (value: ThemeFormValue) => ({
        theme: { ...compulse, ...value, code: 'compulse' },
        version: 5,
        updatedAt: null,
        updatedBy: null,
        agencies,
      })),
    );
    fireEvent.change(await colorField('Primary'), { target: { value: '#aa2200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save theme' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Compulse Media');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const sent = onSave.mock.calls[0]![0];
    expect(sent).toMatchObject({ version: 4, name: 'Compulse', colors: { ...record.colors, primary: '#aa2200' } });
    expect(sent.mapPolygon).toEqual(record.mapPolygon);
  });
});
