/** Our texts for sign-in, agency switching and token refresh beyond the spec's sign-in failures. */
export const AUTH_MESSAGES = {
  signInLinkInvalid: 'This sign-in link is invalid or has expired.',
  noAccessToAgency: 'You do not have access to that agency.',
  unknownProductId: 'Unknown product_id {productId}',
  refreshTokenReused: 'Refresh token already used; please sign in again',
  refreshTokenInvalid: 'Invalid refresh token',
} as const;
