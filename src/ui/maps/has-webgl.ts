/** What this browser's WebGL is: whether deck.gl can draw at all, and whether it draws in software. */

interface WebGLSupport {
  available: boolean;
  /** A software rasteriser (SwiftShader, llvmpipe): no GPU, every fragment costs CPU time. */
  software: boolean;
}

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software/i;
/** The probe's answer for the rest of the tab's session: a throw-away WebGL context costs 15–20 ms per page. */
export const WEBGL_MEMORY_KEY = 'sightline.webgl';
let probed: WebGLSupport | null = null;

function remembered(): WebGLSupport | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(WEBGL_MEMORY_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { available, software } = value as Record<string, unknown>;
    return typeof available === 'boolean' && typeof software === 'boolean' ? { available, software } : null;
  } catch {
    return null;
  }
}

function probeOnce(): WebGLSupport {
  const known = remembered();
  if (known) return known;
  const support = probe();
  try {
    sessionStorage.setItem(WEBGL_MEMORY_KEY, JSON.stringify(support));
  } catch {
    // Storage full or blocked: probe again on the next page.
  }
  return support;
}

function probe(): WebGLSupport {
  // jsdom (tests, story tests) has no WebGL: map views then show only their list of figures. It is recognised by
  // its user agent first, since probing its canvas logs errors.
  if (typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent))
    return { available: false, software: false };
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return { available: false, software: false };
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { available: true, software: SOFTWARE_RENDERERS.test(renderer) };
  } catch {
    return { available: false, software: false };
  }
}

/** Whether this browser can draw a deck.gl map (probed once per page). */
export function hasWebGL(): boolean {
  probed ??= probeOnce();
  return probed.available;
}

/**
 * Whether maps should draw without multisampling. A software rasteriser pays about 2.5 times the frame time for
 * 4× MSAA (a DMA map: 33 instead of 14 frames a second while panning); the outlines cover the fills' edges and
 * the dots smooth their own, so the picture barely changes. GPUs keep it.
 */
export function skipMultisampling(): boolean {
  probed ??= probeOnce();
  return probed.software;
}
