import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiFetch } from '../data/rest-client';
import { setTokens } from '../data/token-store';
import { FAILED_REFRESH } from '../domain/messages';
import { networkActivityAtom } from '../state/network.atoms';
import { jsonResponse, renderApp, stubFetch } from './testing/render-app';
import { testUser } from './testing/fixtures';
import { wireNetwork } from './wire-network';

const expiring = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 10 }))}.sig`;

describe('network wiring', () => {
  it('navigates to /logout when the refresh is refused with 401', async () => {
    stubFetch((path) =>
      path === '/api/auth/token/refresh/' ? jsonResponse({ error: 'revoked' }, 401) : jsonResponse({}),
    );
    setTokens(expiring, 'refresh-1');
    const { store, router } = renderApp('/home?recent=true', { user: testUser() });
    const unwire = wireNetwork(store, router);
    await expect(apiFetch('/api/anything')).rejects.toThrow(FAILED_REFRESH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    unwire();
  });

  it('counts a pending request and returns to zero when it ends', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { store, router } = renderApp('/home?recent=true', { user: testUser() });
    const unwire = wireNetwork(store, router);
    const pending = apiFetch('/api/slow');
    await waitFor(() => expect(store.get(networkActivityAtom)).toBe(1));
    answer(jsonResponse({ ok: true }));
    await pending;
    expect(store.get(networkActivityAtom)).toBe(0);
    unwire();
  });
});
