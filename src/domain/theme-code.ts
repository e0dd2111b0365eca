/** Theme code and environment from the host name (000 §2, §6 and §9). */

/** Theme code used when nothing else resolves. */
export const DEFAULT_THEME_CODE = 'agency';

/** Deployment environment. */
export type Environment = 'local' | 'dev' | 'staging' | 'production';

/** Host name without port, lower-cased; IPv6 brackets removed. */
const hostName = (host: string): string => {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') === -1 ? undefined : value.indexOf(']'));
  // More than one colon means a bare IPv6 address, which has no port to strip.
  return value.split(':').length > 2 ? value : (value.split(':')[0] ?? '');
};

const isIp = (name: string): boolean => /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.includes(':');

/** First label of the host name; null for localhost, IP addresses, 'www' and empty hosts. */
export function themeCodeFromHost(host: string): string | null {
  const name = hostName(host);
  if (!name || name === 'localhost' || isIp(name)) return null;
  const label = name.split('.')[0] ?? '';
  return label && label !== 'www' ? label : null;
}

/** What theme resolution reads. */
export interface ThemeCodeInput {
  sharedAgencyThemeCode?: string | null;
  hostThemeCode?: string | null;
  isShared: boolean;
  isSuperuser: boolean;
  advertiserThemeCode?: string | null;
  portalTheme?: string | null;
  signedIn: boolean;
}

/**
 * 000 §6: a shared dashboard uses the agency theme code or the host label; a superuser the advertiser's
 * theme (then the host label); other signed-in users their portalTheme; signed-out users the host label.
 * Every branch falls back to 'agency'.
 */
export function resolveThemeCode(input: ThemeCodeInput): string {
  const pick = (...codes: (string | null | undefined)[]): string => codes.find((code) => !!code) ?? DEFAULT_THEME_CODE;
  if (input.isShared) return pick(input.sharedAgencyThemeCode, input.hostThemeCode);
  if (!input.signedIn) return pick(input.hostThemeCode);
  if (input.isSuperuser) return pick(input.advertiserThemeCode, input.hostThemeCode);
  return pick(input.portalTheme);
}

/**
 * Environment from the host. Only labels before the top-level domain count, so a '.dev' TLD stays
 * production; a label equal to, or starting with 'dev-' / 'staging-' / 'stage-', marks the environment.
 */
export function environmentFromHost(host: string): Environment {
  const name = hostName(host);
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\./.test(name)) return 'local';
  const labels = name.split('.').slice(0, -1);
  const marks = (...words: string[]): boolean =>
    labels.some((label) => words.some((word) => label === word || label.startsWith(`${word}-`)));
  if (marks('dev')) return 'dev';
  if (marks('staging', 'stage')) return 'staging';
  return 'production';
}
