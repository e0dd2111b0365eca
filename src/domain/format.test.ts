import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_EMAIL, dropPlaceholderEmail, formatPhone, formatSearchAdsId, hexToRgba, slugify } from './format';

describe('formatPhone', () => {
  it('formats 10 digits', () => {
    expect(formatPhone('555-123-4567')).toBe('(555) 123-4567');
  });

  it('strips a leading +1 first', () => {
    expect(formatPhone('+1 555 123 4567')).toBe('(555) 123-4567');
  });

  it('leaves other lengths unchanged', () => {
    expect(formatPhone('123-4567')).toBe('123-4567');
    expect(formatPhone('+44 20 7946 09581')).toBe('+44 20 7946 09581');
  });
});

describe('formatSearchAdsId', () => {
  it('shows 10 digits as 3-3-4 with hyphens', () => {
    expect(formatSearchAdsId(1234567890)).toBe('123-456-7890');
  });

  it('leaves other ids unchanged', () => {
    expect(formatSearchAdsId('12345')).toBe('12345');
  });
});

describe('slugify', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('My Campaign 2024')).toBe('my-campaign-2024');
  });

  it('drops other characters and keeps hyphens', () => {
    expect(slugify("Joe's Pizza & Co - East!")).toBe('joes-pizza-co---east');
  });
});

describe('hexToRgba', () => {
  it('converts a 7-character hex colour', () => {
    expect(hexToRgba('#ff6453', 0.5)).toBe('rgba(255, 100, 83, 0.5)');
  });

  it('returns other input unchanged', () => {
    expect(hexToRgba('#fff', 0.5)).toBe('#fff');
    expect(hexToRgba('grey', 0.5)).toBe('grey');
  });
});

describe('dropPlaceholderEmail', () => {
  it('drops the placeholder address in any case', () => {
    expect(dropPlaceholderEmail(PLACEHOLDER_EMAIL.toUpperCase())).toBeNull();
  });

  it('keeps a real address', () => {
    expect(dropPlaceholderEmail('ann@example.com')).toBe('ann@example.com');
  });
});
