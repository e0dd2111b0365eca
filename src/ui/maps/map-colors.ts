/** Map colours from the agency theme: a ramp from a light tint to the map colour, and hex → deck.gl RGBA. */

/** deck.gl's colour: red, green, blue, alpha (0–255). */
export type Rgba = [number, number, number, number];

/** A `#rrggbb` colour as RGBA; anything else is a mid grey. */
export function rgbaOf(hex: string, alpha = 1): Rgba {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return [128, 128, 128, Math.round(alpha * 255)];
  const [, r = '80', g = '80', b = '80'] = match;
  return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16), Math.round(alpha * 255)];
}

const toHex = (value: number): string => Math.round(value).toString(16).padStart(2, '0');

/** `steps` colours from a light tint (15 % of the colour over white) to the colour itself. */
export function colorRamp(hex: string, steps = 5): string[] {
  const [r, g, b] = rgbaOf(hex);
  return Array.from({ length: steps }, (_, i) => {
    const share = steps === 1 ? 1 : 0.15 + (0.85 * i) / (steps - 1);
    const mix = (channel: number): number => 255 - (255 - channel) * share;
    return `#${toHex(mix(r))}${toHex(mix(g))}${toHex(mix(b))}`;
  });
}
