/** Text formatting rules of 000 §5 and §9; number and date formatting live beside this file. */

export { abbreviateNumber, formatCurrency, formatInteger, formatPercent } from './format-number';
export { formatDate, parseDate } from './format-date';

/**
 * Placeholder address stored for contacts without an email. The spec does not give the address; this value is
 * our decision.
 */
export const PLACEHOLDER_EMAIL = 'unknown@unknown.com';

/** Formats as (xxx) xxx-xxxx when exactly 10 digits remain after stripping a leading +1; otherwise unchanged. */
export function formatPhone(text: string): string {
  const digits = text.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return text;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

/** Shows a 10-digit search-ads customer id as 3-3-4 digits with hyphens; anything else unchanged. */
export function formatSearchAdsId(id: string | number): string {
  const text = String(id);
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 10) return text;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Lower-cases, keeps letters, digits, spaces and hyphens, then turns each run of spaces into one hyphen. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-');
}

/** Converts a 7-character hex colour (#rrggbb) to rgba(); any other input is returned unchanged. */
export function hexToRgba(hex: string, alpha: number): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return hex;
  const channel = (offset: number): number => parseInt(hex.slice(offset, offset + 2), 16);
  return `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, ${alpha})`;
}

/** Drops the placeholder unknown address (case- and space-insensitive), returning null for it. */
export function dropPlaceholderEmail(email: string | null | undefined): string | null {
  if (email == null) return null;
  return email.trim().toLowerCase() === PLACEHOLDER_EMAIL ? null : email;
}
