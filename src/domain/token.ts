import { TOKEN_EXPIRY_MARGIN_S } from './constants';

/**
 * 000 §4: an access token counts as expired when fewer than 60 seconds remain, so a call never leaves with a
 * token that may lapse in flight. Both times are epoch seconds (the JWT `exp` claim and now).
 */
export function isTokenExpired(expiresAtS: number, nowS: number): boolean {
  return expiresAtS - nowS < TOKEN_EXPIRY_MARGIN_S;
}

/** Refresh answers that end the session; any other failure throws 'Failed to refresh token'. */
export const REFRESH_LOGOUT_STATUSES: readonly number[] = [400, 401];

/** What the client does after a failed refresh: go to /logout, or throw. */
export function refreshFailureAction(status: number): 'logout' | 'throw' {
  return REFRESH_LOGOUT_STATUSES.includes(status) ? 'logout' : 'throw';
}
