/** Brand colours as the file formats want them: six upper-case hex digits, no '#'. */

/** `#rgb` or `#rrggbb` as `RRGGBB`; `fallback` for anything else (named colours, rgba()). */
export function hexDigits(colour: string, fallback: string): string {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) return fallback;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return hex.toUpperCase();
}

/** Primary colour when a brand gives none we can read: a neutral dark grey. */
export const FALLBACK_PRIMARY = '37474F';
/** Text on the primary colour when the brand gives none we can read. */
export const FALLBACK_ON_PRIMARY = 'FFFFFF';

/** Relative luminance (WCAG) of six hex digits. */
function luminance(hex: string): number {
  const channel = (offset: number): number => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast ratio of two colours given as six hex digits (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The brand's text colour on its primary colour when it is legible there (contrast 3:1 at least, as for large
 * or bold text), else white or near-black, whichever reads better: never white on white.
 */
export function textOn(background: string, wanted: string): string {
  if (contrastRatio(background, wanted) >= 3) return wanted;
  return contrastRatio(background, 'FFFFFF') >= contrastRatio(background, '212121') ? 'FFFFFF' : '212121';
}

/** The primary colour and the text on it of a brand, as six hex digits each. */
export function brandColours(brand: { primaryColor: string; onPrimaryColor: string }): {
  primary: string;
  onPrimary: string;
} {
  const primary = hexDigits(brand.primaryColor, FALLBACK_PRIMARY);
  return { primary, onPrimary: textOn(primary, hexDigits(brand.onPrimaryColor, FALLBACK_ON_PRIMARY)) };
}
