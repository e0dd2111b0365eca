/**
 * The short words of the /agencyAdmin screens (column headers, badges, buttons). Sentences and texts that name
 * something are in the catalogue (domain/messages/agency-admin.ts); these words are shared with other screens' literals.
 */
export const LABELS = {
  agencies: 'Agencies',
  name: 'Name',
  id: 'ID',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  createdAt: 'Created',
  subAgencies: 'Sub-agencies',
  stations: 'Stations',
  advertisers: 'Advertisers',
  users: 'Users',
  callSign: 'Call sign',
  subAgency: 'Sub-agency',
  email: 'E-mail',
  industry: 'Industry',
  timeZone: 'Time zone',
  theme: 'Theme',
  settings: 'Settings',
  counts: 'Counts',
  open: 'Open',
  edit: 'Edit',
  deactivate: 'Deactivate',
  activate: 'Activate',
  delete: 'Delete',
  loadMore: 'Load more',
} as const;
