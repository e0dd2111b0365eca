/**
 * The texts of the portal's e-mails (issue 21), rendered on the server in the agency's brand. `{company}` is the
 * agency's name, `{inviter}` who sent an invitation, `{name}` the addressee, `{email}` their address, `{hours}` how
 * long a link works, `{host}` the agency's portal host.
 */
export const MAIL_MESSAGES = {
  mailGreeting: 'Hello {name},',
  mailButtonFallback: 'If the button does not work, copy this address into your browser:',
  mailFooter: 'Sent by {company} from {host}.',
  mailLogoAlt: '{company} logo',
  mailLinkExpiry: 'The link works once and expires in {hours} hours.',
  mailInvitationSubject: 'You are invited to {company}',
  mailInvitationHeading: 'Welcome to {company}',
  mailInvitationBody:
    '{inviter} has invited you to the {company} reporting portal. Choose a password to finish setting up your account.',
  mailInvitationAction: 'Set your password',
  mailInvitationIgnore: 'If you were not expecting this invitation, you can ignore this e-mail.',
  mailResetSubject: 'Reset your {company} password',
  mailResetHeading: 'Reset your password',
  mailResetBody:
    'Someone asked to reset the password of your {company} account ({email}). Choose a new password with the link below.',
  mailResetAction: 'Choose your new password',
  mailResetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
} as const;
