/**
 * Token refresh of 000 §4: the access token is refreshed before a call when fewer than TOKEN_EXPIRY_MARGIN_S
 * seconds remain, and all concurrent callers share ONE refresh request. A 400/401 answer ends the session
 * (tokens cleared, navigation to /logout); any other failure throws FAILED_REFRESH.
 */
import { PRODUCT_ID } from '../domain/constants';
import { FAILED_REFRESH } from '../domain/messages';
import { ApiError } from './api-error';
import { isRecord, stringField } from './narrow';
import { trackRequest } from './network-events';
import { notifySessionExpired } from './session-events';
import {
  clearTokens,
  decodeClaims,
  getAccessToken,
  getGuestToken,
  getRefreshToken,
  needsRefresh,
  setTokens,
} from './token-store';

export const REFRESH_PATH = '/api/auth/token/refresh/';

let inflight: Promise<string> | null = null;

function endSession(status: number): never {
  clearTokens();
  notifySessionExpired();
  throw new ApiError(FAILED_REFRESH, status);
}

async function requestRefresh(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) endSession(401);
  const claims = decodeClaims(getAccessToken() ?? '');
  const body = {
    refresh,
    product_id: PRODUCT_ID,
    agency_id: claims?.agency ?? null,
    sub_agency_id: claims?.sub_agency ?? null,
    station_id: claims?.station ?? null,
  };
  let response: Response;
  try {
    response = await trackRequest(() =>
      fetch(REFRESH_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    );
  } catch {
    throw new Error(FAILED_REFRESH);
  }
  if (response.status === 400 || response.status === 401) endSession(response.status);
  if (!response.ok) throw new Error(FAILED_REFRESH);
  const json: unknown = await response.json().catch(() => null);
  const access = isRecord(json) ? stringField(json, 'access') : undefined;
  if (!isRecord(json) || !access) throw new Error(FAILED_REFRESH);
  setTokens(access, stringField(json, 'refresh'));
  return access;
}

/**
 * Refresh tokens rotate and a reused one ends the session, so two tabs must never refresh with the same token:
 * a Web Lock serialises refreshes across tabs, and a tab that waited uses the tokens the other tab stored.
 */
function refreshAcrossTabs(): Promise<string> {
  const before = getRefreshToken();
  const run = async (): Promise<string> => {
    const access = getAccessToken();
    if (getRefreshToken() !== before && access && !needsRefresh(access)) return access;
    return requestRefresh();
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('sightline-token-refresh', run).then(async (access) => await access) : run();
}

/** Refreshes now; concurrent callers receive the same promise. */
export function refreshAccessToken(): Promise<string> {
  inflight ??= refreshAcrossTabs().finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * The token to send: a share link's guest token as is while one is set (it is not refreshable: the link is opened
 * again instead), else the stored access token, refreshed first when it is about to expire; null when signed out.
 */
export async function freshAccessToken(): Promise<string | null> {
  const guest = getGuestToken();
  if (guest) return guest;
  const access = getAccessToken();
  if (!access) return null;
  if (!needsRefresh(access)) return access;
  return refreshAccessToken();
}
