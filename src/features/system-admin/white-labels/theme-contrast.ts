/** The colour pairs of a theme that carry text, and how readable each is (WCAG AA: 4.5:1 for body text). */
import type { ThemeColors } from '../../../domain/theme';
import { contrastRatio } from '../../../ui/contrast';

/** WCAG AA's least contrast for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

/** Text the portal draws on the primary colour (buttons), the page and the footer, when the theme names none. */
const PAGE_TEXT = '#1a1a1a';
const FOOTER_TEXT = '#333333';
const BUTTON_TEXT = '#ffffff';

/** One text-on-colour pair of a theme. */
export interface ContrastPair {
  /** The colour field the warning stands beside. */
  field: keyof ThemeColors;
  /** What the pair is, in words. */
  label: string;
  text: string;
  background: string;
  /** Null while either colour is not a #rrggbb value. */
  ratio: number | null;
  /** Below AA. */
  low: boolean;
}

/** The pairs, in the order of the colour fields they stand beside. */
export function contrastPairs(colors: ThemeColors): ContrastPair[] {
  const pair = (field: keyof ThemeColors, label: string, text: string, background: string): ContrastPair => {
    const ratio = contrastRatio(text, background);
    return { field, label, text, background, ratio, low: ratio !== null && ratio < AA_TEXT_CONTRAST };
  };
  return [
    pair('primary', 'White text on primary buttons', BUTTON_TEXT, colors.primary),
    pair('background', 'Text on the page background', PAGE_TEXT, colors.background),
    pair('toolbarText', 'Toolbar text on the toolbar', colors.toolbarText, colors.toolbar),
    pair('footer', 'Text on the footer', FOOTER_TEXT, colors.footer),
  ];
}

/** A ratio as the editor shows it: two decimals, trailing zeros trimmed (4.5, 12.63, 21). */
export function formatRatio(ratio: number): string {
  return String(Math.floor(ratio * 100) / 100);
}
