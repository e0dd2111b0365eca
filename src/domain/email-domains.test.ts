import { describe, expect, it } from 'vitest';
import { domainAllowed, effectiveEmailDomains, firstWidening, isNarrowing, normalDomains } from './email-domains';

describe('domainAllowed', () => {
  it('allows any domain without a list', () => {
    expect(domainAllowed('anything.example', null)).toBe(true);
    expect(domainAllowed('anything.example', undefined)).toBe(true);
  });

  it('allows an entry and its subdomains, in any case, and reads an address', () => {
    const list = ['acme.com'];
    expect(domainAllowed('acme.com', list)).toBe(true);
    expect(domainAllowed('Mail.ACME.com', list)).toBe(true);
    expect(domainAllowed('jo@sales.acme.com', list)).toBe(true);
    expect(domainAllowed('notacme.com', list)).toBe(false);
    expect(domainAllowed('acme.com.evil.io', list)).toBe(false);
  });

  it('allows nothing with an empty list', () => {
    expect(domainAllowed('acme.com', [])).toBe(false);
  });
});

describe('isNarrowing', () => {
  it('holds when the child inherits or the parent allows any domain', () => {
    expect(isNarrowing(null, ['acme.com'])).toBe(true);
    expect(isNarrowing(['other.org'], null)).toBe(true);
  });

  it('holds for equal domains and subdomains, fails for a new domain', () => {
    expect(isNarrowing(['acme.com', 'tv.acme.com'], ['acme.com', 'b.org'])).toBe(true);
    expect(isNarrowing(['acme.com', 'other.org'], ['acme.com'])).toBe(false);
    expect(firstWidening(['acme.com', 'other.org'], ['acme.com'])).toBe('other.org');
  });

  it('fails when the child widens a subdomain to its parent domain', () => {
    expect(firstWidening(['acme.com'], ['tv.acme.com'])).toBe('acme.com');
  });
});

describe('effectiveEmailDomains', () => {
  it('is null (any domain) when no level has a list', () => {
    expect(effectiveEmailDomains(null)).toBeNull();
    expect(effectiveEmailDomains(null, null, null)).toBeNull();
  });

  it('inherits the nearest list above', () => {
    expect(effectiveEmailDomains(['acme.com'])).toEqual(['acme.com']);
    expect(effectiveEmailDomains(['acme.com'], null, null)).toEqual(['acme.com']);
    expect(effectiveEmailDomains(['acme.com'], ['tv.acme.com'])).toEqual(['tv.acme.com']);
    expect(effectiveEmailDomains(null, null, ['station.tv'])).toEqual(['station.tv']);
  });

  it('leaves out a child domain its parent does not allow', () => {
    expect(effectiveEmailDomains(['acme.com'], ['acme.com', 'other.org'], ['other.org', 'x.acme.com'])).toEqual([
      'x.acme.com',
    ]);
  });
});

describe('normalDomains', () => {
  it('lower-cases, trims and keeps each domain once', () => {
    expect(normalDomains([' Acme.COM', 'acme.com', 'b.org', ''])).toEqual(['acme.com', 'b.org']);
  });
});
