/**
 * Our texts for the /agencyAdmin screens of issue 22 (the agency list and an agency's page). `{name}` is an
 * agency's, sub-agency's or station's name, `{count}` a number.
 */
export const AGENCY_ADMIN_MESSAGES = {
  // The agency list.
  aaSearch: 'Search agency names',
  aaShown: '{count} of {total} agencies',
  aaNewAgency: 'New agency',
  aaCreate: 'Create agency',
  aaCreated: 'Agency {name} was created.',
  // Columns and labels.
  aaNoSubAgency: 'Directly under the agency',
  aaEditTheme: 'Edit theme {name}',
  aaDetails: 'Agency details',
  // Row actions and confirms.
  aaDeactivateBody: '{name} keeps its data and stays readable to admins, but gets no new children until reactivated.',
  aaActivateTitle: 'Activate {name}?',
  aaActivateBody: '{name} becomes active again.',
  aaDeleteBody: '{name} is removed for good. The server refuses while anything still depends on it.',
  aaDeactivated: '{name} was deactivated.',
  aaActivated: '{name} was activated.',
  aaDeleted: '{name} was deleted.',
  aaSaved: 'The settings of {name} were saved.',
  // Sections of an agency's page.
  aaBackToList: 'Back to agencies',
  aaNewSubAgency: 'New sub-agency',
  aaEditSubAgency: 'Edit sub-agency',
  aaSubAgencySaved: 'Sub-agency {name} was saved.',
  aaSubAgenciesEmpty: 'No sub-agencies yet.',
  aaSubAgencySearch: 'Search sub-agency names',
  aaNewStation: 'New station',
  aaEditStation: 'Edit station',
  aaStationSaved: 'Station {name} was saved.',
  aaStationsEmpty: 'No stations yet.',
  aaStationSearch: 'Search station names and call signs',
  aaNoStations: 'No stations',
  aaUsersEmpty: 'No users in this agency.',
  aaUserSearch: 'Search users',
  aaShowing: 'Showing {count} of {total}',
  aaProductsNone: 'No product is offered.',
  aaSaveProducts: 'Save products',
  aaDomainsHelp: 'Comma-separated, e.g. agency.com, client.org. Empty: inherit (an agency without a list allows any).',
} as const;
