import { describe, expect, it } from 'vitest';
import { canEditUser, hasPermissions } from './permissions';

const user = (permissions: string[], AgencyRight: string[] = [], is_superuser = false) => ({
  is_superuser,
  permissions,
  AgencyRight,
});

describe('hasPermissions', () => {
  it('denies a missing user', () => {
    expect(hasPermissions(null, ['MANAGE_SYSTEM'])).toBe(false);
    expect(hasPermissions(undefined, ['MANAGE_SYSTEM'])).toBe(false);
  });

  it('lets a superuser pass without any rights', () => {
    expect(hasPermissions(user([], [], true), ['MANAGE_SYSTEM', 'AGENCY_ADMIN'])).toBe(true);
  });

  it('lets a superuser pass an empty list', () => {
    expect(hasPermissions(user([], [], true), [])).toBe(true);
  });

  it('denies an empty list for a non-superuser', () => {
    expect(hasPermissions(user(['MANAGE_SYSTEM']), [])).toBe(false);
  });

  it('requires every right', () => {
    expect(hasPermissions(user(['MANAGE_SYSTEM']), ['MANAGE_SYSTEM', 'AGENCY_ADMIN'])).toBe(false);
    expect(hasPermissions(user(['MANAGE_SYSTEM', 'AGENCY_ADMIN']), ['MANAGE_SYSTEM', 'AGENCY_ADMIN'])).toBe(true);
  });

  it('merges permissions and AgencyRight', () => {
    expect(hasPermissions(user(['MANAGE_SYSTEM'], ['AGENCY_ADMIN']), ['MANAGE_SYSTEM', 'AGENCY_ADMIN'])).toBe(true);
  });

  it('compares case-insensitively', () => {
    expect(hasPermissions(user(['manage_system']), ['MANAGE_SYSTEM'])).toBe(true);
    expect(hasPermissions(user([], ['Agency_Admin']), ['agency_admin'])).toBe(true);
  });
});

describe('canEditUser', () => {
  const editor = { email: 'Ann@Example.com', roles: ['mc'] };

  it('lets a user edit themselves, comparing emails case-insensitively', () => {
    expect(canEditUser(editor, { email: 'ann@example.com', roles: ['useradmin'] })).toBe(true);
  });

  it('lets a dashadmin edit anyone', () => {
    expect(canEditUser({ email: 'a@x.com', roles: ['dashadmin'] }, { email: 'b@x.com', roles: ['dashadmin'] })).toBe(
      true,
    );
  });

  it('refuses a target without roles', () => {
    expect(canEditUser(editor, { email: 'b@x.com', roles: [] })).toBe(false);
  });

  it('refuses a dashadmin or useradmin target', () => {
    expect(canEditUser(editor, { email: 'b@x.com', roles: ['client', 'dashadmin'] })).toBe(false);
    expect(canEditUser(editor, { email: 'b@x.com', roles: ['useradmin'] })).toBe(false);
  });

  it('allows other targets with roles', () => {
    expect(canEditUser(editor, { email: 'b@x.com', roles: ['client', 'mc'] })).toBe(true);
  });
});
