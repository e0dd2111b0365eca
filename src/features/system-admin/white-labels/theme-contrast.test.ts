import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS } from '../../../domain/theme';
import { contrastPairs, formatRatio } from './theme-contrast';

describe('the contrast pairs of a theme', () => {
  it('flags white text on a yellow primary as below AA, with its ratio', () => {
    const primary = contrastPairs({ ...DEFAULT_THEME_COLORS, primary: '#ffff00' }).find((p) => p.field === 'primary')!;
    expect(primary.low).toBe(true);
    expect(formatRatio(primary.ratio!)).toBe('1.07');
  });

  it('passes dark toolbar text on a light toolbar and flags white on white', () => {
    const dark = contrastPairs({ ...DEFAULT_THEME_COLORS, toolbar: '#ffffff', toolbarText: '#000000' });
    expect(dark.find((p) => p.field === 'toolbarText')).toMatchObject({ low: false, ratio: 21 });
    const white = contrastPairs({ ...DEFAULT_THEME_COLORS, toolbar: '#ffffff', toolbarText: '#ffffff' });
    expect(white.find((p) => p.field === 'toolbarText')?.low).toBe(true);
  });

  it('does not judge a colour that is not yet a full #rrggbb value', () => {
    const typing = contrastPairs({ ...DEFAULT_THEME_COLORS, primary: '#ff' });
    expect(typing.find((p) => p.field === 'primary')).toMatchObject({ ratio: null, low: false });
  });

  it('rounds ratios down so a pair just under 4.5 never shows as 4.5', () => {
    expect(formatRatio(4.4999)).toBe('4.49');
    expect(formatRatio(21)).toBe('21');
  });
});
