import { describe, expect, it } from 'vitest';
import { TokenVault } from './vault';

describe('TokenVault', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const vault = new TokenVault('secret');
    const a = vault.seal('ya29.token');
    const b = vault.seal('ya29.token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('ya29');
    expect(vault.open(a)).toBe('ya29.token');
    expect(vault.open(b)).toBe('ya29.token');
  });

  it('refuses a value sealed under another key or altered', () => {
    const sealed = new TokenVault('one').seal('refresh');
    expect(() => new TokenVault('two').open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => new TokenVault('one').open(parts.join('.'))).toThrow();
    expect(() => new TokenVault('one').open('plain')).toThrow('not a sealed value');
  });
});
