// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as HasWebGL from './has-webgl';

/** A fresh copy of the module: it keeps its answer for the page, as a new page load would not. */
const load = async (): Promise<typeof HasWebGL> => {
  vi.resetModules();
  return import('./has-webgl');
};

describe('hasWebGL', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it("probes once and remembers the answer for the tab's next pages", async () => {
    const { hasWebGL, WEBGL_MEMORY_KEY } = await load();
    // jsdom has no WebGL.
    expect(hasWebGL()).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(WEBGL_MEMORY_KEY) ?? 'null')).toEqual({
      available: false,
      software: false,
    });
  });

  it('answers from the memory without creating a WebGL context', async () => {
    const { WEBGL_MEMORY_KEY } = await load();
    sessionStorage.setItem(WEBGL_MEMORY_KEY, JSON.stringify({ available: true, software: true }));
    const createElement = vi.spyOn(document, 'createElement');
    const { hasWebGL, skipMultisampling } = await load();
    expect(hasWebGL()).toBe(true);
    expect(skipMultisampling()).toBe(true);
    expect(createElement).not.toHaveBeenCalledWith('canvas');
  });

  it('probes again when the memory is not a probe answer', async () => {
    const { WEBGL_MEMORY_KEY } = await load();
    sessionStorage.setItem(WEBGL_MEMORY_KEY, '{"available":"yes"}');
    const { hasWebGL } = await load();
    expect(hasWebGL()).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(WEBGL_MEMORY_KEY) ?? 'null')).toMatchObject({ available: false });
  });
});
