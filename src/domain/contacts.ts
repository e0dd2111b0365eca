/** Advertiser contact types of 001 §3 and their labels of 001 §9. */
import { ownValue } from './own';

/** Contact types as stored. */
export const CONTACT_TYPES = ['media_company', 'decision_maker', 'technical', 'marketing'] as const;

/** One contact type. */
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Label of each contact type, verbatim. */
export const CONTACT_TYPE_LABELS: Readonly<Record<ContactType, string>> = {
  decision_maker: 'Customer Decision Maker',
  technical: 'Customer Technical Contact',
  marketing: 'Customer Marketing Contact',
  media_company: 'Media Company Contact',
};

/**
 * Label of a contact type, optionally prefixed with the company name ("Acme Media Company Contact"); the
 * spec allows a prefix without showing its form, so a single space is our decision. Unknown types echo.
 */
export function contactTypeLabel(type: string, company?: string | null): string {
  const label = ownValue<string>(CONTACT_TYPE_LABELS, type) ?? type;
  const prefix = company?.trim();
  return prefix ? `${prefix} ${label}` : label;
}
