import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { DEMO_PASSWORD, LoginPage } from './pages/login-page';

const PORT = process.env.E2E_PORT ?? '3100';

async function brandOf(page: Page, host: string) {
  await page.goto(`http://${host}:${PORT}/login`);
  const logo = page.getByRole('main').getByRole('img', { name: /logo/ });
  await expect(logo).toBeVisible();
  const button = page.getByRole('button', { name: 'Sign in' });
  return {
    logo: await logo.getAttribute('alt'),
    button: await button.evaluate((el) => getComputedStyle(el).backgroundColor),
    font: await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily),
    favicon: await page.locator('link[rel~="icon"]').getAttribute('href'),
  };
}

test('two theme hosts render different brands', async ({ page }) => {
  const compulse = await brandOf(page, 'compulse.localhost');
  const sbg = await brandOf(page, 'sbg.localhost');
  expect(compulse.logo).toBe('Compulse Media logo');
  expect(sbg.logo).toBe('SBG Advertising logo');
  expect(compulse.button).not.toBe(sbg.button);
  expect(compulse.font).toContain('Montserrat');
  expect(sbg.font).toContain('Lato');
  expect(compulse.favicon).toContain('/brand/compulse/');
  expect(sbg.favicon).toContain('/brand/sbg/');
});

test("a superuser on another agency's advertiser wears that agency's brand, and the host's again on leaving", async ({
  page,
  request,
}) => {
  const login = await request.post('/api/login', {
    data: { email: 'other.agency@sightline.test', password: DEMO_PASSWORD, domain: 'localhost' },
  });
  const headers = { ahauth: `Bearer ${((await login.json()) as { user: { accessToken: string } }).user.accessToken}` };
  const search = await request.get('/api/linearAdminClientsSearch?limit=1', { headers });
  const [agencyB] = ((await search.json()) as { clients: { id: number; name: string }[] }).clients;

  const origin = `http://compulse.localhost:${PORT}`;
  await new LoginPage(page).open(origin);
  await new LoginPage(page).signIn('super@sightline.test');
  await new AppShell(page).expectHome();
  const logo = page.getByRole('banner').getByRole('img', { name: /logo/ });
  await expect(logo).toHaveAttribute('alt', 'Compulse Media logo');

  await page.goto(
    `${origin}/advertiser?advertiserId=${agencyB!.id}&advertiserName=${encodeURIComponent(agencyB!.name)}`,
  );
  await expect(logo).toHaveAttribute('alt', 'SBG Advertising logo');
  await page.getByRole('button', { name: 'User menu for Sam Super' }).click();
  await page.getByRole('menuitem', { name: 'Agencies' }).click();
  await expect(page).toHaveURL(/\/agencyAdmin/);
  await expect(logo).toHaveAttribute('alt', 'Compulse Media logo');
});
