import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { resetRecentPages } from './pages/api';
import { LoginPage } from './pages/login-page';

const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

test('no request of the page ever leaves the host', async ({ page, request }) => {
  await resetRecentPages(request, 'agency.admin@sightline.test');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await new LoginPage(page).open();
  await new LoginPage(page).signIn('agency.admin@sightline.test');
  await new AppShell(page).expectHome();
  await page.goto('/advertiser');
  await new AppShell(page).expectScreen('Advertiser View');
  expect(requests.length).toBeGreaterThan(5);
  const external = requests.filter((url) => {
    const parsed = new URL(url);
    return !['data:', 'blob:'].includes(parsed.protocol) && !LOCAL.test(parsed.hostname);
  });
  expect(external).toEqual([]);
  // The fonts really are served by us.
  expect(requests.some((url) => /\.woff2?$/.test(new URL(url).pathname))).toBe(true);
});

test('after a visit, a reload without network still opens the portal from the cached shell', async ({
  page,
  context,
  request,
}) => {
  await resetRecentPages(request, 'agency.admin@sightline.test');
  await new LoginPage(page).open();
  await new LoginPage(page).signIn('agency.admin@sightline.test');
  await new AppShell(page).expectHome();
  // The worker takes control at the next load; from then on the page names the assets it used (static routes
  // keep the worker from seeing them fetched) and the worker stores them.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await new AppShell(page).expectHome();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
            (s) => new URL(s.src).pathname,
          );
          const cache = await caches.open('sightline-shell-v1');
          const held = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
          return scripts.length > 0 && scripts.every((path) => held.has(path));
        }),
      { timeout: 15_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  try {
    await page.reload();
    // No network: the session check fails, so the portal (index.html and its scripts, all from the cache)
    // shows its sign-in page instead of the browser's error page.
    await expect(new LoginPage(page).form()).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
