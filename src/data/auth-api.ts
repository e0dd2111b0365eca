/**
 * Authentication calls of 000 §7 with the sign-in failure mapping of 000 §8. Sign-in functions resolve to a
 * result instead of throwing, because each failure has a fixed text the login screens show.
 */
import { LOGIN_ERRORS } from '../domain/messages';
import type { ThemeRecord } from '../domain/theme';
import type { SessionUser } from '../domain/user';
import { isApiError } from './api-error';
import { errorText, isRecord } from './narrow';
import { parseTheme } from './parse-theme';
import { parseSessionUser } from './parse-user';
import { apiFetch, jsonBody, sendRequest, type RawResponse } from './rest-client';
import { clearTokens, dropStashedTokens, setTokens } from './token-store';
import { parseViewAs } from './view-as-api';
import type { ViewAsInfo } from '../domain/view-as';

export type SignInResult = { ok: true; user: SessionUser } | { ok: false; error: string; notfound: boolean };

/** What `GET /api/auth` says about the current session, with the theme to show. */
export interface AuthState {
  auth: boolean;
  user: SessionUser | null;
  theme: ThemeRecord | null;
  /** Set while an admin views the portal as `user` (issue 21 §4). */
  viewAs?: ViewAsInfo | null;
}

/** The tenancy to ask for when the first auth answer had no user (000 §4 fallback). */
export interface TenancyHint {
  agency_id: number | null;
  sub_agency_id: number | null;
  station_id: number | null;
}

type FailureText = (body: unknown) => string;

function isEmpty(body: unknown): boolean {
  return body === null || body === '';
}

/** Turns a sign-in answer into a result, storing the tokens of a successful one. */
function toSignInResult({ body }: RawResponse, failureText: FailureText): SignInResult {
  if (isEmpty(body)) return { ok: false, error: LOGIN_ERRORS.NO_RESPONSE, notfound: false };
  const notfound = isRecord(body) && body.notfound === true;
  if (!isRecord(body) || body.auth !== true) return { ok: false, error: failureText(body), notfound };
  const user = parseSessionUser(body.user);
  if (!user?.accessToken) return { ok: false, error: LOGIN_ERRORS.UNEXPECTED_RESPONSE, notfound: false };
  setTokens(user.accessToken, user.refreshToken);
  return { ok: true, user };
}

async function signIn(path: string, payload: object, failureText: FailureText): Promise<SignInResult> {
  try {
    const response = await sendRequest(path, jsonBody('POST', payload), { auth: false });
    return toSignInResult(response, failureText);
  } catch (error) {
    if (isApiError(error) && error.status !== 0) return { ok: false, error: error.message, notfound: false };
    return { ok: false, error: LOGIN_ERRORS.NO_RESPONSE, notfound: false };
  }
}

/** Password login: FAILED_LOGIN when the server sent an error, FAILED_AUTH otherwise, NO_RESPONSE without body. */
export function login(email: string, password: string, domain: string): Promise<SignInResult> {
  return signIn('/api/login', { email, password, domain }, (body) =>
    errorText(body) ? LOGIN_ERRORS.FAILED_LOGIN : LOGIN_ERRORS.FAILED_AUTH,
  );
}

/** One-time token login (`/login?token=`): the server's error, else FAILED_AUTH. */
export function tokenLogin(token: string): Promise<SignInResult> {
  return signIn('/api/tokenlogin', { token }, (body) => errorText(body) ?? LOGIN_ERRORS.FAILED_AUTH);
}

/** Partner single sign-on (`/ahlogin?token=`): the server's error, else FAILED_AH_AUTH. */
export function ahLogin(token: string): Promise<SignInResult> {
  return signIn('/api/ahlogin', { token }, (body) => errorText(body) ?? LOGIN_ERRORS.FAILED_AH_AUTH);
}

/** Reads the session for the host's theme; with a hint, asks for that agency, sub-agency and station. */
export async function getAuth(themeCode: string, hint?: TenancyHint): Promise<AuthState> {
  const query = new URLSearchParams({ theme_code: themeCode });
  for (const [key, value] of Object.entries(hint ?? {})) if (value !== null) query.set(key, String(value));
  const { body } = await sendRequest(`/api/auth?${query.toString()}`);
  if (!isRecord(body)) return { auth: false, user: null, theme: null };
  const user = body.auth === true ? parseSessionUser(body.user) : null;
  const viewAs = user ? parseViewAs(body.viewAs) : null;
  return { auth: user !== null, user, theme: parseTheme(body.theme), viewAs };
}

/**
 * The theme `GET /api/auth` gives this session while it has an advertiser open: that advertiser's agency theme for
 * a superuser (000 §6), the session's own theme for anyone else.
 */
export async function getAdvertiserTheme(themeCode: string, advertiserId: number): Promise<ThemeRecord | null> {
  const query = new URLSearchParams({ theme_code: themeCode, advertiser_id: String(advertiserId) });
  const { body } = await sendRequest(`/api/auth?${query.toString()}`);
  return isRecord(body) ? parseTheme(body.theme) : null;
}

/** Switches the active agency (and optionally sub-agency and station); stores the new tokens. */
export async function switchAgency(
  agency_id: number,
  sub_agency_id: number | null = null,
  station_id: number | null = null,
): Promise<SessionUser> {
  const body = await apiFetch('/api/ahswitchagency', jsonBody('POST', { agency_id, sub_agency_id, station_id }));
  const user = isRecord(body) ? parseSessionUser(body.user) : null;
  if (!user?.accessToken) throw new Error(LOGIN_ERRORS.UNEXPECTED_RESPONSE);
  setTokens(user.accessToken, user.refreshToken);
  return user;
}

/** Ends the session on the server (best effort) and forgets the tokens (a visit's put-aside ones too). */
export async function logout(): Promise<void> {
  try {
    await sendRequest('/api/logout');
  } finally {
    clearTokens();
    dropStashedTokens();
  }
}
