import { describe, expect, it } from 'vitest';
import { publisherInitial, publisherLogoOf } from './publisher-logo';

describe('publisher logos', () => {
  it('reads the logo URL the data method put on a row', () => {
    expect(publisherLogoOf({ Publisher: 'Hulu', PublisherLogo: '/brand/publishers/hulu.svg' })).toBe(
      '/brand/publishers/hulu.svg',
    );
    expect(publisherLogoOf({ Publisher: 'Columbus Local Now', PublisherLogo: null })).toBeNull();
    expect(publisherLogoOf({ Publisher: 'Columbus Local Now' })).toBeNull();
  });

  it('takes the first letter or digit for the badge', () => {
    expect(publisherInitial('tubi')).toBe('T');
    expect(publisherInitial('  "9News"')).toBe('9');
    expect(publisherInitial('A&E')).toBe('A');
    expect(publisherInitial('—')).toBe('?');
  });
});
