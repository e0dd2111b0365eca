/** Our texts for the account-linking page and the connector setup screens (issue 26, session 2, helper D). */
export const CONNECTOR_LINKING_SCREEN_MESSAGES = {
  clAccountLinking: 'Account linking',
  clAccountLinkingOf: 'Account linking: {advertiser}',
  clFacebookPages: 'Pages (Insights)',
} as const;
