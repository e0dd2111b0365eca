import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { CampaignOptionsMenu } from './CampaignOptionsMenu';

describe('CampaignOptionsMenu', () => {
  it('offers Notes… under Campaign options and reports the choice', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<CampaignOptionsMenu onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Campaign options' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Notes…']);
    await userEvent.click(items[0]!);
    expect(onSelect).toHaveBeenCalledWith('notes');
  });
});
