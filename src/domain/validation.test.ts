import { describe, expect, it } from 'vitest';
import { PATTERNS, validateEmail, validateName, validateNumber, validatePhone } from './validation';

describe('validateName', () => {
  it('requires a name', () => {
    expect(validateName('  ')).toBe('Name is required');
  });

  it('refuses 2 characters', () => {
    expect(validateName('Al')).toBe('Name must be more than 3 characters');
  });

  it('accepts 3 characters', () => {
    expect(validateName('Ann')).toBeNull();
  });
});

describe('validateEmail', () => {
  it('accepts an empty email', () => {
    expect(validateEmail('')).toBeNull();
  });

  it('refuses a malformed email', () => {
    expect(validateEmail('ann@example')).toBe('Invalid e-mail');
  });

  it('accepts a standard email', () => {
    expect(validateEmail('ann.lee+ads@example.co.uk')).toBeNull();
  });
});

describe('validatePhone', () => {
  it('requires a phone', () => {
    expect(validatePhone('')).toBe('Phone is required.');
  });

  it.each(['5551234567', '(555) 123-4567', '555-123-4567', '555-123-4567 ext. 12', '(555)123-4567 x9'])(
    'accepts %s',
    (phone) => {
      expect(validatePhone(phone)).toBeNull();
    },
  );

  it('refuses a short number', () => {
    expect(validatePhone('555-1234')).toBe('Invalid phone');
  });
});

describe('validateNumber', () => {
  it('requires a number', () => {
    expect(validateNumber('')).toBe('Number is required');
    expect(validateNumber(null)).toBe('Number is required');
  });

  it('accepts 0', () => {
    expect(validateNumber(0)).toBeNull();
  });

  it('refuses a negative number', () => {
    expect(validateNumber('-1')).toBe('Number must be greater than 0');
  });
});

describe('PATTERNS', () => {
  it('accepts 5-digit, ZIP+4 and empty zips only', () => {
    expect(['12345', '12345-6789', ''].every((zip) => PATTERNS.usZip.test(zip))).toBe(true);
    expect(PATTERNS.usZip.test('1234')).toBe(false);
  });

  it('accepts phones with an optional country code', () => {
    expect(PATTERNS.phone.test('+1 555-123-4567')).toBe(true);
    expect(PATTERNS.phone.test('555 123 456')).toBe(false);
  });

  it('accepts name punctuation but not digits', () => {
    expect(PATTERNS.name.test("O'Neil & Sons-Co. José")).toBe(true);
    expect(PATTERNS.name.test('Agent 007')).toBe(false);
    expect(PATTERNS.nameWithDigits.test('Agent 007')).toBe(true);
  });

  it('keeps markup out of notes and free text', () => {
    expect(PATTERNS.note.test('Call back on 6/1, re: budget (50%)!')).toBe(true);
    expect(PATTERNS.note.test('<script>')).toBe(false);
    expect(PATTERNS.freeText.test('a <b>')).toBe(false);
  });

  it('checks domains, decimals and spaces', () => {
    expect(PATTERNS.domain.test('ads.example.com')).toBe(true);
    expect(PATTERNS.domain.test('-bad.com')).toBe(false);
    expect(PATTERNS.decimal.test('-12.5')).toBe(true);
    expect(PATTERNS.decimal.test('1.2.3')).toBe(false);
    expect(PATTERNS.noSpaces.test('a b')).toBe(false);
  });
});
