import { describe, expect, it } from 'vitest';
import { contactTypeLabel } from './contacts';

describe('contactTypeLabel', () => {
  it('labels each contact type', () => {
    expect(['decision_maker', 'technical', 'marketing', 'media_company'].map((type) => contactTypeLabel(type))).toEqual(
      ['Customer Decision Maker', 'Customer Technical Contact', 'Customer Marketing Contact', 'Media Company Contact'],
    );
  });

  it('prefixes the company when given', () => {
    expect(contactTypeLabel('media_company', 'Acme')).toBe('Acme Media Company Contact');
  });

  it('echoes an unknown type', () => {
    expect(contactTypeLabel('billing')).toBe('billing');
  });
});
