/** Our texts for the account-linking page and the connector setup screens (issue 26, session 2, helper D). */
export const CONNECTOR_LINKING_SCREEN_MESSAGES = {
  clAccountLinking: 'Account linking',
  clAccountLinkingOf: 'Account linking: {advertiser}',
  clFacebookPages: 'Pages (Insights)',
  clSiteDomain: 'Domain property',
  clSiteUrlPrefix: 'URL-prefix property',
  clOrderSearchHint: 'Linked orders are listed below; type part of an order name or id to find more.',
  clSaveRefused: 'The links could not be saved: {reason}',
} as const;
