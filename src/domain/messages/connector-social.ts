/** Our texts for the social, professional-network, call-tracking and site-impact sources (issue 26, helper D). */
export const CONNECTOR_SOCIAL_MESSAGES = {
  siteImpactKeyRefused: 'Site Impact did not accept that API key.',
} as const;
