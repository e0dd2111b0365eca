import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { AgencyModulesForm } from './AgencyModulesForm';
import { changeSentences } from './changes';
import { SAMPLE_KINDS } from './fixtures';

describe('AgencyModulesForm', () => {
  it('shows every kind as a switch grouped by category, on when the agency shows it', () => {
    renderWithProviders(<AgencyModulesForm kinds={SAMPLE_KINDS} onSave={vi.fn()} onCancel={vi.fn()} />);
    const charts = screen.getByRole('group', { name: 'Charts' });
    expect(within(charts).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(charts).getByRole('checkbox', { name: /Audience overlap/ })).not.toBeChecked();
    expect(within(charts).getByRole('checkbox', { name: /Pie chart/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Maps' })).toHaveTextContent('dma-map');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the kinds switched off and on, with the resulting disabled list', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AgencyModulesForm kinds={SAMPLE_KINDS} onSave={onSave} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: /Pie chart/ }));
    await user.click(screen.getByRole('checkbox', { name: /Audience overlap/ }));
    await user.click(screen.getByRole('checkbox', { name: /DMA \/ zip map/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [changes, disabled] = onSave.mock.calls[0]! as [Parameters<typeof changeSentences>[0], string[]];
    expect(changes.disable.map((k) => k.kind)).toEqual(['pie-chart', 'dma-map']);
    expect(changes.enable.map((k) => k.kind)).toEqual(['venn-diagram']);
    expect(disabled).toEqual(['pie-chart', 'dma-map']);
    expect(changeSentences(changes, 'Demo Agency')).toEqual([
      'Disable Pie chart, DMA / zip map for Demo Agency? Its dashboards stop showing them.',
      'Enable Audience overlap for Demo Agency? Its dashboards can show them again.',
    ]);
  });
});
