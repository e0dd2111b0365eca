import { expect, test, type Page } from '@playwright/test';

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
