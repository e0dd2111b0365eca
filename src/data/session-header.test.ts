// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './rest-client';
import { setGuestToken, setTokens } from './token-store';

function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown): string => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

/** Answers each call with the session header it carried (null when none). */
function stubFetch(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ session: new Headers(init?.headers).get('session_id') }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
}

describe('the session header on REST calls (001 §6)', () => {
  beforeEach(() => {
    localStorage.clear();
    setGuestToken(null);
    stubFetch();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the token's session id on the search, agency and tooltip calls only", async () => {
    setTokens(jwt({ exp: Math.floor(Date.now() / 1000) + 900, sid: 'session-7' }), 'refresh');
    expect(await apiFetch('/api/linearAdminClientsSearch?limit=200')).toEqual({ session: 'session-7' });
    expect(await apiFetch('/api/getAgency/1')).toEqual({ session: 'session-7' });
    expect(await apiFetch('/api/tooltip')).toEqual({ session: 'session-7' });
    expect(await apiFetch('/api/admin/users')).toEqual({ session: null });
  });

  it('sends none for a share-link guest, whose token names no session', async () => {
    setGuestToken(jwt({ typ: 'grant', exp: Math.floor(Date.now() / 1000) + 60 }));
    expect(await apiFetch('/api/tooltip')).toEqual({ session: null });
  });
});
