import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../data/token-store';
import { AUTH_FALLBACK_MS } from '../domain/constants';
import { App } from './App';
import { startSession } from './use-auth-bootstrap';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router/create-router';
import { jsonResponse, stubFetch } from './testing/render-app';

const sbgTheme = {
  code: 'sbg',
  name: 'SBG',
  companyName: 'SBG',
  logo: '/brand/sbg/logo.svg',
  favicon: '/brand/sbg/favicon.svg',
};

function renderBootstrap(store = createStore(), session?: Promise<void>): void {
  const router = createAppRouter({ context: { store }, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <AppProviders store={store}>
      <App router={router} session={session} />
    </AppProviders>,
  );
}

const authCalls = (mock: ReturnType<typeof stubFetch>): string[] =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/auth?'));

describe('start-up', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the host theme and shows its brand on the login page', async () => {
    const mock = stubFetch((path) =>
      path.startsWith('/api/auth?') ? jsonResponse({ auth: false, theme: sbgTheme }) : jsonResponse({}),
    );
    renderBootstrap();
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    for (const logo of screen.getAllByRole('img', { name: 'SBG logo' })) {
      expect(logo).toHaveAttribute('src', '/brand/sbg/logo.svg');
    }
    expect(authCalls(mock)).toEqual(['/api/auth?theme_code=agency']);
    await waitFor(() =>
      expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/brand/sbg/favicon.svg'),
    );
  });

  it('uses the session check begun before the first render, and asks only once', async () => {
    const mock = stubFetch((path) =>
      path.startsWith('/api/auth?') ? jsonResponse({ auth: false, theme: sbgTheme }) : jsonResponse({}),
    );
    const store = createStore();
    const session = startSession(store);
    // main.tsx starts it before rendering: the request goes out with nothing rendered yet.
    await waitFor(() => expect(authCalls(mock)).toEqual(['/api/auth?theme_code=agency']));
    renderBootstrap(store, session.settled);
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(authCalls(mock)).toEqual(['/api/auth?theme_code=agency']);
  });

  it('asks again with the active agency, sub-agency and station when no user arrived in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setTokens(`e30.${btoa(JSON.stringify({ exp: 9999999999, agency: 3, sub_agency: 4, station: 5 }))}.sig`, 'r');
    const mock = stubFetch((path) =>
      path.startsWith('/api/auth?') ? jsonResponse({ auth: false, theme: sbgTheme }) : jsonResponse({}),
    );
    renderBootstrap();
    await waitFor(() => expect(authCalls(mock)).toHaveLength(1));
    vi.advanceTimersByTime(AUTH_FALLBACK_MS);
    await waitFor(() =>
      expect(authCalls(mock)[1]).toBe('/api/auth?theme_code=agency&agency_id=3&sub_agency_id=4&station_id=5'),
    );
  });
});
