/** Answers of the issue-21 calls for the /admin tests and stories (no test-runner imports). */
import type { AvailableAgency } from '../../domain/user';
import type { AccessGroupRow, AdvertiserGroupRow, Explanation, UserAccess, UserRow } from './types';

export const AGENCIES: AvailableAgency[] = [
  {
    id: 1,
    name: 'Compulse Media',
    theme_code: 'compulse',
    sub_agencies: [
      { id: 11, name: 'North Region' },
      { id: 12, name: 'South Region' },
    ],
    stations: [
      { id: 101, name: 'WNRT', sub_agency_id: 11 },
      { id: 102, name: 'WSTH', sub_agency_id: 12 },
      { id: 103, name: 'KDIR', sub_agency_id: null },
    ],
  },
  { id: 2, name: 'Lakeside Agency', theme_code: 'lakeside', sub_agencies: [], stations: [] },
];

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 12,
    email: 'ann.lee@compulse.test',
    fullName: 'Ann Lee',
    status: 1,
    isSuperuser: false,
    roles: ['mc'],
    agencies: [
      {
        agencyId: 1,
        agencyName: 'Compulse Media',
        subAgencyId: 11,
        subAgencyName: 'North Region',
        stationId: null,
        stationName: null,
        expiresAt: null,
      },
    ],
    lastLoginAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-01-02T00:00:00.000Z',
    invitation: null,
    canEdit: true,
    ...overrides,
  };
}

export const USERS: UserRow[] = [
  userRow(),
  userRow({ id: 13, email: 'bo.park@compulse.test', fullName: 'Bo Park', status: -1, roles: ['client'] }),
  userRow({
    id: 14,
    email: 'cy.new@compulse.test',
    fullName: 'Cy New',
    lastLoginAt: null,
    roles: [],
    invitation: { state: 'pending', sentAt: '2026-11-25T09:00:00.000Z', expiresAt: '2026-11-28T09:00:00.000Z' },
  }),
  userRow({ id: 15, email: 'dee.admin@compulse.test', fullName: 'Dee Admin', roles: ['dashadmin'], canEdit: false }),
];

export const ACCESS: UserAccess = {
  userId: 12,
  isSuperuser: false,
  permissions: ['SHOW_DEMO_ADVERTISER'],
  roles: ['mc'],
  memberships: [
    {
      agencyId: 1,
      agencyName: 'Compulse Media',
      subAgencyId: 11,
      stationId: null,
      rights: ['SCREEN_USER_MGMT'],
      expiresAt: null,
    },
  ],
  accessGroups: [{ id: 3, name: 'Report senders', agencyId: 1 }],
  advertisers: [{ advertiserId: 10000001, name: 'Riverside Auto Group', expiresAt: null }],
  advertiserGroups: [{ id: 5, name: 'Auto dealers', agencyId: 1, expiresAt: '2027-01-01T00:00:00.000Z' }],
};

export const ACCESS_GROUPS: AccessGroupRow[] = [
  {
    id: 3,
    agencyId: 1,
    agencyName: 'Compulse Media',
    name: 'Report senders',
    rights: ['AGENCY_READ_SCHEDULED_REPORT', 'SHOW_ORDER_SUMMARY_VIEW'],
    memberCount: 4,
    updatedAt: '2026-11-01T12:00:00.000Z',
  },
  {
    id: 4,
    agencyId: 1,
    agencyName: 'Compulse Media',
    name: 'User admins',
    rights: ['SCREEN_USER_MGMT'],
    memberCount: 1,
    updatedAt: '2026-10-01T12:00:00.000Z',
  },
];

export const ADVERTISER_GROUPS: AdvertiserGroupRow[] = [
  {
    id: 5,
    agencyId: 1,
    agencyName: 'Compulse Media',
    name: 'Auto dealers',
    advertiserCount: 2,
    updatedAt: '2026-11-02T12:00:00.000Z',
  },
];

export const EXPLAIN_YES: Explanation = {
  allowed: true,
  summary: 'Ann Lee sees Riverside Auto Group through 2 paths.',
  paths: [
    [
      { kind: 'membership', id: 1, label: 'Compulse Media' },
      { kind: 'subAgency', id: 11, label: 'North Region' },
      { kind: 'advertiserGroup', id: 5, label: 'Auto dealers', expiresAt: '2027-01-01T00:00:00.000Z' },
      { kind: 'advertiser', id: 10000001, label: 'Riverside Auto Group' },
    ],
    [{ kind: 'advertiser', id: 10000001, label: 'Riverside Auto Group', expiresAt: null }],
  ],
};

export const EXPLAIN_NO: Explanation = {
  allowed: false,
  summary: 'Ann Lee does not see Lakeside Lumber: no membership, group or grant reaches it.',
  paths: [],
};

export const CLIENTS = {
  clients: [
    { id: 10000001, name: 'Riverside Auto Group', agency_name: 'Compulse Media' },
    { id: 10000002, name: 'Riverbend Dental', agency_name: 'Compulse Media' },
  ],
  total: 2,
};
