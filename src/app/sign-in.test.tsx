import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, jsonResponse, stubFetch } from './testing/render-app';
import { testUser } from './testing/fixtures';
import { LOGIN_ERRORS } from '../domain/messages';

async function signIn(): Promise<void> {
  await userEvent.type(await screen.findByLabelText(/E-mail/), 'someone@example.com');
  await userEvent.type(screen.getByLabelText(/Password/), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in routes', () => {
  it('maps a refusal with a server error to FAILED_LOGIN', async () => {
    stubFetch((path) =>
      path === '/api/login' ? jsonResponse({ error: 'Invalid credentials' }, 401) : jsonResponse({}),
    );
    renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_ERRORS.FAILED_LOGIN);
  });

  it('maps an answer without auth and without error to FAILED_AUTH', async () => {
    stubFetch((path) => (path === '/api/login' ? jsonResponse({ auth: false }) : jsonResponse({})));
    renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_ERRORS.FAILED_AUTH);
  });

  it('maps an empty answer to NO_RESPONSE', async () => {
    stubFetch((path) => (path === '/api/login' ? new Response('', { status: 502 }) : jsonResponse({})));
    renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_ERRORS.NO_RESPONSE);
  });

  it('sends the host name as domain and goes on to nextUrl after signing in', async () => {
    const user = { ...testUser(), accessToken: 'a.b.c', refreshToken: 'r1' };
    const fetchMock = stubFetch((path) => {
      if (path === '/api/login') return jsonResponse({ auth: true, user });
      if (path.startsWith('/api/user/recent-pages')) return jsonResponse({ pages: [] });
      return jsonResponse({ auth: true, user });
    });
    const { router } = renderApp('/login?nextUrl=%2Fadvertiser');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/advertiser'));
    const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/login');
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: 'someone@example.com',
      password: 'secret',
      domain: window.location.hostname,
    });
    expect(localStorage.getItem('sightline.refresh')).toBe('r1');
  });

  it('shows the server error of a failed token login', async () => {
    stubFetch((path) =>
      path === '/api/tokenlogin' ? jsonResponse({ error: 'Token expired', notfound: true }, 401) : jsonResponse({}),
    );
    renderApp('/login?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token expired');
  });

  it('shows FAILED_AH_AUTH when partner sign-on fails without an error', async () => {
    stubFetch((path) => (path === '/api/ahlogin' ? jsonResponse({}, 401) : jsonResponse({})));
    renderApp('/ahlogin?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_ERRORS.FAILED_AH_AUTH);
  });
});
