import { describe, expect, it } from 'vitest';
import { storedContactEmail, validateContact } from './contact-form';

const valid = {
  type: 'technical',
  name: 'Jane Doe',
  email: '',
  phone: '(555) 123-4567',
  phone_kind: 'Work',
  number: 0,
};

describe('the contact form rules', () => {
  it('accepts a complete contact', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: '555-123-4567 ext. 12', email: 'jane@example.com' })).toEqual({});
  });

  it('gives the spec texts for each field', () => {
    expect(validateContact({ ...valid, name: ' ' }).name).toBe('Name is required');
    expect(validateContact({ ...valid, name: 'Jo' }).name).toBe('Name must be more than 3 characters');
    expect(validateContact({ ...valid, email: 'jane@' }).email).toBe('Invalid e-mail');
    expect(validateContact({ ...valid, phone: '' }).phone).toBe('Phone is required.');
    expect(validateContact({ ...valid, phone: '12345' }).phone).toBe('Invalid phone');
    expect(validateContact({ ...valid, number: '' }).number).toBe('Number is required');
    expect(validateContact({ ...valid, number: -1 }).number).toBe('Number must be greater than 0');
  });

  it('refuses an unknown contact type or phone kind', () => {
    expect(validateContact({ ...valid, type: 'boss', phone_kind: 'Fax' })).toEqual({
      type: 'Choose a contact type',
      phone_kind: 'Choose a phone kind',
    });
  });

  it('drops the placeholder unknown address and blanks', () => {
    expect(storedContactEmail('Unknown@Unknown.com')).toBeNull();
    expect(storedContactEmail('  ')).toBeNull();
    expect(storedContactEmail(' jane@example.com ')).toBe('jane@example.com');
  });
});
