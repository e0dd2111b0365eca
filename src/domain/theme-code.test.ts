import { describe, expect, it } from 'vitest';
import { environmentFromHost, resolveThemeCode, themeCodeFromHost } from './theme-code';

describe('themeCodeFromHost', () => {
  it('takes the first label, lower-cased, without port', () => {
    expect(themeCodeFromHost('Acme.Sightline.io:8443')).toBe('acme');
  });

  it('gives null for localhost, IPs and www', () => {
    expect(themeCodeFromHost('localhost:3000')).toBeNull();
    expect(themeCodeFromHost('127.0.0.1:3000')).toBeNull();
    expect(themeCodeFromHost('[::1]:3000')).toBeNull();
    expect(themeCodeFromHost('www.sightline.io')).toBeNull();
  });

  it('reads a sub-domain of localhost', () => {
    expect(themeCodeFromHost('sbg.localhost:5173')).toBe('sbg');
  });
});

describe('resolveThemeCode', () => {
  const base = { isShared: false, isSuperuser: false, signedIn: true };

  it('uses the agency theme code on a shared dashboard', () => {
    expect(resolveThemeCode({ ...base, isShared: true, sharedAgencyThemeCode: 'sbg', hostThemeCode: 'x' })).toBe('sbg');
  });

  it('falls back to the host label on a shared dashboard', () => {
    expect(resolveThemeCode({ ...base, isShared: true, hostThemeCode: 'acme' })).toBe('acme');
  });

  it("uses the advertiser's theme for a superuser", () => {
    expect(resolveThemeCode({ ...base, isSuperuser: true, advertiserThemeCode: 'demo', portalTheme: 'x' })).toBe(
      'demo',
    );
  });

  it('falls back to the host label, then agency, for a superuser', () => {
    expect(resolveThemeCode({ ...base, isSuperuser: true, hostThemeCode: 'acme' })).toBe('acme');
    expect(resolveThemeCode({ ...base, isSuperuser: true })).toBe('agency');
  });

  it('uses portalTheme for other signed-in users, falling back to agency', () => {
    expect(resolveThemeCode({ ...base, portalTheme: 'compulse', hostThemeCode: 'acme' })).toBe('compulse');
    expect(resolveThemeCode({ ...base, portalTheme: '', hostThemeCode: 'acme' })).toBe('agency');
  });

  it('uses the host label when signed out, falling back to agency', () => {
    expect(resolveThemeCode({ ...base, signedIn: false, hostThemeCode: 'acme' })).toBe('acme');
    expect(resolveThemeCode({ ...base, signedIn: false, hostThemeCode: null })).toBe('agency');
  });
});

describe('environmentFromHost', () => {
  it.each(['localhost:3000', 'acme.localhost', '127.0.0.1', '[::1]:5173'])('reads %s as local', (host) => {
    expect(environmentFromHost(host)).toBe('local');
  });

  it.each(['dev.sightline.io', 'acme.dev.sightline.io', 'dev-acme.sightline.io'])('reads %s as dev', (host) => {
    expect(environmentFromHost(host)).toBe('dev');
  });

  it.each(['staging.sightline.io', 'acme.stage.sightline.io', 'staging-acme.sightline.io'])(
    'reads %s as staging',
    (host) => {
      expect(environmentFromHost(host)).toBe('staging');
    },
  );

  it('reads other hosts, including a .dev top-level domain, as production', () => {
    expect(environmentFromHost('acme.sightline.io')).toBe('production');
    expect(environmentFromHost('sightline.dev')).toBe('production');
  });
});
