/**
 * The password rules (issue 21; docs/decisions.md): long enough to resist guessing, otherwise free. No
 * character-class demands (they push people to "Password1!"); at least PASSWORD_MIN characters, at most
 * PASSWORD_MAX, not the account's e-mail address (or its part before the @), not one character repeated. The
 * client checks them as the user types and the server checks them again.
 */
import type { MessageKey, MessageParams } from './messages';

/** @default 10 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

/** The first rule a password breaks (a catalogue key and its values), or null when it passes. */
export function passwordProblem(password: string, email: string): { key: MessageKey; params?: MessageParams } | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return { key: 'passwordTooShort', params: { min: PASSWORD_MIN } };
  if (length > PASSWORD_MAX) return { key: 'passwordTooLong', params: { max: PASSWORD_MAX } };
  const lowered = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (address && (lowered === address || lowered === address.split('@')[0])) return { key: 'passwordIsEmail' };
  if (new Set(password).size === 1) return { key: 'passwordOneCharacter' };
  return null;
}
