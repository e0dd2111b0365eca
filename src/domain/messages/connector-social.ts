/** Our texts for the social, professional-network, call-tracking and site-impact sources (issue 26, helper D). */
export const CONNECTOR_SOCIAL_MESSAGES = {
  // Facebook and LinkedIn (helper D1).
  facebookGrantUnknown: 'The agency has no Facebook grant for user {id}.',
  facebookCampaignUnreachable: 'Facebook campaign {id} is not reachable through the grant of user {user}.',
  facebookPageUnreachable: 'Facebook page {id} is not reachable through the grant of user {user}.',
  facebookUnavailable: 'Facebook did not answer; try again later.',
  linkedinAccountUnreachable: "LinkedIn account {id} is not reachable through the agency's LinkedIn grants.",
  linkedinAccountNameTaken: 'The agency already has a LinkedIn account named {name}.',
  linkedinAccountTaken: 'LinkedIn account {id} is already added to the agency.',
  linkedinAccountNotFound: 'LinkedIn account not found',
  linkedinCampaignUnavailable: "LinkedIn campaign {id} is not in the agency's LinkedIn accounts.",
  linkedinUnavailable: 'LinkedIn did not answer; try again later.',
  // Call tracking, e-mail impact and site impact (helper D2).
  siteImpactKeyRefused: 'Site Impact did not accept that API key.',
  siteImpactKeyNotFound: 'Site Impact key not found',
  siteImpactNameTaken: 'A Site Impact key with that name already exists for this agency.',
  siteImpactKeyTaken: 'That Site Impact key is already added for this agency.',
  siteImpactUnavailable: 'Site Impact could not be reached; try again shortly.',
  siteImpactUnknownCampaign: 'Campaign {id} is not one of the Site Impact campaigns this advertiser can link.',
  callRailAccountUnknown: 'CallRail does not know that account.',
  callRailAccountNotFound: 'CallRail account not found',
  callRailAccountTaken: 'That CallRail account is already added for this agency.',
  callRailNameTaken: 'A CallRail account with that name already exists for this agency.',
  callRailUnavailable: 'CallRail could not be reached; try again shortly.',
} as const;
