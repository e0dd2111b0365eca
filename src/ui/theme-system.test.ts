import { describe, expect, it } from 'vitest';
import { paletteTheme } from './palette-theme';
import { systemFor } from './theme';

describe('systemFor', () => {
  it('builds the Chakra system again only when the theme content changes', () => {
    const first = systemFor(paletteTheme('sbg'));
    // The session check answers with a new object for the theme the page started with.
    expect(systemFor(structuredClone(paletteTheme('sbg')))).toBe(first);
    const other = systemFor(paletteTheme('compulse'));
    expect(other).not.toBe(first);
    expect(other.token('colors.brand.primary')).toBe(paletteTheme('compulse').colors.primary);
  });
});
