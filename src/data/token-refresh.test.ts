// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILED_REFRESH, API_OFFLINE } from '../domain/messages';
import { PRODUCT_ID } from '../domain/constants';
import { apiFetch } from './rest-client';
import { setSessionExpiredHandler } from './session-events';
import { getAccessToken, getRefreshToken, setTokens } from './token-store';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown): string => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

const nowS = (): number => Math.floor(Date.now() / 1000);
const expiring = jwt({ exp: nowS() + 30, agency: 3, sub_agency: null, station: 9 });
const fresh = jwt({ exp: nowS() + 900 });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubApi(refreshAnswer: () => Response): ReturnType<typeof vi.fn> {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path === '/api/auth/token/refresh/') return Promise.resolve(refreshAnswer());
    const header = new Headers(init?.headers).get('ahauth');
    return Promise.resolve(json({ path, header }));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const refreshCalls = (mock: ReturnType<typeof vi.fn>): unknown[][] =>
  mock.mock.calls.filter(([url]) => url === '/api/auth/token/refresh/');

describe('shared token refresh', () => {
  beforeEach(() => {
    localStorage.clear();
    setTokens(expiring, 'refresh-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes one refresh request for two concurrent calls and sends the new token', async () => {
    const mock = stubApi(() => json({ access: fresh, refresh: 'refresh-2' }));
    const [first, second] = await Promise.all([apiFetch('/api/a'), apiFetch('/api/b')]);
    expect(refreshCalls(mock)).toHaveLength(1);
    expect(first).toEqual({ path: '/api/a', header: `Bearer ${fresh}` });
    expect(second).toEqual({ path: '/api/b', header: `Bearer ${fresh}` });
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('uses the tokens another tab stored while this one waited for the refresh lock', async () => {
    const mock = stubApi(() => json({ access: fresh, refresh: 'refresh-2' }));
    const otherTab = jwt({ exp: nowS() + 900, agency: 3 });
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, callback: () => Promise<string>) => {
          setTokens(otherTab, 'refresh-from-other-tab');
          return callback();
        },
      },
    });
    expect(await apiFetch('/api/a')).toEqual({ path: '/api/a', header: `Bearer ${otherTab}` });
    expect(refreshCalls(mock)).toHaveLength(0);
    expect(getRefreshToken()).toBe('refresh-from-other-tab');
  });

  it('sends refresh, product id and the tenancy of the token', async () => {
    const mock = stubApi(() => json({ access: fresh, refresh: 'refresh-2' }));
    await apiFetch('/api/a');
    const body: unknown = JSON.parse(String((refreshCalls(mock)[0]?.[1] as RequestInit).body));
    expect(body).toEqual({ refresh: 'refresh-1', product_id: PRODUCT_ID, agency_id: 3, sub_agency_id: null, station_id: 9 });
  });

  it('clears the tokens and navigates to /logout when the refresh is refused with 401', async () => {
    stubApi(() => json({ error: 'revoked' }, 401));
    const navigate = vi.fn();
    const restore = setSessionExpiredHandler(navigate);
    await expect(apiFetch('/api/a')).rejects.toThrow(FAILED_REFRESH);
    restore();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });

  it("throws 'Failed to refresh token' when the refresh fails with 500", async () => {
    stubApi(() => json({ error: 'boom' }, 500));
    const navigate = vi.fn();
    const restore = setSessionExpiredHandler(navigate);
    await expect(apiFetch('/api/a')).rejects.toThrow(FAILED_REFRESH);
    restore();
    expect(navigate).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe(expiring);
  });

  it('does not refresh a token with time left', async () => {
    setTokens(fresh, 'refresh-1');
    const mock = stubApi(() => json({ access: fresh }));
    await apiFetch('/api/a');
    expect(refreshCalls(mock)).toHaveLength(0);
  });
});

describe('rest client errors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("throws 'api offline' on a 417 answer", async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('api offline', { status: 417 }))));
    await expect(apiFetch('/api/a')).rejects.toMatchObject({ message: API_OFFLINE, status: 417 });
  });

  it('throws the error of a JSON { error } body with its status', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ error: 'Missing advertiser id' }, 400))));
    await expect(apiFetch('/api/a')).rejects.toMatchObject({ message: 'Missing advertiser id', status: 400 });
  });
});
