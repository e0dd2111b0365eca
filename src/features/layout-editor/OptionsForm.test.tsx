import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { loadOptionsSchema } from './kind-schemas';
import type { JSONSchema } from './options-fields';
import { OptionsForm } from './OptionsForm';

/** The form with its value held in state, as the settings dialog holds it; every change is recorded. */
function Harness(props: {
  schema: JSONSchema;
  initial: Record<string, unknown>;
  errors?: Record<string, string>;
  onChange(next: Record<string, unknown>): void;
  onTextError?(name: string, error: string | undefined): void;
}): ReactElement {
  const [value, setValue] = useState(props.initial);
  return (
    <OptionsForm
      kind="test-kind"
      schema={props.schema}
      value={value}
      errors={props.errors}
      onTextError={props.onTextError}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

async function renderForm(kind: string, initial: Record<string, unknown>, errors?: Record<string, string>) {
  const schema = (await loadOptionsSchema(kind))!;
  const onChange = vi.fn<(next: Record<string, unknown>) => void>();
  const onTextError = vi.fn<(name: string, error: string | undefined) => void>();
  renderWithProviders(
    <Harness schema={schema} initial={initial} errors={errors} onChange={onChange} onTextError={onTextError} />,
  );
  const last = (): Record<string, unknown> | undefined => onChange.mock.lastCall?.[0];
  return { onChange, onTextError, last, user: userEvent.setup() };
}

// Typing into a form of a dozen fields takes seconds under jsdom on a busy machine.
describe('OptionsForm', { timeout: 20_000 }, () => {
  it('renders the control that fits each schema type, labelled by the option name', async () => {
    await renderForm('line-chart', {});
    expect(screen.getByLabelText('sortBy').tagName).toBe('SELECT');
    expect(screen.getByLabelText('area')).toHaveAttribute('type', 'checkbox');
    const height = screen.getByLabelText('height');
    expect(height).toHaveAttribute('type', 'number');
    expect(height).toHaveAttribute('min', '120');
    expect(height).toHaveAttribute('max', '1200');
    expect(height).toHaveAttribute('placeholder', '300');
    expect(screen.getByLabelText('dimension')).toHaveAccessibleDescription(
      /Row field along the x axis .* Pattern: \^\[A-Za-z\]\[A-Za-z0-9_\]\*\$/,
    );
    expect(screen.getByLabelText('metrics')).toHaveAccessibleDescription(/Comma-separated\./);
    expect(screen.getByLabelText('legend').tagName).toBe('TEXTAREA');
    expect(screen.getByTestId('option-height')).toBe(height);
  });

  it('offers an array of enum values as checkboxes', async () => {
    const onChange = vi.fn<(next: Record<string, unknown>) => void>();
    const schema: JSONSchema = {
      type: 'object',
      properties: { tabs: { type: 'array', items: { type: 'string', enum: ['display', 'ott', 'social'] } } },
    };
    renderWithProviders(<Harness schema={schema} initial={{ tabs: ['social'] }} onChange={onChange} />);
    const group = screen.getByTestId('option-tabs');
    await userEvent.click(within(group).getByLabelText('display'));
    expect(onChange).toHaveBeenLastCalledWith({ tabs: ['display', 'social'] });
    await userEvent.click(within(group).getByLabelText('display'));
    await userEvent.click(within(group).getByLabelText('social'));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('uses the description as help text and shows errors beside their field', async () => {
    await renderForm(
      'generic-table',
      { perPage: 0 },
      { perPage: 'must be >= 1', 'columns[1]': 'must match pattern "^[A-Za-z][A-Za-z0-9_]*$"' },
    );
    const perPage = screen.getByLabelText('perPage');
    expect(perPage).toHaveAttribute('aria-invalid', 'true');
    expect(perPage).toHaveAccessibleDescription('Rows per table page. must be >= 1');
    expect(screen.getByLabelText('columns')).toHaveAccessibleDescription(/columns\[1\]: must match pattern/);
    expect(screen.getByLabelText('sortBy')).not.toHaveAttribute('aria-invalid');
  });

  it('writes typed values and removes an option whose field is cleared', async () => {
    const { user, last } = await renderForm('generic-table', { perPage: 10, sortBy: 'Impressions' });
    const perPage = screen.getByLabelText('perPage');
    await user.clear(perPage);
    expect(last()).toEqual({ sortBy: 'Impressions' });
    await user.type(perPage, '25');
    expect(last()).toEqual({ sortBy: 'Impressions', perPage: 25 });
    await user.selectOptions(screen.getByLabelText('sortBy'), '');
    expect(last()).toEqual({ perPage: 25 });
    await user.selectOptions(screen.getByLabelText('sortBy'), 'Clicks');
    expect(last()).toEqual({ perPage: 25, sortBy: 'Clicks' });
  });

  it('toggles a boolean and clears it back to its default', async () => {
    const { user, last } = await renderForm('generic-table', {});
    await user.click(screen.getByLabelText('showTotals'));
    expect(last()).toEqual({ showTotals: true });
    await user.click(screen.getByRole('button', { name: 'Clear showTotals' }));
    expect(last()).toEqual({});
    expect(screen.getByLabelText('showTotals')).not.toBeChecked();
  });

  it('shows an unset boolean at its default and writes the opposite when toggled', async () => {
    const { user, last } = await renderForm('generic-table', {});
    const sortDesc = screen.getByLabelText('sortDesc'); // @default true
    expect(sortDesc).toBeChecked();
    await user.click(sortDesc);
    expect(last()).toEqual({ sortDesc: false });
  });

  it('reads a comma list into an array', async () => {
    const { user, last } = await renderForm('line-chart', {});
    await user.type(screen.getByLabelText('metrics'), 'Impressions, Clicks');
    expect(last()).toEqual({ metrics: ['Impressions', 'Clicks'] });
    expect(screen.getByLabelText('metrics')).toHaveValue('Impressions, Clicks');
  });

  it('keeps JSON that does not parse out of the value and says why beside the field', async () => {
    const { user, last, onTextError } = await renderForm('line-chart', { legend: { show: true } });
    const legend = screen.getByLabelText('legend');
    await user.clear(legend);
    await user.type(legend, '{{"show": false');
    expect(onTextError).toHaveBeenLastCalledWith('legend', expect.stringMatching(/^Not valid JSON/));
    expect(legend).toHaveAccessibleDescription(/Not valid JSON/);
    expect(last()).toEqual({});
    await user.type(legend, '}');
    expect(onTextError).toHaveBeenLastCalledWith('legend', undefined);
    expect(last()).toEqual({ legend: { show: false } });
  });

  it('lists an option the schema does not know so it can be cleared', async () => {
    const { user, last } = await renderForm('line-chart', { colour: 'red', smooth: true });
    expect(screen.getByLabelText('colour')).toHaveAccessibleDescription(/Not an option of this kind/);
    await user.click(screen.getByRole('button', { name: 'Clear colour' }));
    expect(last()).toEqual({ smooth: true });
    expect(screen.queryByLabelText('colour')).toBeNull();
  });
});
