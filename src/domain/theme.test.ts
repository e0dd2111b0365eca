import { describe, expect, it } from 'vitest';
import { AGENCY_PALETTES, DEFAULT_THEME_COLORS, DEFAULT_THEME_FONT, LIGHT_PALETTE_PRIMARY } from './theme';

describe('theme defaults', () => {
  it('uses the spec colours', () => {
    expect(DEFAULT_THEME_COLORS).toMatchObject({
      primary: '#ff6453',
      error: '#ff5252',
      success: '#4caf50',
      warning: '#ffc107',
      background: '#fbfafa',
      toolbarText: '#ffffff',
    });
    expect(LIGHT_PALETTE_PRIMARY).toBe('#1976d2');
  });

  it('uses Roboto', () => {
    expect(DEFAULT_THEME_FONT).toBe('Roboto');
  });
});

describe('AGENCY_PALETTES', () => {
  it('has compulse, sbg and demo', () => {
    expect(Object.keys(AGENCY_PALETTES)).toEqual(['compulse', 'sbg', 'demo']);
  });

  it('gives each agency a distinct primary colour', () => {
    const primaries = Object.values(AGENCY_PALETTES).map((palette) => palette.primary);
    expect(new Set(primaries).size).toBe(primaries.length);
  });

  it('gives each agency eight distinct chart colours', () => {
    for (const palette of Object.values(AGENCY_PALETTES)) expect(new Set(palette.chartColors).size).toBe(8);
  });
});
