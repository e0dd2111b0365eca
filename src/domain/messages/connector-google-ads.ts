/** Our texts for the ads, ad-server order and TV-streaming sources (issue 26, helper C). */
export const CONNECTOR_GOOGLE_ADS_MESSAGES = {
  connectorNoCredential: 'The agency has no {provider} credential yet: an agency admin adds one on the connections page.',
} as const;
