import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { resetRecentPages } from './pages/api';
import { LoginPage } from './pages/login-page';

test('the advertiser user opening /systemAdmin is told they have no access', async ({ page, request }) => {
  await resetRecentPages(request, 'advertiser@sightline.test');
  await new LoginPage(page).open();
  await new LoginPage(page).signIn('advertiser@sightline.test');
  await new AppShell(page).expectHome();
  await page.goto('/systemAdmin');
  await expect(page.getByText('Sorry, you do not have access.')).toBeVisible();
});

test('an unknown path shows Page not found with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('a signed-out visit to /advertiser goes to login and returns there after sign-in', async ({ page }) => {
  await page.goto('/advertiser');
  await expect(page).toHaveURL(/\/login\?nextUrl=%2Fadvertiser/);
  await new LoginPage(page).signIn('advertiser@sightline.test');
  await expect(page).toHaveURL(/\/advertiser$/);
  await new AppShell(page).expectScreen('Advertiser View');
});

test('a signed-in user returning to / lands on the most recent page', async ({ page }) => {
  await page.goto('/advertiser');
  await new LoginPage(page).signIn('agency.staff@sightline.test');
  await expect(page).toHaveURL(/\/advertiser$/);
  await new AppShell(page).expectScreen('Advertiser View');
  await page.goto('/');
  await expect(page).toHaveURL(/\/advertiser$/);
});

test('a user without SHOW_ORDER_SUMMARY_VIEW is sent home from /orders', async ({ page, request }) => {
  await resetRecentPages(request, 'dash.admin@sightline.test');
  await new LoginPage(page).open();
  await new LoginPage(page).signIn('dash.admin@sightline.test');
  await new AppShell(page).expectHome();
  await page.goto('/orders?tab=orderlist');
  await new AppShell(page).expectHome();
});
