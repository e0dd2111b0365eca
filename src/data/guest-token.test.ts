// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './rest-client';
import { freshAccessToken } from './token-refresh';
import { ACCESS_KEY, getAccessToken, getGuestToken, getRefreshToken, REFRESH_KEY, setGuestToken, setTokens } from './token-store';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown): string => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

const nowS = (): number => Math.floor(Date.now() / 1000);
/** A guest token about to expire: it must still be sent as is, never refreshed. */
const guest = jwt({ typ: 'grant', exp: nowS() + 5 });
const userAccess = jwt({ exp: nowS() + 900, agency: 3 });

function stubFetch(): ReturnType<typeof vi.fn> {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ path: String(input), header: new Headers(init?.headers).get('ahauth') }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('share-link guest token', () => {
  beforeEach(() => {
    localStorage.clear();
    setGuestToken(null);
  });
  afterEach(() => {
    setGuestToken(null);
    vi.unstubAllGlobals();
  });

  it('is sent as is on every call while set, with no refresh even near its expiry', async () => {
    const mock = stubFetch();
    setGuestToken(guest);
    expect(await freshAccessToken()).toBe(guest);
    expect(await apiFetch('/api/advertiser/performance/summary')).toEqual({
      path: '/api/advertiser/performance/summary',
      header: `Bearer ${guest}`,
    });
    expect(mock.mock.calls.map(([url]) => String(url))).toEqual(['/api/advertiser/performance/summary']);
  });

  it("leaves a signed-in user's stored tokens alone, and they are used again once the guest token is cleared", async () => {
    setTokens(userAccess, 'refresh-1');
    setGuestToken(guest);
    expect(await freshAccessToken()).toBe(guest);
    expect(localStorage.getItem(ACCESS_KEY)).toBe(userAccess);
    expect(localStorage.getItem(REFRESH_KEY)).toBe('refresh-1');
    setGuestToken(null);
    expect(getGuestToken()).toBeNull();
    expect(await freshAccessToken()).toBe(userAccess);
    expect(getAccessToken()).toBe(userAccess);
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('is never written to storage', () => {
    setGuestToken(guest);
    expect(Object.values({ ...localStorage })).not.toContain(guest);
    expect(Object.values({ ...sessionStorage })).not.toContain(guest);
  });
});
