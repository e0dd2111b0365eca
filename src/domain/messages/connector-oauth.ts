/** Our texts for OAuth grants and agency credentials (issue 26, helper A); spec texts are in spec.ts. */
export const CONNECTOR_OAUTH_MESSAGES = {
  oauthStateInvalid: 'This grant link has expired or was already used. Start again from the connections page.',
  oauthGrantDenied: 'The grant was declined at the provider; nothing was stored.',
  oauthGrantFailed: 'The provider did not complete the grant; nothing was stored. Try again.',
  oauthReturnRefused: 'That return address is not allowed for a grant.',
  oauthProviderUnknown: 'Unknown provider: choose google, facebook or linkedin.',
  oauthProviderUnavailable: 'This provider is not configured on this server.',
  oauthProviderUnreachable: 'The provider could not be reached; try again later.',
  credentialNotFound: 'Credential not found',
} as const;
