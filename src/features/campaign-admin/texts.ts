/**
 * The short words of the campaign-management dialogs and screens (titles, buttons, column headers). Sentences are
 * in the catalogue (domain/messages/campaign-admin.ts).
 */
export const LABELS = {
  permissions: 'Edit permissions',
  spend: 'Spend and markup',
  rename: 'Rename campaign',
  hide: 'Hide campaign',
  move: 'Move to advertiser',
  moveProduct: 'Move to product',
  clone: 'Clone to advertiser',
  archiveCampaign: 'Archive campaign',
  archiveTactic: 'Archive tactic',
  archiveYear: 'Archive year',
  viewArchive: 'View archive',
  hiddenCampaigns: 'Hidden campaigns',
  history: 'History',
  campaign: 'Campaign',
  advertiser: 'Advertiser',
  product: 'Product',
  friendlyName: 'Friendly name',
  newName: 'Name of the clone',
  spendType: 'Spend type',
  rate: 'Rate',
  year: 'Year',
  shareLinks: 'Share links',
  cloneKind: 'What to copy',
  audience: 'Who sees it',
  hiddenAt: 'Hidden',
  hiddenBy: 'Hidden by',
  archivedAt: 'Archived',
  archivedBy: 'Archived by',
  when: 'When',
  who: 'Who',
  what: 'What changed',
  unhide: 'Unhide',
  restore: 'Restore',
  restoreSelected: 'Restore selected',
  undo: 'Undo',
  save: 'Save',
  cancel: 'Cancel',
  scheduledReports: 'Scheduled reports',
  alerts: 'Alerts',
  notes: 'Notes',
  impressions: 'Impressions',
  clicks: 'Clicks',
  cost: 'Cost',
  conversions: 'Conversions',
  notUndoable: 'Cannot be undone',
  undoneLabel: 'Undo of an earlier change',
  system: 'system',
  allAdvertisers: 'All advertisers',
  allProducts: 'All products',
  editName: 'Edit the friendly name',
  campaignsNav: 'Campaign management',
} as const;

/** The menu's words for each management entry (with an ellipsis when it opens a dialog). */
export const MENU_LABELS = {
  permissions: 'Edit permissions…',
  spend: 'Spend and markup…',
  rename: 'Rename…',
  hide: 'Hide campaign…',
  move: 'Move to advertiser…',
  product: 'Move to product…',
  clone: 'Clone to advertiser…',
  archiveCampaign: 'Archive campaign…',
  archiveTactic: 'Archive tactic…',
  archiveYear: 'Archive year…',
} as const;

/** A history entry's facet in words. */
export const FACET_LABELS: Readonly<Record<string, string>> = {
  'campaign.visibility': 'Visibility',
  'campaign.archive': 'Archive',
  'campaign.audience': 'Who sees it',
  'campaign.name': 'Friendly name',
  'campaign.data': 'Campaign data',
  'campaign.spend': 'Spend and markup',
  'campaign.advertiser': 'Advertiser',
  'campaign.product': 'Product',
  'campaign.clone': 'Clone',
  'campaign.order': 'Order',
};

/** A history entry's field in words (unknown fields show their own name). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  hidden: 'hidden',
  archived: 'archived',
  audience: 'audience',
  friendlyName: 'friendly name',
  SpendType: 'spend type',
  Rate: 'rate',
  HideSpend: 'spend hidden',
  advertiserId: 'advertiser',
  campaignType: 'product',
  orderId: 'order',
  sourceCampaignId: 'cloned from',
  withHistory: 'with history',
};

/** Values in words. */
export const VALUE_WORDS = { yes: 'yes', no: 'no', none: '—' } as const;
