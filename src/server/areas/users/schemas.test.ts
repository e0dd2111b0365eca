import { describe, expect, it } from 'vitest';
import form from '../../../../schemas/api/users/user.schema.json';
import { ROLE_CODES } from '../../../domain/rights';
import { USER_FORM } from './schemas';

describe('the user body schema', () => {
  it('is the shared form schema the client validates with', () => {
    const { $schema, $id: _id, title, description, properties, ...rest } = form;
    expect($schema).toContain('draft-07');
    expect(title).toBe('User');
    expect(description).toBeTruthy();
    const bare = Object.fromEntries(
      Object.entries(properties).map(([name, { title: label, description: help, ...keywords }]) => {
        expect(label, name).toBeTruthy();
        expect(help, name).toBeTruthy();
        return [name, keywords];
      }),
    );
    expect({ ...rest, properties: bare }).toEqual(USER_FORM);
  });

  it('offers exactly the selectable roles of 000 §6', () => {
    expect(USER_FORM.properties.roles.items.enum).toEqual(ROLE_CODES);
  });
});
