import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { resetRecentPages } from './pages/api';
import { LoginPage } from './pages/login-page';

const DEMO_USERS = [
  'super@sightline.test',
  'agency.admin@sightline.test',
  'dash.admin@sightline.test',
  'agency.staff@sightline.test',
  'multi.agency@sightline.test',
  'subagency@sightline.test',
  'station@sightline.test',
  'advertiser@sightline.test',
  'other.agency@sightline.test',
];

test.describe('demo users sign in', () => {
  for (const email of DEMO_USERS) {
    test(`${email} signs in and lands on home`, async ({ page, request }) => {
      await resetRecentPages(request, email);
      await page.goto('/');
      await expect(page).toHaveURL(/\/login/);
      await new LoginPage(page).signIn(email);
      await new AppShell(page).expectHome();
    });
  }

  test('a wrong password shows the spec message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('agency.staff@sightline.test', 'not-the-password');
    await expect(login.error()).toContainText(
      'Failed to login. If this is a valid account, please confirm your password.',
    );
  });
});
