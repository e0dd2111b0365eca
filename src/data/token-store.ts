/**
 * Access and refresh tokens in localStorage, and a share-link guest token in memory. The access token is a JWT
 * whose payload we only read (expiry and tenancy claims); verification is the server's job, so no JWT library is
 * needed here.
 */
import { TOKEN_EXPIRY_MARGIN_S } from '../domain/constants';
import { isRecord, nullableNumberField } from './narrow';

export const ACCESS_KEY = 'sightline.access';
export const REFRESH_KEY = 'sightline.refresh';

/** The claims of an access token the client reads. */
export interface AccessClaims {
  exp: number | null;
  agency: number | null;
  sub_agency: number | null;
  station: number | null;
  /** The session's id (the `sid` claim), sent back as the session header (001 §6). */
  sid: string | null;
}

/**
 * The guest token of an opened share link (the payload's `etoken`). Kept in memory only, so it dies with the page
 * and never replaces a signed-in user's stored tokens in this browser.
 */
let guestToken: string | null = null;

/** Starts (a token) or ends (null) the guest session of a share link. */
export function setGuestToken(token: string | null): void {
  guestToken = token;
}

export function getGuestToken(): string | null {
  return guestToken;
}

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_KEY) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_KEY) ?? null;
}

/** Stores both tokens; a missing refresh token keeps the one already stored. */
export function setTokens(access: string, refresh?: string): void {
  storage()?.setItem(ACCESS_KEY, access);
  if (refresh) storage()?.setItem(REFRESH_KEY, refresh);
}

export function clearTokens(): void {
  storage()?.removeItem(ACCESS_KEY);
  storage()?.removeItem(REFRESH_KEY);
}

/** Where the admin's own tokens wait during a "View as" visit (issue 21 §4), with the page to come back to. */
export const VIEW_AS_RETURN_KEY = 'sightline.viewAs.return';

/** What a visit keeps aside: the admin's tokens and the page the visit began on. */
export interface StashedSession {
  access: string;
  refresh: string | null;
  returnTo: string;
}

/** Puts the current tokens aside (kept across reloads) before a visit's tokens replace them. */
export function stashTokens(returnTo: string): void {
  const access = getAccessToken();
  if (!access) return;
  const stash: StashedSession = { access, refresh: getRefreshToken(), returnTo };
  storage()?.setItem(VIEW_AS_RETURN_KEY, JSON.stringify(stash));
}

/** The tokens put aside, if any. */
export function stashedTokens(): StashedSession | null {
  const raw = storage()?.getItem(VIEW_AS_RETURN_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || typeof value.access !== 'string' || typeof value.returnTo !== 'string') return null;
    return { access: value.access, refresh: typeof value.refresh === 'string' ? value.refresh : null, returnTo: value.returnTo };
  } catch {
    return null;
  }
}

/** Brings the tokens put aside back (the visit's are dropped); answers the page to return to, or null. */
export function restoreStashedTokens(): string | null {
  const stash = stashedTokens();
  storage()?.removeItem(VIEW_AS_RETURN_KEY);
  if (!stash) return null;
  clearTokens();
  setTokens(stash.access, stash.refresh ?? undefined);
  return stash.returnTo;
}

/** Forgets the tokens put aside. */
export function dropStashedTokens(): void {
  storage()?.removeItem(VIEW_AS_RETURN_KEY);
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the payload of a JWT without verifying it; null when the token is not a readable JWT. */
export function decodeClaims(token: string): AccessClaims | null {
  const payloadSegment = token.split('.')[1];
  if (!payloadSegment) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(payloadSegment));
    if (!isRecord(payload)) return null;
    return {
      exp: nullableNumberField(payload, 'exp'),
      agency: nullableNumberField(payload, 'agency'),
      sub_agency: nullableNumberField(payload, 'sub_agency'),
      station: nullableNumberField(payload, 'station'),
      sid: typeof payload.sid === 'string' ? payload.sid : null,
    };
  } catch {
    return null;
  }
}

/** True when the token has fewer than TOKEN_EXPIRY_MARGIN_S seconds left (or no readable expiry). */
export function needsRefresh(token: string, nowMs: number = Date.now()): boolean {
  const exp = decodeClaims(token)?.exp;
  if (exp === null || exp === undefined) return true;
  return exp - nowMs / 1000 < TOKEN_EXPIRY_MARGIN_S;
}
