/**
 * Publisher logos served from `public/brand/publishers/<slug>.svg`. Only the networks listed here have a file;
 * every other publisher shows an initial-letter badge instead (no request for a logo that does not exist).
 */

/** Publisher name (as the breakdown spells it, lower case) → logo slug. */
export const PUBLISHER_LOGO_SLUGS: Readonly<Record<string, string>> = {
  hulu: 'hulu',
  'roku channel': 'roku-channel',
  roku: 'roku-channel',
  'pluto tv': 'pluto-tv',
  'samsung tv plus': 'samsung-tv-plus',
  tubi: 'tubi',
  peacock: 'peacock',
  'paramount+': 'paramount-plus',
  'sling tv': 'sling-tv',
  fubo: 'fubo',
  philo: 'philo',
  'youtube tv': 'youtube-tv',
  'amazon freevee': 'amazon-freevee',
};

/** Where the logos live under the app's public root. */
export const PUBLISHER_LOGO_BASE = '/brand/publishers';

/** The logo slug of a publisher, or null when none is served. */
export function publisherLogoSlug(name: string): string | null {
  return PUBLISHER_LOGO_SLUGS[name.trim().toLowerCase()] ?? null;
}

/** The logo URL of a publisher, or null when none is served. */
export function publisherLogoUrl(name: string): string | null {
  const slug = publisherLogoSlug(name);
  return slug ? `${PUBLISHER_LOGO_BASE}/${slug}.svg` : null;
}

/** The badge letter of a publisher without a logo: its first letter or digit, upper case ('?' when none). */
export function publisherInitial(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return match ? match[0].toUpperCase() : '?';
}
