/**
 * A publisher's logo on the dashboards. Logos are managed in System Admin (publisher logos, 001 §7) and matched to
 * the breakdown's publisher names by the data method, which adds each row's logo URL as `PublisherLogo`; a
 * publisher without one (or whose logo cannot be fetched) shows an initial-letter badge instead.
 */
import type { Row } from '../../domain/layout/dataset';
import { PUBLISHER_LOGO_FIELD } from '../../domain/publisher-logos';

/** The logo URL of a publisher breakdown row, or null. */
export function publisherLogoOf(row: Row): string | null {
  const url = row[PUBLISHER_LOGO_FIELD];
  return typeof url === 'string' && url !== '' ? url : null;
}

/** The badge letter of a publisher without a logo: its first letter or digit, upper case ('?' when none). */
export function publisherInitial(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name);
  return match ? match[0].toUpperCase() : '?';
}
