import { DateTime } from 'luxon';

/** Non-ISO input formats of 000 §5, tried in order after ISO. English locale because month names and AM/PM are. */
export const DATE_INPUT_FORMATS: readonly string[] = [
  'MM-dd-yyyy',
  'MMM dd, yyyy',
  'MMM d, yyyy',
  'MM/dd/yyyy hh:mm:ss.SSS a',
];

/** Display format of dates (000 §5). */
export const DATE_DISPLAY_FORMAT = 'M/dd/yy';

/**
 * Parses ISO (including plain yyyy-MM-dd), MM-dd-yyyy, 'Mon dd, yyyy' and 'MM/dd/yyyy hh:mm:ss.SSS a'.
 * ISO values keep their own offset; the rest are read in the default zone. Returns null when nothing matches.
 */
export function parseDate(text: string): DateTime | null {
  const value = text.trim();
  if (!value) return null;
  const iso = DateTime.fromISO(value, { setZone: true });
  if (iso.isValid) return iso;
  for (const format of DATE_INPUT_FORMATS) {
    const parsed = DateTime.fromFormat(value, format, { locale: 'en-US' });
    if (parsed.isValid) return parsed;
  }
  return null;
}

/** Formats a date as M/dd/yy; text is parsed first, and what cannot be parsed gives an empty string. */
export function formatDate(value: DateTime | Date | string): string {
  const date =
    value instanceof DateTime ? value : value instanceof Date ? DateTime.fromJSDate(value) : parseDate(value);
  if (!date?.isValid) return '';
  return date.toFormat(DATE_DISPLAY_FORMAT);
}
