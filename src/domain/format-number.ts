/** Number formatting of 000 §9. Fixed en-US so client and server exports render identically. */

const trimZeros = (text: string): string => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/**
 * Abbreviates above 999 with K and at or above 1,000,000 with M, one decimal at most (1,500 → '1.5K').
 * A value that would round to 1000K is shown as 1M instead.
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${sign}${trimZeros((size / 1_000_000).toFixed(1))}M`;
  if (size > 999) {
    const thousands = trimZeros((size / 1_000).toFixed(1));
    return Number(thousands) >= 1_000 ? `${sign}1M` : `${sign}${thousands}K`;
  }
  return `${sign}${trimZeros(size.toFixed(2))}`;
}

/** Formats a value already in percent units with two decimals, trailing zeros trimmed (12.50 → '12.5%'). */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = trimZeros(value.toFixed(2));
  return `${text === '-0' ? '0' : text}%`;
}

const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Rounds to a whole number with thousands separators (1234567 → '1,234,567'). */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return '';
  return INTEGER.format(value);
}

/** Formats money with two decimals and thousands separators (1234.5 → '$1,234.50'). */
export function formatCurrency(value: number, currency = 'USD'): string {
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
}
