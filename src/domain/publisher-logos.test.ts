import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLogoUrl, matchPublisherLogo, publisherLogoMatcher, type PublisherLogo } from './publisher-logos';

const logo = (logoName: string, aliases: string[] = [], prefixes: string[] = []): PublisherLogo => ({
  logoName,
  url: `/logos/${logoName.toLowerCase().replace(/\W+/g, '-')}.png`,
  aliases,
  prefixes,
});

const LOGOS = [
  logo('Roku Channel', ['roku']),
  logo('Fox News', [], ['fox']),
  logo('Fox Sports', [], ['fox sports']),
  logo('Hulu', [], ['hulu']),
  logo('Peacock', ['peacock tv']),
];

describe('matchPublisherLogo', () => {
  it('matches the exact name, trimmed and without regard to case', () => {
    expect(matchPublisherLogo('  roku CHANNEL ', LOGOS)?.logoName).toBe('Roku Channel');
  });

  it('matches an alias when no name does', () => {
    expect(matchPublisherLogo('ROKU', LOGOS)?.logoName).toBe('Roku Channel');
    expect(matchPublisherLogo('Peacock TV', LOGOS)?.logoName).toBe('Peacock');
  });

  it('prefers the exact name over a prefix that also matches', () => {
    // 'Hulu' has the prefix 'hulu' too; 'Fox News' starts with the prefix 'fox' of itself.
    expect(matchPublisherLogo('Fox News', LOGOS)?.logoName).toBe('Fox News');
  });

  it('takes the longest matching prefix', () => {
    expect(matchPublisherLogo('Fox Sports 2', LOGOS)?.logoName).toBe('Fox Sports');
    expect(matchPublisherLogo('Fox Weather', LOGOS)?.logoName).toBe('Fox News');
    expect(matchPublisherLogo('Hulu + Live TV', LOGOS)?.logoName).toBe('Hulu');
  });

  it('answers null when nothing matches, and for a blank name', () => {
    expect(matchPublisherLogo('Columbus Local Now', LOGOS)).toBeNull();
    expect(matchPublisherLogo('   ', LOGOS)).toBeNull();
    expect(matchPublisherLogo('Rok', LOGOS)).toBeNull();
  });

  it('gives the same answers through the many-names matcher', () => {
    const match = publisherLogoMatcher(LOGOS);
    for (const name of ['roku', 'Fox Sports 2', 'Fox Weather', 'Hulu', 'Columbus Local Now', ''])
      expect(match(name)).toBe(matchPublisherLogo(name, LOGOS)?.url ?? null);
  });
});

describe('isLogoUrl', () => {
  it('accepts http(s) addresses, uploaded images and the public brand files', () => {
    expect(isLogoUrl('https://cdn.example.com/logo.png')).toBe(true);
    expect(isLogoUrl('http://cdn.example.com/logo.svg')).toBe(true);
    expect(isLogoUrl(`/api/images/${'a'.repeat(40)}.png`)).toBe(true);
    expect(isLogoUrl('/brand/publishers/hulu.svg')).toBe(true);
  });

  it('refuses other schemes, relative paths and traversal', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://x.test/a.png',
      'logo.png',
      '/etc/passwd',
    ])
      expect(isLogoUrl(url), url).toBe(false);
    expect(isLogoUrl('/brand/../secret')).toBe(false);
  });

  it('accepts the URL of every seeded logo (files that exist)', () => {
    const dir = path.resolve(import.meta.dirname, '../../public/brand/publishers');
    for (const file of fs.readdirSync(dir)) expect(isLogoUrl(`/brand/publishers/${file}`)).toBe(true);
  });
});
