/** Our texts for the data calls: tenancy answers, ranges, list parameters (the spec gives none for them). */
export const DATA_MESSAGES = {
  /** An advertiser the caller may not see answers exactly like one that does not exist. */
  advertiserNotFound: 'Advertiser not found',
  campaignNotFound: 'Campaign not found',
  orderNotFound: 'Order not found',
  agencyNotFound: 'Agency not found',
  noActiveAgency: 'No active agency',
  tooltipNotFound: 'Tooltip not found',
  /** An unknown range name, or a custom range with bad or reversed dates. */
  invalidDateRange: 'Invalid date range',
  invalidListParameter: 'Invalid {name}',
  unknownMethod: "Unknown method '{method}'",
  invalidExportType: "exportType must be 'xlsx' or 'csv'",
} as const;
