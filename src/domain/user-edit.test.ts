import { describe, expect, it } from 'vitest';
import { userCreateVerdict, userEditVerdict, type UserEditTarget } from './user-edit';

const admin = { email: 'admin@a.test', roles: ['useradmin'], isSuperuser: false };
const dash = { email: 'dash@a.test', roles: ['dashadmin'], isSuperuser: false };
const superuser = { email: 'root@a.test', roles: [], isSuperuser: true };
const target = (roles: string[], more: Partial<UserEditTarget> = {}): UserEditTarget => ({
  email: 'ann@a.test',
  roles,
  isSuperuser: false,
  inOtherAgency: false,
  ...more,
});

describe('userEditVerdict (000 §6 and Manage Users)', () => {
  it('lets a user edit themselves, whatever their roles, e-mail compared without case', () => {
    expect(userEditVerdict(admin, target(['useradmin'], { email: 'ADMIN@a.test' }))).toEqual({ allowed: true });
    expect(userEditVerdict(admin, target([], { email: 'admin@a.test', inOtherAgency: true }))).toEqual({
      allowed: true,
    });
  });

  it('lets a dashadmin edit anyone of its agencies, protected roles and no roles included', () => {
    for (const roles of [[], ['dashadmin'], ['useradmin'], ['mc']])
      expect(userEditVerdict(dash, target(roles))).toEqual({ allowed: true });
  });

  it('refuses anyone else a target without roles, or with dashadmin or useradmin', () => {
    for (const roles of [[], ['dashadmin'], ['mc', 'useradmin']])
      expect(userEditVerdict(admin, target(roles))).toEqual({ allowed: false, reason: 'userEditProtected' });
    expect(userEditVerdict(admin, target(['mc', 'client']))).toEqual({ allowed: true });
  });

  it('keeps superusers apart: a superuser edits anyone, nobody else edits a superuser', () => {
    expect(userEditVerdict(superuser, target([]))).toEqual({ allowed: true });
    expect(userEditVerdict(dash, target(['mc'], { isSuperuser: true }))).toEqual({
      allowed: false,
      reason: 'userEditSuperuser',
    });
  });

  it('refuses a user who also belongs to an agency the editor does not manage', () => {
    expect(userEditVerdict(dash, target(['mc'], { inOtherAgency: true }))).toEqual({
      allowed: false,
      reason: 'userEditOtherAgency',
    });
    expect(userEditVerdict(superuser, target(['mc'], { inOtherAgency: true }))).toEqual({ allowed: true });
  });
});

describe('userCreateVerdict', () => {
  it('lets an admin create only users it could then edit', () => {
    expect(userCreateVerdict(admin, 'new@a.test', ['mc'])).toEqual({ allowed: true });
    expect(userCreateVerdict(admin, 'new@a.test', [])).toEqual({ allowed: false, reason: 'userCreateProtected' });
    expect(userCreateVerdict(admin, 'new@a.test', ['useradmin'])).toEqual({
      allowed: false,
      reason: 'userCreateProtected',
    });
    expect(userCreateVerdict(dash, 'new@a.test', ['dashadmin'])).toEqual({ allowed: true });
    expect(userCreateVerdict(superuser, 'new@a.test', [])).toEqual({ allowed: true });
  });
});
