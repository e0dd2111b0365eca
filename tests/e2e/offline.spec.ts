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
