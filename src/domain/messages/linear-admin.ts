/**
 * Our texts for the /linearadmin screens of issue 22 (client search, an advertiser's page, sub-agency and station
 * lists; the confirm titles are the shared ones of admin-users.ts). `{name}` is an advertiser's, sub-agency's or
 * station's name, `{count}` a number.
 */
export const LINEAR_ADMIN_MESSAGES = {
  // Navigation.
  laNavLabel: 'Advertiser administration',
  laNavSelect: 'Advertiser administration page',
  // The client search.
  laClientsCaption: 'Clients of your agencies',
  laClientsSearch: 'Search advertisers by name',
  laStationsChosen: '{count} stations',
  laNewAdvertiser: 'New advertiser',
  laAdvertiserCreated: '{name} was created.',
  // The advertiser's page.
  laBackToClients: 'Back to clients',
  laAdvertiserNotFound: 'This advertiser does not exist or is outside your agencies.',
  laOpenDashboard: 'Open the dashboard',
  laEditInfo: 'Edit advertiser info',
  laInfoSaved: 'Advertiser info saved.',
  laNoContacts: 'This advertiser has no contacts yet.',
  laAddContact: 'Add contact',
  laEditContact: 'Edit contact',
  laContactsSaved: 'Contacts saved.',
  laRemoveContactTitle: 'Remove the contact {name}?',
  laRemoveContactBody: 'The contact is removed from this advertiser. Its portal user, if any, stays.',
  laMoveHelp: 'Move the advertiser to another sub-agency or station of its agency.',
  laMoved: '{name} was moved.',
  laDeactivateBody: '{name} keeps its data but leaves the client search until it is activated again.',
  laDeleteBody: '{name} and its contacts are deleted. An advertiser with campaigns, users or groups cannot be.',
  laNoCampaigns: 'No campaigns match.',
  laCampaignsSearch: 'Search campaigns by name',
  laNoLogo: 'No logo',
  // The sub-agency and station lists.
  laSubAgenciesCaption: 'Sub-agencies of your agency',
  laStationsCaption: 'Stations of your agency',
  laNoSubAgencies: 'No sub-agencies match.',
  laNoStations: 'No stations match.',
  laNoActiveAgency: 'Choose an agency first: these lists show the active agency.',
  laManageInAgencies: 'Manage in Agencies',
  laClientsOf: 'Clients of {name}',
  laSearchSubAgencies: 'Search sub-agencies',
  laSearchStations: 'Search stations and call signs',
} as const;
