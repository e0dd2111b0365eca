/**
 * "View as" on the client (issue 21 §4): the start call keeps the admin's tokens aside and takes the visit's, the
 * end call drops the visit and brings the admin's back. Each ends with a full page load, so nothing read as one
 * person (query and GraphQL caches, atoms) is ever shown as the other.
 */
import type { ViewAsInfo } from '../domain/view-as';
import { isRecord, stringField } from './narrow';
import { parseSessionUser } from './parse-user';
import { apiFetch, sendRequest } from './rest-client';
import { getAccessToken, restoreStashedTokens, setTokens, stashTokens } from './token-store';
import { LOGIN_ERRORS } from '../domain/messages';

/** The `viewAs` of an answer, or null. */
export function parseViewAs(value: unknown): ViewAsInfo | null {
  if (!isRecord(value)) return null;
  const byEmail = stringField(value, 'byEmail');
  const startedAt = stringField(value, 'startedAt');
  const endsAt = stringField(value, 'endsAt');
  if (byEmail === undefined || startedAt === undefined || endsAt === undefined) return null;
  return { byEmail, byName: stringField(value, 'byName') ?? byEmail, startedAt, endsAt };
}

/** Where the page goes (a full load). Replaceable in tests. */
export const pageLoader = { assign: (path: string): void => window.location.assign(path) };

/**
 * Starts viewing the portal as user `id`: the admin's tokens go aside with `returnTo`, the visit's are stored and
 * the portal opens at home. Throws the server's refusal.
 */
export async function startViewAs(id: number, returnTo: string): Promise<void> {
  const body = await apiFetch(`/api/admin/users/${id}/view-as`, { method: 'POST' });
  const user = isRecord(body) ? parseSessionUser(body.user) : null;
  if (!user?.accessToken || !isRecord(body) || !parseViewAs(body.viewAs))
    throw new Error(LOGIN_ERRORS.UNEXPECTED_RESPONSE);
  stashTokens(returnTo);
  setTokens(user.accessToken, user.refreshToken);
  pageLoader.assign('/');
}

/**
 * Ends the visit (best effort: a visit that already ran out has nothing to end) and goes back to the admin's own
 * account on the page the visit began on.
 */
export async function endViewAs(): Promise<void> {
  try {
    // The stored token as it is, never refreshed first: a visit that ran out must not send the page to sign-out.
    const access = getAccessToken();
    await sendRequest(
      '/api/view-as/end',
      { method: 'POST', headers: access ? { ahauth: `Bearer ${access}` } : {} },
      { auth: false },
    );
  } catch {
    // Offline or refused: the visit ends by itself within the hour; the admin goes back all the same.
  } finally {
    pageLoader.assign(restoreStashedTokens() ?? '/');
  }
}
