import { describe, expect, it } from 'vitest';
import { ROLE_CODES } from '../../domain/rights';
import inviteSchema from '../../../schemas/api/users/user-invite.schema.json';

describe('the invite schema', () => {
  it('offers exactly the selectable roles of 000 §6, in their order', () => {
    expect(inviteSchema.properties.roles.items.enum).toEqual(ROLE_CODES);
  });
});
