import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_KEY, setGuestToken, setTokens } from '../data/token-store';
import { sharedPayload } from '../features/share/fixtures';
import { isSharedTokenAtom, themeAtom } from '../state/session.atoms';
import { jsonResponse, renderApp, stubFetch } from './testing/render-app';
import { testUser } from './testing/fixtures';

const PASSWORD_REQUIRED = 'This shared dashboard is protected by a password.';
const WRONG_PASSWORD = 'The password is not correct.';
const SUMMARY = '/api/advertiser/performance/summary';

interface Call {
  path: string;
  ahauth: string | null;
  password: string | null;
  body: unknown;
}

/** Answers the shared dashboard with `open` and the summary call with figures; records every call. */
function serve(open: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  stubFetch((path, init) => {
    const headers = new Headers(init?.headers);
    const call = {
      path,
      ahauth: headers.get('ahauth'),
      password: headers.get('x-share-password'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    };
    calls.push(call);
    if (path.startsWith('/api/getSharedDashboard')) return open(call);
    if (path === SUMMARY) return jsonResponse({ DISPLAYTotal: { Impressions: 12345, Clicks: 67 } });
    return jsonResponse({ error: 'not found' }, 404);
  });
  return calls;
}

const summaryCalls = (calls: Call[]): Call[] => calls.filter((c) => c.path === SUMMARY);

/** The screen's code loads lazily: the first test of a run waits for it too. */
const SCREEN_LOAD = { timeout: 5_000 };
const dashboardHeading = (): Promise<HTMLElement> =>
  screen.findByRole('heading', { level: 1, name: 'Riverside Auto Group' }, SCREEN_LOAD);

/** Share links at route level: the guest's page inside the real router, guard and chrome. */
describe('shared dashboard routes', () => {
  afterEach(() => {
    setGuestToken(null);
  });

  it('shows the loading state while the shared dashboard loads', async () => {
    serve(() => new Promise<Response>(() => undefined));
    renderApp('/s/abc123', { user: testUser() });
    expect(await screen.findByText('Loading shared dashboard…', {}, SCREEN_LOAD)).toBeInTheDocument();
    // Until the link has opened, a signed-in user's chrome is still there.
    expect(screen.getByRole('button', { name: /Sam Staff/ })).toBeInTheDocument();
  });

  it('opens a token link as a guest: branded, the link range as text, guest token on data calls, token out of the address', async () => {
    const calls = serve(() => jsonResponse(sharedPayload()));
    setTokens('user-access-token', 'user-refresh-token');
    const { router, store } = renderApp('/shared-preview?t=secret-token', { user: testUser() });

    expect(await dashboardHeading()).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/getSharedDashboard?t=secret-token', ahauth: null, password: null });
    await waitFor(() => expect(router.state.location.href).toBe('/shared-preview'));
    expect(screen.getByText('Shared by Sinclair Digital')).toBeInTheDocument();
    expect(screen.getByLabelText('Date range')).toHaveTextContent('5/16/26 – 6/14/26');
    expect(screen.queryByRole('combobox', { name: 'Date range' })).toBeNull();

    await waitFor(() => expect(summaryCalls(calls)).toHaveLength(1));
    // Display tab: of the shared campaigns 101 (DISPLAY) and 103 (OTT), only 101; the link's own range.
    expect(summaryCalls(calls)[0]).toMatchObject({
      ahauth: 'Bearer guest.etoken.jwt',
      body: {
        advertiserId: 10000001,
        daterange: 'customRange',
        startDate: '2026-05-16',
        endDate: '2026-06-14',
        campaigns: [{ id: 101, type: 'DISPLAY' }],
      },
    });
    expect(await screen.findByText('12,345')).toBeInTheDocument();

    const notes = screen.getByRole('list', { name: 'Notes' });
    expect(within(notes).getByRole('listitem', { name: 'Creative refresh' })).toHaveTextContent(
      '6/01/26 · Spring Display',
    );
    expect(store.get(isSharedTokenAtom)).toBe(true);
    expect(store.get(themeAtom).code).toBe('sbg');
    expect(localStorage.getItem(ACCESS_KEY)).toBe('user-access-token');
    // A shared session shows no signed-in chrome, and no share or campaign menus.
    expect(screen.queryByRole('button', { name: /Sam Staff/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Tenant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('link', { name: /home/ })).toBeNull();
  });

  it('keeps a short-id address as it is', async () => {
    const calls = serve(() => jsonResponse(sharedPayload()));
    const { router } = renderApp('/s/abc123');
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/getSharedDashboard?id=abc123');
    expect(router.state.location.href).toBe('/s/abc123');
  });

  it('lets the guest change the range when the link allows it, and asks with the new range', async () => {
    const calls = serve(() => jsonResponse(sharedPayload({ allDateAccess: true })));
    renderApp('/s/abc123');
    const picker = await screen.findByRole('combobox', { name: 'Date range' }, SCREEN_LOAD);
    await waitFor(() => expect(summaryCalls(calls)).toHaveLength(1));
    await userEvent.selectOptions(picker, 'last7days');
    await waitFor(() => expect(summaryCalls(calls)).toHaveLength(2));
    expect(summaryCalls(calls)[1]?.body).toMatchObject({ daterange: 'last7days' });
    expect(summaryCalls(calls)[1]?.body).not.toHaveProperty('startDate');
  });

  it('asks for the password, shows the refusal of a wrong one, and opens with the right one', async () => {
    const calls = serve(({ password }) =>
      password === 'river-2026'
        ? jsonResponse(sharedPayload())
        : jsonResponse({ error: password ? WRONG_PASSWORD : PASSWORD_REQUIRED }, 401),
    );
    renderApp('/s/abc123');
    const form = await screen.findByRole('form', { name: PASSWORD_REQUIRED }, SCREEN_LOAD);
    await userEvent.type(within(form).getByLabelText(/Password/), 'nope-nope');
    await userEvent.click(within(form).getByRole('button', { name: 'Open dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_PASSWORD);
    expect(calls.at(-1)).toMatchObject({ path: '/api/getSharedDashboard?id=abc123', password: 'nope-nope' });

    const again = screen.getByRole('form', { name: PASSWORD_REQUIRED });
    await userEvent.clear(within(again).getByLabelText(/Password/));
    await userEvent.type(within(again).getByLabelText(/Password/), 'river-2026');
    await userEvent.click(within(again).getByRole('button', { name: 'Open dashboard' }));
    expect(await dashboardHeading()).toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('?id=abc123') && c.path.includes('river'))).toBe(false);
  });

  it.each([
    [404, 'This shared dashboard does not exist or is no longer shared.'],
    [410, 'This shared link has expired.'],
  ])('shows the server message of a %i answer, with no retry', async (status, message) => {
    serve(() => jsonResponse({ error: message }, status));
    renderApp('/s/abc123');
    expect(await screen.findByRole('alert', {}, SCREEN_LOAD)).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry when the server could not answer', async () => {
    let attempts = 0;
    serve(() =>
      ++attempts === 1 ? jsonResponse({ error: 'Service unavailable' }, 503) : jsonResponse(sharedPayload()),
    );
    renderApp('/s/abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await dashboardHeading()).toBeInTheDocument();
  });

  it('says to open the link again when the share route has no link', async () => {
    const calls = serve(() => jsonResponse(sharedPayload()));
    renderApp('/shared-preview');
    expect(await screen.findByRole('alert')).toHaveTextContent('Open that link again');
    expect(calls.filter((c) => c.path.startsWith('/api/getSharedDashboard'))).toHaveLength(0);
  });

  it('sends the guest from an auth route to denied with err=not_auth', async () => {
    serve(() => jsonResponse(sharedPayload()));
    const { router } = renderApp('/s/abc123');
    await dashboardHeading();
    await router.navigate({ to: '/home' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/denied'));
    expect(router.state.location.search).toEqual({ err: 'not_auth' });
  });
});
