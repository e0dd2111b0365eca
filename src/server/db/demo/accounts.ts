import { RIGHTS } from '../../../domain/rights';

/** Every demo sign-in uses this password; listed in README. Demo data only, never in production. */
export const DEMO_PASSWORD = 'sightline-demo';

const ADMIN_RIGHTS = [
  RIGHTS.SCREEN_USER_MGMT,
  RIGHTS.SCREEN_AGENCY_MGMT,
  RIGHTS.SCREEN_ADVERTISER_MGMT,
  RIGHTS.AGENCY_READ_SCHEDULED_REPORT,
  RIGHTS.SHOW_ORDER_SUMMARY_VIEW,
  RIGHTS.AGENCY_ADMIN,
  RIGHTS.SHOW_DEMO_ADVERTISER,
];

/** Where a demo account works: 'A' and 'B' are the first two agencies; scope narrows inside agency A. */
export interface DemoAccount {
  email: string;
  fullName: string;
  summary: string;
  superuser?: boolean;
  roles: string[];
  agencies: ('A' | 'B')[];
  agencyRights?: string[];
  scope?: 'subAgency' | 'station' | 'advertisers';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'super@sightline.test',
    fullName: 'Sam Super',
    summary: 'superuser',
    superuser: true,
    roles: [],
    agencies: ['A', 'B'],
  },
  {
    email: 'agency.admin@sightline.test',
    fullName: 'Avery Admin',
    summary: 'admin of agency A',
    roles: ['useradmin'],
    agencies: ['A'],
    agencyRights: ADMIN_RIGHTS,
  },
  {
    email: 'dash.admin@sightline.test',
    fullName: 'Dana Dashboard',
    summary: 'dashadmin in agency A',
    roles: ['dashadmin'],
    agencies: ['A'],
  },
  {
    email: 'agency.staff@sightline.test',
    fullName: 'Stacy Staff',
    summary: 'agency A staff (mc)',
    roles: ['mc'],
    agencies: ['A'],
  },
  {
    email: 'multi.agency@sightline.test',
    fullName: 'Morgan Multi',
    summary: 'staff in agencies A and B',
    roles: ['mc'],
    agencies: ['A', 'B'],
  },
  {
    email: 'subagency@sightline.test',
    fullName: 'Sunny Subagency',
    summary: 'one sub-agency of A',
    roles: ['mc'],
    agencies: ['A'],
    scope: 'subAgency',
  },
  {
    email: 'station@sightline.test',
    fullName: 'Stan Station',
    summary: 'one station of A',
    roles: ['mc'],
    agencies: ['A'],
    scope: 'station',
  },
  {
    email: 'advertiser@sightline.test',
    fullName: 'Ada Advertiser',
    summary: 'client of two advertisers of A',
    roles: ['client'],
    agencies: ['A'],
    scope: 'advertisers',
  },
  {
    email: 'other.agency@sightline.test',
    fullName: 'Oscar Other',
    summary: 'admin of agency B',
    roles: ['useradmin'],
    agencies: ['B'],
    agencyRights: ADMIN_RIGHTS,
  },
  // The sales tool's two reps (issue 28): the station user's station, Advertisers-area rights; Sam holds some of the
  // demo prospects' reservations, so Rita meets them as Reserved.
  {
    email: 'sales.rep@sightline.test',
    fullName: 'Rita Rep',
    summary: 'sales rep at the station of A',
    roles: ['mc'],
    agencies: ['A'],
    agencyRights: [RIGHTS.SCREEN_ADVERTISER_MGMT],
    scope: 'station',
  },
  {
    email: 'sales.rep2@sightline.test',
    fullName: 'Sam Seller',
    summary: 'second sales rep, same station',
    roles: ['mc'],
    agencies: ['A'],
    agencyRights: [RIGHTS.SCREEN_ADVERTISER_MGMT],
    scope: 'station',
  },
];
