import { describe, expect, it } from 'vitest';
import { ALL_RIGHTS, RIGHTS, ROLES, ROLE_CODES, USER_STATUS, roleLabel } from './rights';

describe('rights', () => {
  it('maps every right name to the same string', () => {
    for (const [name, value] of Object.entries(RIGHTS)) expect(value).toBe(name);
  });

  it('lists the nine rights of the spec in order', () => {
    expect(ALL_RIGHTS).toEqual([
      'SCREEN_USER_MGMT',
      'MANAGE_SYSTEM',
      'SCREEN_AGENCY_MGMT',
      'SCREEN_ADVERTISER_MGMT',
      'AGENCY_READ_SCHEDULED_REPORT',
      'READ_SCHEDULED_REPORT',
      'SHOW_ORDER_SUMMARY_VIEW',
      'AGENCY_ADMIN',
      'SHOW_DEMO_ADVERTISER',
    ]);
  });
});

describe('roles', () => {
  it('lists the selectable roles with their codes in spec order', () => {
    expect(ROLES.map((role) => `${role.label}:${role.code}`)).toEqual([
      'TEST:test',
      'Dashboard Admin:dashadmin',
      'User Admin:useradmin',
      'Marketing Consultant:mc',
      'Client:client',
      'Client Admin:linearadmin',
      'Image Admin:imgadmin',
    ]);
  });

  it('exposes the codes alone', () => {
    expect(ROLE_CODES).toHaveLength(7);
    expect(ROLE_CODES).toContain('linearadmin');
  });

  it('labels a known code and echoes an unknown one', () => {
    expect(roleLabel('linearadmin')).toBe('Client Admin');
    expect(roleLabel('other')).toBe('other');
  });
});

describe('USER_STATUS', () => {
  it('is Active 1, Deleted 0, Deactivated -1', () => {
    expect(USER_STATUS).toEqual({ Active: 1, Deleted: 0, Deactivated: -1 });
  });
});
