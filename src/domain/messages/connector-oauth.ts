/** Our texts for OAuth grants and agency credentials (issue 26, helper A); spec texts are in spec.ts. */
export const CONNECTOR_OAUTH_MESSAGES = {
  oauthStateInvalid: 'This grant link has expired or was already used. Start again from the connections page.',
} as const;
