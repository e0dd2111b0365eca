import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { PublisherLogosPage } from './pages/publisher-logos-page';

/** The showcase advertiser that runs every campaign type; its CTV tab lists publishers in the Networks grid. */
const EVERY_TYPE = 10000001;

test('the superuser uploads a publisher logo with an alias and sees it in the networks grid', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await new LoginPage(page).signIn('super@sightline.test');
  await new LoginPage(page).signedIn();

  const logos = new PublisherLogosPage(page);
  await logos.open();
  const picture = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#1f8a70' } })
    .png()
    .toBuffer();
  // Two demo publishers without a logo until now: one by name, one through an alias.
  await logos.upload('LG Channels', { name: 'lg.png', mimeType: 'image/png', buffer: picture });
  await expect(logos.row('LG Channels')).toBeVisible();
  await logos.addAlias('LG Channels', 'Discovery+');
  await expect(logos.row('LG Channels').getByText('discovery+', { exact: true })).toBeVisible();
  const stored = await logos.row('LG Channels').getByRole('img', { name: 'LG Channels logo' }).getAttribute('src');
  expect(stored).toMatch(/^\/api\/images\/[0-9a-f]{40}\.png$/);

  const dashboard = new DashboardPage(page);
  await dashboard.open(EVERY_TYPE, { tab: 'ott' });
  const networks = page.getByRole('list', { name: 'Networks' });
  for (const publisher of ['LG Channels', 'Discovery+']) {
    const logo = networks.getByRole('img', { name: `${publisher} logo` });
    await expect(logo).toHaveAttribute('src', stored!);
    // Drawn, not a broken picture.
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  // The seeded logos still show as before.
  await expect(networks.getByRole('img', { name: 'Hulu logo' })).toHaveAttribute('src', '/brand/publishers/hulu.svg');
});
