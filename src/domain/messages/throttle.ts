/**
 * Our texts for a paused sign-in (the spec gives none): how long to wait, in whole minutes. Two keys, since the
 * catalogue's placeholders do not inflect "minute".
 */
export const THROTTLE_MESSAGES = {
  signInPausedOneMinute: 'Too many sign-in attempts. Please wait 1 minute and try again.',
  signInPausedMinutes: 'Too many sign-in attempts. Please wait {minutes} minutes and try again.',
} as const;
