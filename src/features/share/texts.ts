/**
 * Texts of the share menu, dialogs and the guest's page (the spec names none; docs/decisions.md "Share links
 * (client)"). The server's own refusals (password, expired, not shared) are shown as it sends them.
 */
import { LOGIN_ERRORS, MESSAGES } from '../../domain/messages';

export const SHARE_TEXTS = {
  // The guest's page.
  loading: 'Loading shared dashboard…',
  noLink: 'This page shows a shared dashboard from the link you were sent. Open that link again to see it.',
  couldNotOpen: 'The shared dashboard could not be opened. Please try again.',
  unexpectedAnswer: LOGIN_ERRORS.UNEXPECTED_RESPONSE,
  tryAgain: 'Try again',
  passwordLabel: 'Password',
  openDashboard: 'Open dashboard',
  sharedBy: (agency: string): string => `Shared by ${agency}`,
  orderHeading: (order: string): string => `Order: ${order}`,
  orderSummary: 'Order summary',
  notesHeading: 'Notes',

  // The toolbar menu.
  menu: 'Share',
  createItem: 'Create share link…',
  manageItem: 'Manage share links…',

  // Creating a link.
  createTitle: 'Share this dashboard',
  editableRange: 'Let viewers change the date range',
  expiry: 'Link expires',
  expiryDate: 'Expiry date',
  password: 'Password (optional)',
  passwordHint: 'Viewers must enter it to open the dashboard: 4 to 128 characters.',
  passwordLength: MESSAGES.shareBadPassword,
  expiryInPast: MESSAGES.shareBadExpiry,
  expiryMissing: 'Choose the day the link expires.',
  noCampaigns: 'There is no campaign on this dashboard to share.',
  createLink: 'Create link',
  creating: 'Creating…',
  close: 'Close',
  shortLink: 'Short link',
  fullLink: 'Full link',
  copy: 'Copy',
  copied: 'Copied',
  shownOnce:
    'The full link is shown only once: copy it now if you need it. The short link stays listed under Manage share links.',

  // Managing links.
  manageTitle: 'Share links',
  noShares: 'No share links for this advertiser yet.',
  showPreview: 'Preview',
  previewOf: 'Preview of the shared dashboard:',
  previewFailed: 'No preview available.',
  loadingShares: 'Loading share links',
  couldNotList: 'The share links could not be loaded.',
  revoke: 'Revoke',
  rotate: 'Rotate',
  cancel: 'Cancel',
  confirmRevoke: 'Revoke this link? Anyone using it loses access at once.',
  rotateHint: 'New links for the same dashboard; the old ones stop working at once.',
  rotated: 'New links issued. The old links no longer work.',
  yes: 'Yes',
  no: 'No',
  never: 'Never',
  notYet: 'Not yet',
} as const;
