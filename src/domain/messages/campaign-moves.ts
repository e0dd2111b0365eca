/** Our texts for moving, cloning and re-linking campaigns (issue 23, helper S2); the spec's own stay in spec.ts. */
export const CAMPAIGN_MOVES_MESSAGES = {
  campaignOtherAgency: 'A campaign can only move to an advertiser of its own agency.',
  campaignSameAdvertiser: 'The campaign already belongs to that advertiser.',
  campaignProductNotSold: 'The agency does not sell that product.',
  campaignSameProduct: 'The campaign is already of that product.',
  campaignTypeMismatch: 'The campaign is not of the type {type}.',
  campaignCloneName: "The new campaign name may hold letters, digits, spaces and & . ' - only.",
  campaignMovedSince: 'This change cannot be undone: {object} has moved to another advertiser since.',
  campaignOrderSame: 'The campaign is already linked to that order.',
} as const;
