import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultTheme } from './parse-theme';
import { rememberedTheme, rememberTheme } from './theme-memory';

/** A minimal localStorage for the node test environment. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('theme memory', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  const sbg = {
    ...defaultTheme('sbg'),
    name: 'SBG',
    colors: { ...defaultTheme('sbg').colors, primary: '#123456' },
    chartColors: ['#111111', '#222222'],
  };

  it("gives back the theme this host's session check last answered, field for field", () => {
    rememberTheme('agency', sbg);
    expect(rememberedTheme('agency')).toEqual(sbg);
  });

  it('gives nothing to another host code, before anything was kept, or for unreadable storage', () => {
    expect(rememberedTheme('agency')).toBeNull();
    rememberTheme('agency', sbg);
    expect(rememberedTheme('other')).toBeNull();
    localStorage.setItem('sightline.theme', '{not json');
    expect(rememberedTheme('agency')).toBeNull();
    localStorage.setItem('sightline.theme', JSON.stringify({ host: 'agency', theme: { name: 'no code' } }));
    expect(rememberedTheme('agency')).toBeNull();
  });
});
