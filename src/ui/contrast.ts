/** WCAG contrast helpers, so text on theme colours stays readable whatever an agency picks. */

function channel(value: number): number {
  const scaled = value / 255;
  return scaled <= 0.03928 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rgb or #rrggbb colour; null for anything else (named colours, rgba()). */
export function luminance(color: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return 0.2126 * channel(red ?? 0) + 0.7152 * channel(green ?? 0) + 0.0722 * channel(blue ?? 0);
}

/** Contrast ratio between two colours, 1–21; null when either colour cannot be read. */
export function contrastRatio(first: string, second: string): number | null {
  const a = luminance(first);
  const b = luminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The preferred text colour when it reaches 4.5:1 on the background, else black or white, whichever reads better. */
export function readableText(background: string, preferred?: string): string {
  if (preferred) {
    const ratio = contrastRatio(background, preferred);
    if (ratio === null || ratio >= 4.5) return preferred;
  }
  const onWhite = contrastRatio(background, '#ffffff') ?? 21;
  const onBlack = contrastRatio(background, '#000000') ?? 1;
  return onWhite >= onBlack ? '#ffffff' : '#1a1a1a';
}
