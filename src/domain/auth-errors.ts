import { LAYOUT_NOT_EXIST, LOGIN_ERRORS, NOTES_ERRORS } from './messages';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isEmpty = (body: unknown): boolean => body == null || body === '';

/**
 * Message for a login answer (000 §8): null when signed in; no body gives NO_RESPONSE; a body that is not an
 * object gives UNEXPECTED_RESPONSE (our decision); an error from the server gives FAILED_LOGIN, else FAILED_AUTH.
 */
export function loginFailureMessage(body: unknown): string | null {
  if (isEmpty(body)) return LOGIN_ERRORS.NO_RESPONSE;
  if (!isRecord(body)) return LOGIN_ERRORS.UNEXPECTED_RESPONSE;
  if (body.auth === true) return null;
  return body.error ? LOGIN_ERRORS.FAILED_LOGIN : LOGIN_ERRORS.FAILED_AUTH;
}

/** A failed token or partner sign-in: the text to show, and whether the token was unknown. */
export interface TokenLoginFailure {
  message: string;
  notfound: boolean;
}

/**
 * Token login and partner (ah) login show the server's error when it sent one, otherwise FAILED_AUTH (token)
 * or FAILED_AH_AUTH (partner), and pass on the notfound flag. Null when signed in.
 */
export function tokenLoginFailure(body: unknown, kind: 'token' | 'ah'): TokenLoginFailure | null {
  if (isEmpty(body)) return { message: LOGIN_ERRORS.NO_RESPONSE, notfound: false };
  if (!isRecord(body)) return { message: LOGIN_ERRORS.UNEXPECTED_RESPONSE, notfound: false };
  if (body.auth === true) return null;
  const fallback = kind === 'ah' ? LOGIN_ERRORS.FAILED_AH_AUTH : LOGIN_ERRORS.FAILED_AUTH;
  const message = typeof body.error === 'string' && body.error ? body.error : fallback;
  return { message, notfound: body.notfound === true };
}

/** Notes query failure state: 403 is NOT_AUTHORIZED, anything else BAD_RESPONSE. */
export function notesErrorFor(status: number): (typeof NOTES_ERRORS)[keyof typeof NOTES_ERRORS] {
  return status === 403 ? NOTES_ERRORS.NOT_AUTHORIZED : NOTES_ERRORS.BAD_RESPONSE;
}

/** Layout query failures are stored and reported, except 'Error: Layout is not exist.', which is ignored. */
export function shouldReportLayoutError(message: string): boolean {
  return message !== LAYOUT_NOT_EXIST;
}
