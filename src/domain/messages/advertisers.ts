/** Our texts for the advertiser (client) admin calls (issue 22); the spec's own texts stay in spec.ts. */
export const ADVERTISERS_MESSAGES = {
  advertiserSubAgencyOutside: "That sub-agency is not part of the advertiser's agency.",
  advertiserStationOutside: "That station is not part of the advertiser's agency.",
  advertiserStationOtherSubAgency: 'That station belongs to another sub-agency.',
  advertiserParentInactive: '{name} is inactive and cannot get new advertisers.',
  advertiserInUse: 'This advertiser cannot be deleted: {what} still depend on it.',
  contactUserOutside: "The contact's portal user is not a member of the advertiser's agency.",
  contactUnknown: "Contact {id} is not one of this advertiser's contacts.",
  contactsUserIdNotCaller: 'userId must be your own user id (or left out).',
} as const;
