import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PUBLISHER_LOGO_BASE,
  PUBLISHER_LOGO_SLUGS,
  publisherInitial,
  publisherLogoSlug,
  publisherLogoUrl,
} from './publisher-logo';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');

describe('publisher logos', () => {
  it('maps known networks to their logo, whatever the case', () => {
    expect(publisherLogoUrl('Roku Channel')).toBe('/brand/publishers/roku-channel.svg');
    expect(publisherLogoSlug(' paramount+ ')).toBe('paramount-plus');
    expect(publisherLogoUrl('Columbus Local Now')).toBeNull();
  });

  it('has a file for every mapped logo', () => {
    for (const slug of new Set(Object.values(PUBLISHER_LOGO_SLUGS))) {
      expect(fs.existsSync(path.join(PUBLIC, PUBLISHER_LOGO_BASE, `${slug}.svg`)), slug).toBe(true);
    }
  });

  it('takes the first letter or digit for the badge', () => {
    expect(publisherInitial('tubi')).toBe('T');
    expect(publisherInitial('  "9News"')).toBe('9');
    expect(publisherInitial('A&E')).toBe('A');
    expect(publisherInitial('—')).toBe('?');
  });
});
