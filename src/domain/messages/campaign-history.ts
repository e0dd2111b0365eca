/**
 * Our texts for the campaign impact preview, history and undo (issue 23, helper S3). `{days}` is UNDO_DAYS of
 * src/server/areas/campaigns/facets.ts; `{area}` an audit object type.
 */
export const CAMPAIGN_HISTORY_MESSAGES = {
  /** The contract's text for an undo past the window. */
  campaignUndoTooOld: 'This change is older than {days} days and can no longer be undone.',
  /** Why a history entry has no Undo: a later change of the same facet comes first. */
  campaignUndoLaterChange: 'A later change of the same kind must be undone first.',
  /** Why a history entry has no Undo: nothing here knows how to take it back yet. */
  campaignUndoNoHandler: 'Changes of this kind cannot be undone here.',
  /** An undo naming an audit entry that is not a campaign-management entry. */
  campaignHistoryEntryNotFound: 'Campaign history entry not found',
  /** Impact preview of a move without its target. */
  campaignImpactNeedsTarget: 'The impact of a move needs the target advertiser (targetAdvertiserId).',
  /** Impact preview of a product move without the product. */
  campaignImpactNeedsProduct: 'The impact of a product move needs the new product (newProduct).',
  /** Archive impact of a tactic without its campaign type. */
  campaignImpactNeedsType: 'The impact of archiving a tactic needs the campaign type (campaignType).',
  /** Archive impact of a year without the year. */
  campaignImpactNeedsYear: 'The impact of archiving a year needs the year (year).',
} as const;
