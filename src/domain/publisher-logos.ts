/**
 * Publisher logos (001 §7): a logo has a name, a URL, aliases and prefixes. A publisher name from a breakdown
 * finds its logo by the exact name, then an alias, then the longest matching prefix, all compared trimmed and
 * case-insensitively. Shared by the server (refusing a name already used) and the client (the dashboards' tiles).
 */

/** A publisher logo as the API answers it (001 §3: logoName, url, aliases, prefixes). */
export interface PublisherLogo {
  logoName: string;
  url: string;
  /** Stored lower-case. */
  aliases: string[];
  /** Stored lower-case. */
  prefixes: string[];
}

/** The field of a publisher breakdown row that carries its logo URL (added by the client's data method). */
export const PUBLISHER_LOGO_FIELD = 'PublisherLogo';

/** How names, aliases and prefixes compare: trimmed, lower-case. */
export function logoKey(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * The logo of a publisher: the logo named exactly so, else the one with that alias, else the one with the longest
 * prefix the name starts with; null when none matches (the tile shows its initial badge).
 */
export function matchPublisherLogo(publisherName: string, logos: readonly PublisherLogo[]): PublisherLogo | null {
  const key = logoKey(publisherName);
  if (!key) return null;
  const byName = logos.find((logo) => logoKey(logo.logoName) === key);
  if (byName) return byName;
  const byAlias = logos.find((logo) => logo.aliases.some((alias) => logoKey(alias) === key));
  if (byAlias) return byAlias;
  let best: PublisherLogo | null = null;
  let bestLength = 0;
  for (const logo of logos) {
    for (const prefix of logo.prefixes) {
      const p = logoKey(prefix);
      if (p && p.length > bestLength && key.startsWith(p)) {
        best = logo;
        bestLength = p.length;
      }
    }
  }
  return best;
}

/** A matcher over one logo list, for many names (the list's keys are folded once). */
export function publisherLogoMatcher(logos: readonly PublisherLogo[]): (publisherName: string) => string | null {
  const byName = new Map<string, PublisherLogo>();
  const byAlias = new Map<string, PublisherLogo>();
  for (const logo of logos) {
    byName.set(logoKey(logo.logoName), logo);
    for (const alias of logo.aliases) byAlias.set(logoKey(alias), logo);
  }
  return (publisherName) => {
    const key = logoKey(publisherName);
    if (!key) return null;
    const logo = byName.get(key) ?? byAlias.get(key) ?? matchPublisherLogo(key, logos);
    return logo?.url ?? null;
  };
}

/** Whether a logo URL is one we store: an http(s) URL or a path of our image pipeline or public brand files. */
export function isLogoUrl(url: string): boolean {
  const text = url.trim();
  if (/^\/api\/images\/[0-9a-f]{40}\.(png|jpg|webp)$/.test(text)) return true;
  if (/^\/brand\/[A-Za-z0-9/_.-]+$/.test(text) && !text.includes('..')) return true;
  try {
    const parsed = new URL(text);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !!parsed.hostname;
  } catch {
    return false;
  }
}
