/**
 * Our texts for invitations, password links and the set-password and forgot-password pages (issue 21). `{min}` and
 * `{max}` are lengths, `{minutes}` a wait.
 */
export const PASSWORD_MESSAGES = {
  passwordLinkUnknown:
    'This link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one.',
  passwordLinkUsed: 'This link has already been used. Sign in with your password, or ask for a new link.',
  passwordLinkExpired: 'This link has expired. Ask for a new one.',
  passwordLinkRevoked: 'This link is no longer valid: a newer one was sent, or it was withdrawn.',
  passwordTooShort: 'Use at least {min} characters.',
  passwordTooLong: 'Use at most {max} characters.',
  passwordIsEmail: 'Do not use your e-mail address as your password.',
  passwordOneCharacter: 'Do not use one character repeated.',
  passwordsDiffer: 'The two passwords are not the same.',
  passwordRulesIntro: 'Your password needs:',
  passwordRuleLength: 'at least {min} characters (a few words make a good one);',
  passwordRuleNotEmail: 'not to be your e-mail address, nor one character repeated.',
  passwordForgotSent:
    'If an account exists for that address, we have sent it a link to choose a new password. The link works for 72 hours.',
  passwordForgotPausedOneMinute: 'Too many requests for a password link. Please wait 1 minute and try again.',
  passwordForgotPausedMinutes: 'Too many requests for a password link. Please wait {minutes} minutes and try again.',
  passwordForgotLink: 'Forgot password?',
  passwordForgotTitle: 'Forgot your password?',
  passwordForgotHelp: 'Give the e-mail address you sign in with, and we will send you a link to choose a new password.',
  passwordForgotSubmit: 'Send me a link',
  passwordSetTitleInvite: 'Welcome, {name}',
  passwordSetTitleReset: 'Choose a new password',
  passwordSetFor: 'For {email}',
  passwordSetNew: 'New password',
  passwordSetRepeat: 'Repeat the password',
  passwordSetSubmit: 'Save password',
  passwordSetDone: 'Your password is saved.',
  passwordSetChecking: 'Checking your link…',
  passwordBackToSignIn: 'Back to sign in',
  passwordSignIn: 'Go to sign in',
  passwordAskNewLink: 'Ask for a new link',
  invitationUserDeactivated: 'This user is deactivated. Reactivate them before sending an invitation.',
} as const;
