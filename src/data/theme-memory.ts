/**
 * The last theme this host's `GET /api/auth` answered, kept in localStorage: a reload starts in the agency's
 * colours instead of the default ones, and the start-up builds the Chakra theme once instead of twice (the
 * default, then the agency's: about 40 ms of a slow machine's main thread while the session loads). Themes are
 * public branding (the sign-in page shows them), kept per host code; the server's answer always wins.
 */
import type { ThemeRecord } from '../domain/theme';
import { parseTheme } from './parse-theme';

const KEY = 'sightline.theme';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps the theme the server gave this host. */
export function rememberTheme(hostCode: string, theme: ThemeRecord): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ host: hostCode, theme }));
  } catch {
    // A full or disabled storage only costs the next start its head start.
  }
}

/** The theme last given to this host, if it is still readable; null otherwise. */
export function rememberedTheme(hostCode: string): ThemeRecord | null {
  try {
    const saved = JSON.parse(storage()?.getItem(KEY) ?? 'null') as { host?: unknown; theme?: unknown } | null;
    return saved && saved.host === hostCode ? parseTheme(saved.theme) : null;
  } catch {
    return null;
  }
}
