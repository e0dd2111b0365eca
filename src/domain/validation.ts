import { CONTACT_FORM } from './messages/spec';
/**
 * Reusable input patterns and contact-form rules of 000 §5 and 001 §5. The spec names the patterns but not
 * their expressions; the expressions are our decision. "Letters" means any Unicode letter so names like
 * José pass.
 */

/** Input patterns, each anchored to the whole value. */
export const PATTERNS = {
  email: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-zA-Z]{2,}$/,
  /** Five digits or ZIP+4; the empty string is allowed. */
  usZip: /^(\d{5}(-\d{4})?)?$/,
  /** Optional +country code, then 3-3-4 digits with optional parentheses and separators. */
  phone: /^(\+\d{1,3}[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/,
  /** Contact-form phone: 10-digit US style, optional parentheses and dashes, optional extension. */
  contactPhone: /^(\(\d{3}\)|\d{3})[\s-]?\d{3}[\s-]?\d{4}(\s*(x|ext\.?|extension)\s*\d{1,6})?$/i,
  /** Letters, space, apostrophe, ampersand, period, hyphen. */
  name: /^[\p{L} '&.-]+$/u,
  nameWithDigits: /^[\p{L}\d '&.-]+$/u,
  identifier: /^[A-Za-z0-9_-]+$/,
  /** Comma-separated community names. */
  communities: /^[\p{L}\d '&.-]+(,\s*[\p{L}\d '&.-]+)*$/u,
  dateLike: /^\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}$/,
  /** Anything except angle brackets, which could smuggle markup. */
  freeText: /^[^<>]*$/,
  lettersOnly: /^\p{L}+$/u,
  alphanumericHash: /^[A-Za-z0-9]+$/,
  domain: /^([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}$/,
  noSpaces: /^\S*$/,
  decimal: /^-?\d+(\.\d+)?$/,
  /** Campaign notes: letters, digits, whitespace and . , ! ? ' " ( ) - : ; & / % $ # @ only. */
  note: /^[\p{L}\d\s.,!?'"()\-:;&/%$#@]*$/u,
} as const;

/** Contact-form messages, verbatim: the catalogue's (domain/messages). */
export const VALIDATION_MESSAGES = CONTACT_FORM;

/** Minimum name length; the rule says "at least 3" although the message says "more than 3". */
export const NAME_MIN_LENGTH = 3;

/** Name is required and at least 3 characters once trimmed. Returns the message or null. */
export function validateName(value: string | null | undefined): string | null {
  const name = value?.trim() ?? '';
  if (!name) return VALIDATION_MESSAGES.NAME_REQUIRED;
  if (name.length < NAME_MIN_LENGTH) return VALIDATION_MESSAGES.NAME_TOO_SHORT;
  return null;
}

/** Email is optional; when given it must match the email pattern. Returns the message or null. */
export function validateEmail(value: string | null | undefined): string | null {
  const email = value?.trim() ?? '';
  if (!email) return null;
  return PATTERNS.email.test(email) ? null : VALIDATION_MESSAGES.INVALID_EMAIL;
}

/** Phone is required and must be a 10-digit US-style number. Returns the message or null. */
export function validatePhone(value: string | null | undefined): string | null {
  const phone = value?.trim() ?? '';
  if (!phone) return VALIDATION_MESSAGES.PHONE_REQUIRED;
  return PATTERNS.contactPhone.test(phone) ? null : VALIDATION_MESSAGES.INVALID_PHONE;
}

/**
 * Number is required and at least 0. Text that is not a number counts as missing, since a form field holding
 * it has no usable value. Returns the message or null.
 */
export function validateNumber(value: number | string | null | undefined): string | null {
  const number = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : (value ?? NaN);
  if (!Number.isFinite(number)) return VALIDATION_MESSAGES.NUMBER_REQUIRED;
  return number < 0 ? VALIDATION_MESSAGES.NUMBER_NEGATIVE : null;
}
