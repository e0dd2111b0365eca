import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { InfoTip } from './InfoTip';

const tip = { key: 'CTR', title: 'CTR', message: 'Clicks divided by impressions.' };
const label = 'CTR: Clicks divided by impressions.';

describe('InfoTip', () => {
  it('holds its text in the button label and mounts no tooltip until it is pointed at or focused', () => {
    renderWithProviders(<InfoTip tooltip={tip} />);
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.querySelector('[data-scope="tooltip"]')).toBeNull();
  });

  it('shows the text on hover', async () => {
    renderWithProviders(<InfoTip tooltip={tip} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: label }));
    const shown = await screen.findByRole('tooltip');
    expect(shown.textContent).toBe('CTR. Clicks divided by impressions.');
  });

  it('shows the text on keyboard focus and keeps the focus on the button', async () => {
    renderWithProviders(<InfoTip tooltip={tip} />);
    act(() => screen.getByRole('button', { name: label }).focus());
    expect((await screen.findByRole('tooltip')).textContent).toContain('Clicks divided by impressions.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: label })));
  });
});
