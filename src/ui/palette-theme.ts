/** Themes built from the agency palettes of 000 §9, for stories and tests (the server sends real themes). */
import { AGENCY_PALETTES, type ThemeRecord } from '../domain/theme';
import { defaultTheme } from '../data/parse-theme';

export type PaletteCode = keyof typeof AGENCY_PALETTES;

/** Palette codes with display names, for the Storybook theme switcher. */
export const PALETTE_CODES: readonly PaletteCode[] = ['compulse', 'sbg', 'demo'];

const COMPANY_NAMES: Record<PaletteCode, string> = { compulse: 'Compulse', sbg: 'SBG', demo: 'Demo Agency' };

/** The default theme, or one agency palette over it. */
export function paletteTheme(code: PaletteCode | 'default'): ThemeRecord {
  if (code === 'default') return defaultTheme();
  const palette = AGENCY_PALETTES[code];
  const base = defaultTheme(code);
  return {
    ...base,
    name: COMPANY_NAMES[code],
    companyName: COMPANY_NAMES[code],
    colors: { ...base.colors, primary: palette.primary, toolbar: palette.toolbar, toolbarText: palette.toolbarText },
    chartColors: [...palette.chartColors],
  };
}
