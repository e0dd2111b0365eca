import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../domain/messages';
import { jsonResponse, renderApp, stubFetch } from './testing/render-app';
import { testUser } from './testing/fixtures';

const LINK = {
  purpose: 'invite',
  email: 'ann@example.com',
  fullName: 'Ann Lee',
  expiresAt: '2026-06-18T16:00:00.000Z',
};

/** Pastes the text: typing it key by key is slow in these full-app renders. */
async function typeInto(field: HTMLElement | Promise<HTMLElement>, text: string): Promise<void> {
  await userEvent.click(await field);
  await userEvent.paste(text);
}

const bodyOf = (mock: ReturnType<typeof stubFetch>, path: string): unknown => {
  const call = mock.mock.calls.find(([url]) => url === path);
  return JSON.parse(String(call?.[1]?.body));
};

describe('/set-password', () => {
  it('says whom an invitation is for, checks the rules and the repeat, then saves and signs in', async () => {
    const user = { ...testUser(), accessToken: 'a.b.c', refreshToken: 'r1' };
    const fetchMock = stubFetch((path) => {
      if (path === '/api/password/token/tok123') return jsonResponse(LINK);
      if (path === '/api/password/set') return jsonResponse({ email: LINK.email });
      if (path === '/api/login') return jsonResponse({ auth: true, user });
      if (path.startsWith('/api/user/recent-pages')) return jsonResponse({ pages: [] });
      return jsonResponse({ auth: true, user });
    });
    const { router } = renderApp('/set-password?token=tok123');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('For ann@example.com')).toBeInTheDocument();
    expect(screen.getByText(messageText('passwordRuleLength', { min: 10 }))).toBeInTheDocument();

    await typeInto(screen.getByLabelText(/New password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.passwordSetSubmit }));
    expect(await screen.findByText(messageText('passwordTooShort', { min: 10 }))).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/New password/));
    await typeInto(screen.getByLabelText(/New password/), 'a good long phrase');
    await typeInto(screen.getByLabelText(/Repeat the password/), 'a good long phrasf');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.passwordSetSubmit }));
    expect(await screen.findByText(MESSAGES.passwordsDiffer)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/password/set')).toBe(false);

    await userEvent.clear(screen.getByLabelText(/Repeat the password/));
    await typeInto(screen.getByLabelText(/Repeat the password/), 'a good long phrase');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.passwordSetSubmit }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/set-password'));
    expect(bodyOf(fetchMock, '/api/password/set')).toEqual({ token: 'tok123', password: 'a good long phrase' });
    expect(bodyOf(fetchMock, '/api/login')).toMatchObject({ email: LINK.email, password: 'a good long phrase' });
  }, 15_000);

  it('shows why a link cannot be used, with a way to ask for a new one', async () => {
    stubFetch((path) =>
      path.startsWith('/api/password/token/')
        ? jsonResponse({ error: MESSAGES.passwordLinkUsed }, 410)
        : jsonResponse({ auth: false }),
    );
    renderApp('/set-password?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordLinkUsed);
    expect(screen.getByRole('link', { name: MESSAGES.passwordAskNewLink })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: MESSAGES.passwordBackToSignIn })).toHaveAttribute('href', '/login');
  });

  it('says a page opened without a token has no valid link, without asking the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ auth: false }));
    renderApp('/set-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.passwordLinkUnknown);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/password/'))).toBe(false);
  });

  it('shows the server’s refusal of a password beside the field', async () => {
    stubFetch((path) => {
      if (path.startsWith('/api/password/token/')) return jsonResponse({ ...LINK, purpose: 'reset' });
      if (path === '/api/password/set') return jsonResponse({ error: 'Server says no.', field: 'password' }, 400);
      return jsonResponse({ auth: false });
    });
    renderApp('/set-password?token=abc');
    expect(await screen.findByRole('heading', { name: MESSAGES.passwordSetTitleReset })).toBeInTheDocument();
    await typeInto(screen.getByLabelText(/New password/), 'a good long phrase');
    await typeInto(screen.getByLabelText(/Repeat the password/), 'a good long phrase');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.passwordSetSubmit }));
    expect(await screen.findByText('Server says no.')).toBeInTheDocument();
  });
});

describe('/forgot-password', () => {
  it('is linked from the sign-in form', async () => {
    stubFetch(() => jsonResponse({ auth: false }));
    const { router } = renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: MESSAGES.passwordForgotLink }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: MESSAGES.passwordForgotTitle })).toBeInTheDocument();
  });

  it('sends the address and shows the server’s answer', async () => {
    const fetchMock = stubFetch((path) =>
      path === '/api/password/forgot'
        ? jsonResponse({ message: MESSAGES.passwordForgotSent }, 202)
        : jsonResponse({ auth: false }),
    );
    renderApp('/forgot-password');
    await typeInto(await screen.findByLabelText(/E-mail/), ' ann@example.com ');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.passwordForgotSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordForgotSent);
    expect(bodyOf(fetchMock, '/api/password/forgot')).toEqual({ email: 'ann@example.com' });
  });

  it('shows a refusal (throttled) as an error', async () => {
    const paused = messageText('passwordForgotPausedMinutes', { minutes: 12 });
    stubFetch((path) =>
      path === '/api/password/forgot' ? jsonResponse({ error: paused }, 429) : jsonResponse({ auth: false }),
    );
    renderApp('/forgot-password');
    await typeInto(await screen.findByLabelText(/E-mail/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.passwordForgotSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(paused);
  });
});
