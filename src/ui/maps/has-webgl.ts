/**
 * Whether this browser can draw a deck.gl map. jsdom (tests, story tests) has no WebGL: map views then show
 * only their list of figures. jsdom is recognised by its user agent first, since probing its canvas logs errors.
 */
export function hasWebGL(): boolean {
  if (typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)) return false;
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}
