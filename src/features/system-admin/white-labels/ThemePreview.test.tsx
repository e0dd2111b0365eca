import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { messageText } from '../../../domain/messages';
import { DEFAULT_THEME_COLORS } from '../../../domain/theme';
import { paletteTheme } from '../../../ui/palette-theme';
import { ContrastPanel } from './ContrastPanel';
import { ThemePreview } from './ThemePreview';

describe('ThemePreview', () => {
  it('draws the sign-in card in the edited theme and follows a new logo and company name', async () => {
    const theme = paletteTheme('compulse');
    function Edited(): ReactElement {
      const [shown, setShown] = useState(theme);
      const rename = (): void => setShown({ ...theme, companyName: 'Acme', logo: '/api/images/abc.png' });
      return (
        <>
          <button onClick={rename}>Rename</button>
          <ThemePreview theme={shown} />
        </>
      );
    }
    renderWithProviders(<Edited />);
    expect(screen.getByRole('tab', { name: 'Sign-in page' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('img', { name: 'Compulse logo' })).toHaveAttribute('src', theme.logo);
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute('src', '/api/images/abc.png'),
    );
  });

  it('scopes the theme to its own element: the primary colour is defined there, not on the page root', async () => {
    const theme = { ...paletteTheme('compulse'), colors: { ...paletteTheme('compulse').colors, primary: '#123456' } };
    renderWithProviders(<ThemePreview theme={theme} />);
    const button = screen.getByText('Sign in', { selector: 'button' });
    const scope = button.closest('[class*="sl-theme-preview-"]');
    expect(scope).not.toBeNull();
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    const scopeClass = [...scope!.classList].find((name) => name.startsWith('sl-theme-preview-'))!;
    expect(css).toMatch(new RegExp(`\\.${scopeClass}[^{]*\\{[^}]*--chakra-colors-brand-primary:\\s*#123456`));
    expect(css).not.toMatch(/:root[^{]*\{[^}]*--chakra-colors-brand-primary:\s*#123456/);
  });

  it('shows the dashboard with bars in the chart colours when its tab is chosen', async () => {
    const theme = paletteTheme('sbg');
    renderWithProviders(<ThemePreview theme={theme} />);
    screen.getByRole('tab', { name: 'Dashboard' }).click();
    const chart = await screen.findByRole('img', { name: 'Bar chart in the chart colours' });
    const fills = [...chart.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill'));
    expect(fills).toEqual(theme.chartColors.slice(0, 6));
  });
});

describe('ContrastPanel', () => {
  it('warns, with the ratio, when white text sits on a #ffff00 primary', () => {
    const readable = { ...DEFAULT_THEME_COLORS, toolbar: '#0b5394' };
    renderWithProviders(<ContrastPanel colors={{ ...readable, primary: '#ffff00' }} />);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(messageText('themeContrastLow', { ratio: '1.07' }));
    const row = alerts[0]!.closest('li')!;
    expect(within(row).getByText('White text on primary buttons')).toBeTruthy();
  });

  it('shows no warning for readable pairs', () => {
    renderWithProviders(<ContrastPanel colors={{ ...DEFAULT_THEME_COLORS, primary: '#0b5394', toolbar: '#0b5394' }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
