import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens } from '../data/token-store';
import { themeAtom } from '../state/session.atoms';
import { paletteTheme } from '../ui/palette-theme';
import { testUser } from './testing/fixtures';
import { jsonResponse, renderApp, stubFetch } from './testing/render-app';

/** An advertiser of agency B (SBG); the signed-in users' own theme is agency A's (Compulse). */
const AGENCY_B_ADVERTISER = 20000001;
const OWN = paletteTheme('compulse');
const AGENCY_B = paletteTheme('sbg');

/** The server: `/api/auth` with an advertiser gives agency B's theme (what it answers a superuser), the rest empty. */
function serve(): () => string[] {
  const mock = stubFetch((path) => {
    if (path.startsWith('/api/auth?'))
      return jsonResponse({
        auth: true,
        theme: path.includes(`advertiser_id=${AGENCY_B_ADVERTISER}`) ? AGENCY_B : OWN,
      });
    if (path.startsWith('/api/advertiser/campaigns/')) return jsonResponse({ Campaign: [], CampTypes: [] });
    if (path === '/graph') return jsonResponse({ data: null, errors: [{ message: 'Missing layouts for this user' }] });
    return jsonResponse([]);
  });
  return () => mock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/auth?'));
}

const opened = `/advertiser?advertiserId=${AGENCY_B_ADVERTISER}&advertiserName=Harbor%20Marine`;
/** The app's chrome mounts once the screen's code has loaded, lazily: the first test of a run waits for it too. */
const SCREEN_LOAD = { timeout: 10_000 };
const themeColor = (): string | null | undefined =>
  document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content');
/** The primary colour of the Chakra system in force: the last one injected. */
const chakraPrimary = (): string | undefined =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.textContent ?? '').matchAll(/--chakra-colors-brand-primary:\s*([^;}]+)/g)])
    .map((match) => match[1]!.trim())
    .at(-1);

describe("a superuser on an advertiser sees its agency's theme (000 §6)", () => {
  afterEach(() => clearTokens());

  it("takes agency B's theme on an agency-B advertiser, and its own again at home", async () => {
    const authCalls = serve();
    const { store, router } = renderApp(opened, { user: testUser({ is_superuser: true }) });
    store.set(themeAtom, OWN);
    await waitFor(() => expect(store.get(themeAtom).code).toBe('sbg'), SCREEN_LOAD);
    expect(authCalls()).toContain(`/api/auth?theme_code=agency&advertiser_id=${AGENCY_B_ADVERTISER}`);
    expect(screen.getAllByRole('img', { name: 'SBG logo' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(themeColor()).toBe(AGENCY_B.colors.primary));
    expect(chakraPrimary()).toBe(AGENCY_B.colors.primary);
    expect(AGENCY_B.colors.primary).not.toBe(OWN.colors.primary);
    expect(document.title).toContain('SBG');

    // A session answer meanwhile (a token refresh, an agency switch) changes the own theme, not this view.
    store.set(themeAtom, paletteTheme('demo'));
    expect(store.get(themeAtom).code).toBe('sbg');

    await router.navigate({ to: '/home' });
    await waitFor(() => expect(store.get(themeAtom).code).toBe('demo'));
    await waitFor(() => expect(themeColor()).toBe(paletteTheme('demo').colors.primary));
    expect(chakraPrimary()).toBe(paletteTheme('demo').colors.primary);
  }, 15_000);

  it('keeps everyone else on their own theme', async () => {
    const authCalls = serve();
    const { store } = renderApp(opened, { user: testUser() });
    store.set(themeAtom, OWN);
    // The chrome is up (where the superuser's switch starts at once); give a request time to go out.
    expect((await screen.findAllByRole('img', { name: 'Compulse logo' }, SCREEN_LOAD)).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.get(themeAtom).code).toBe('compulse');
    expect(screen.queryAllByRole('img', { name: 'SBG logo' })).toEqual([]);
    expect(themeColor()).toBe(OWN.colors.primary);
    expect(chakraPrimary()).toBe(OWN.colors.primary);
    expect(authCalls()).toEqual([]);
  }, 15_000);
});
