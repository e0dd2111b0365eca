import { describe, expect, it } from 'vitest';
import { buildTheme } from '../db/reference';
import { portalBaseUrl, type BrandConfig } from './brand';

const compulse = buildTheme({
  code: 'compulse',
  name: 'Compulse Media',
  companyId: 1,
  font: 'Montserrat',
  palette: { primary: '#0b5394', toolbar: '#0b5394', toolbarText: '#ffffff', chartColors: [] },
});
const config = (publicUrl: string | null, production = false): BrandConfig => ({
  port: 3000,
  production,
  mail: { smtpUrl: null, fromAddress: 'no-reply@localhost', publicUrl },
});

describe("an agency's portal address in e-mail", () => {
  it('uses the theme’s local host over http on the portal’s port in development', () => {
    expect(portalBaseUrl(config(null), compulse, 'compulse', 'compulse.localhost')).toBe(
      'http://compulse.localhost:3000',
    );
  });

  it('uses the theme’s host for the environment of PUBLIC_URL (or production), over https', () => {
    expect(portalBaseUrl(config(null, true), compulse, 'compulse', null)).toBe('https://compulse.sightline.example');
    expect(portalBaseUrl(config('https://portal.staging.example.com'), compulse, 'compulse', null)).toBe(
      'https://compulse.staging.sightline.example',
    );
  });

  it('falls back to the root domain, then PUBLIC_URL, then localhost', () => {
    expect(portalBaseUrl(config('https://portal.example.com'), compulse, 'agency', 'ads.example.net')).toBe(
      'https://ads.example.net',
    );
    expect(portalBaseUrl(config('https://portal.example.com'), compulse, 'agency', null)).toBe(
      'https://portal.example.com',
    );
    expect(portalBaseUrl(config(null), compulse, null, null)).toBe('http://localhost:3000');
  });
});
