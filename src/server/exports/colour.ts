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
