/** Our texts for share links and their thumbnails, shown to the guest who opens a link and to its owner. */
export const SHARE_MESSAGES = {
  shareNotFound: 'This shared dashboard does not exist or is no longer shared.',
  shareExpired: 'This shared link has expired.',
  sharePasswordRequired: 'This shared dashboard is protected by a password.',
  shareWrongPassword: 'The password is not correct.',
  shareBadExpiry: 'The expiry must be in the future.',
  shareBadPassword: 'A password must have 4 to 128 characters.',
  shareUnknownTab: 'Unknown dashboard tab.',
  orderSummaryNeedsOrder: 'An order summary is shared or exported with its order, and only an order summary takes one.',
  shareTooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  shareRevokedCannotRotate: 'A revoked link cannot be rotated.',
  shareLinkNotFound: 'Share link not found',
  thumbnailBadTemplate: 'tmpl must be {template}',
  thumbnailBadSignature: 'This thumbnail link is not valid.',
  thumbnailProtected: 'Thumbnails are not available for password-protected links.',
  thumbnailFailed: 'The thumbnail could not be rendered. Please try again.',
} as const;
