import { describe, expect, it } from 'vitest';
import { paletteTheme } from './palette-theme';
import { buildSystem, systemFor } from './theme';

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

describe('buildSystem', () => {
  it("carries Chakra's whole default theme (built from its parts, not from `defaultConfig`)", async () => {
    const { defaultSystem } = await import('@chakra-ui/react');
    const system = buildSystem(paletteTheme('sbg'));
    for (const recipe of ['button', 'badge', 'heading', 'input', 'link', 'skeleton', 'spinner'])
      expect(system.getRecipe(recipe)).toEqual(defaultSystem.getRecipe(recipe));
    for (const slotRecipe of ['alert', 'dialog', 'menu', 'table', 'tabs', 'tooltip', 'checkbox', 'nativeSelect'])
      expect(system.getSlotRecipe(slotRecipe)).toEqual(defaultSystem.getSlotRecipe(slotRecipe));
    expect(system.token('colors.red.500')).toBe(defaultSystem.token('colors.red.500'));
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
  });
});
