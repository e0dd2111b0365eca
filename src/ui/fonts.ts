/**
 * The three theme fonts, bundled from @fontsource (latin, 400 and 700) so no request leaves the host. The CSS
 * only declares @font-face rules; the browser downloads a font file when a theme actually uses that family.
 */
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-700.css';

import type { ThemeFont } from '../domain/theme';

/** CSS font stack for a theme font. */
export function fontStack(font: ThemeFont): string {
  return `'${font}', system-ui, -apple-system, 'Segoe UI', sans-serif`;
}
