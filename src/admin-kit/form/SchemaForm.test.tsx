import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { ApiError } from '../../data/api-error';
import type { JSONSchema } from './schema-fields';
import { SchemaForm } from './SchemaForm';

const SCHEMA: JSONSchema = {
  type: 'object',
  required: ['code', 'name'],
  additionalProperties: false,
  properties: {
    code: {
      type: 'string',
      title: 'Code',
      description: 'Lower-case letters only.',
      pattern: '^[a-z]+$',
      maxLength: 20,
    },
    name: { type: 'string', title: 'Display name', minLength: 1 },
    color: { type: 'string', title: 'Main colour', pattern: '^#[0-9a-fA-F]{6}$' },
    size: { type: 'integer', title: 'Size', minimum: 1, maximum: 10 },
    kind: { type: 'string', title: 'Kind', enum: ['a', 'b'] },
    active: { type: 'boolean', title: 'Active' },
    palette: { type: 'array', title: 'Palette', items: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } },
  },
};

const MESSAGES = { code: { pattern: 'The code may only hold lower-case letters.', required: 'A code is required.' } };

describe('SchemaForm', () => {
  it('labels each field from the schema and shows its description as help', () => {
    renderWithProviders(<SchemaForm schema={SCHEMA} value={{}} onSubmit={() => {}} />);
    const code = screen.getByLabelText(/^Code/);
    expect(code).toHaveAccessibleDescription('Lower-case letters only.');
    expect(screen.getByLabelText(/^Display name/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByLabelText('Main colour: picker')).toHaveAttribute('type', 'color');
    expect(screen.getByRole('group', { name: 'Palette' })).toBeInTheDocument();
  });

  it('refuses to submit, with each message beside its field (custom texts first)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <SchemaForm schema={SCHEMA} value={{ code: 'Bad code', size: 40 }} messages={MESSAGES} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const code = screen.getByLabelText(/^Code/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(/The code may only hold lower-case letters\./);
    expect(screen.getByLabelText(/^Display name/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('spinbutton', { name: 'Size' })).toHaveAccessibleDescription('Must be <= 10.');
    // Corrected, the message goes at once.
    await user.clear(code);
    await user.type(code, 'good');
    expect(code).toHaveAccessibleDescription('Lower-case letters only.');
  });

  it('checks a colour as #rrggbb and submits the typed values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <SchemaForm
        schema={SCHEMA}
        value={{ code: 'abc' }}
        messages={{ color: { pattern: 'Use a colour written as #rrggbb.' } }}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByLabelText(/^Display name/), 'Acme');
    const hex = screen.getByRole('textbox', { name: 'Main colour' });
    await user.type(hex, 'red');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(hex).toHaveAccessibleDescription('Use a colour written as #rrggbb.');
    await user.clear(hex);
    await user.type(hex, '#12ab3F');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'b');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Size' }), '7');
    await user.click(screen.getByRole('button', { name: 'Add a colour' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        code: 'abc',
        name: 'Acme',
        color: '#12ab3F',
        kind: 'b',
        active: true,
        size: 7,
        palette: ['#000000'],
      }),
    );
  });

  it('shows a server error naming a field beside it, any other above the form', async () => {
    const named = new ApiError('That code is taken.', 409, { error: 'That code is taken.', field: 'code' });
    const { unmount } = renderWithProviders(
      <SchemaForm schema={SCHEMA} value={{ code: 'abc', name: 'A' }} serverError={named} onSubmit={() => {}} />,
    );
    expect(screen.getByLabelText(/^Code/)).toHaveAccessibleDescription(/That code is taken\./);
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderWithProviders(
      <SchemaForm
        schema={SCHEMA}
        value={{ code: 'abc', name: 'A' }}
        serverError={new ApiError('Error occurred, please try again', 500)}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error occurred, please try again');
  });

  it('shows a failure thrown by onSubmit and keeps the typed values', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SchemaForm
        schema={SCHEMA}
        value={{ code: 'abc', name: 'A' }}
        onSubmit={() => Promise.reject(new ApiError('Refused.', 400, { error: 'Refused.', field: 'name' }))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Refused.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Display name/)).toHaveValue('A');
  });

  it('uploads an image through the field config and stores the answered URL', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onUpload = vi.fn(() => Promise.resolve('/api/images/abc.png'));
    const schema: JSONSchema = { type: 'object', properties: { logo: { type: 'string', title: 'Logo' } } };
    renderWithProviders(
      <SchemaForm schema={schema} value={{}} fields={{ logo: { widget: 'image', onUpload } }} onSubmit={onSubmit} />,
    );
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Logo'), file);
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(await screen.findByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/api/images/abc.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ logo: '/api/images/abc.png' });
  });

  it('shows values without controls to save when read-only', () => {
    renderWithProviders(<SchemaForm schema={SCHEMA} value={{ code: 'abc' }} readOnly onSubmit={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText(/^Code/)).toHaveAttribute('readonly');
  });
});
