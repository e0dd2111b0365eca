import { describe, expect, it } from 'vitest';
import { paletteTheme } from '../palette-theme';
import { chartPalette, resolveColor } from './colors';

const theme = paletteTheme('compulse');

describe('chart colours', () => {
  it('keeps hex colours and resolves theme names', () => {
    expect(resolveColor('#123456', theme)).toBe('#123456');
    expect(resolveColor('primary', theme)).toBe('#0b5394');
    expect(resolveColor('chart2', theme)).toBe('#f39c12');
    expect(resolveColor('error', theme)).toBe(theme.colors.error);
  });

  it('leads with the module colours and continues with the theme without repeats', () => {
    const palette = chartPalette(theme, ['warning', 'chart1']);
    expect(palette.slice(0, 3)).toEqual([theme.colors.warning, '#0b5394', '#f39c12']);
    expect(palette.filter((color) => color === '#0b5394')).toHaveLength(1);
  });

  it('is the theme chart colours when the module gives none', () => {
    expect(chartPalette(theme)).toEqual(theme.chartColors);
  });
});
