import { describe, expect, it } from 'vitest';
import { newAssetUrls } from './use-service-worker';

describe('newAssetUrls', () => {
  it('names same-origin hashed assets once, leaving API calls, other hosts and repeats out', () => {
    const sent = new Set<string>();
    const entries = [
      { name: 'http://portal.test/assets/index-A1.js' },
      { name: 'http://portal.test/api/auth?theme_code=agency' },
      { name: 'http://cdn.test/assets/index-A1.js' },
      { name: 'http://portal.test/assets/montserrat-400.woff2' },
      { name: 'not a url' },
    ];
    expect(newAssetUrls(entries, 'http://portal.test', sent)).toEqual([
      '/assets/index-A1.js',
      '/assets/montserrat-400.woff2',
    ]);
    const later = [...entries, { name: 'http://portal.test/assets/DeckMap-B2.js' }];
    expect(newAssetUrls(later, 'http://portal.test', sent)).toEqual(['/assets/DeckMap-B2.js']);
  });
});
