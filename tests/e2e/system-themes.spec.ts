import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { LoginPage, DEMO_PASSWORD } from './pages/login-page';
import { ThemeEditor } from './pages/theme-editor';

const PORT = process.env.E2E_PORT ?? '3100';
const NEW_COLOR = '#aa2200';
const NEW_RGB = 'rgb(170, 34, 0)';
/** The showcase advertiser of agency A (Compulse Media), whose exports wear the compulse theme. */
const COMPULSE_ADVERTISER = 10000001;

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD, domain: 'localhost' } });
  return ((await login.json()) as { user: { accessToken: string } }).user.accessToken;
}

/** A PDF export of the advertiser's display tab, as agency staff would download it. */
async function pdfExport(request: APIRequestContext): Promise<Buffer> {
  const headers = { ahauth: `Bearer ${await tokenOf(request, 'agency.staff@sightline.test')}` };
  const started = await request.post('/api/export/dashboard', {
    headers,
    data: { advertiserId: COMPULSE_ADVERTISER, tab: 'display', format: 'pdf', daterange: 'last30days', fileName: 'x' },
  });
  expect(started.status()).toBe(202);
  const { exportKey } = (await started.json()) as { exportKey: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/export/jobs/${exportKey}`, { headers })).json()) as { status: string }).status,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('done');
  return Buffer.from(await (await request.get(`/api/export/jobs/${exportKey}/file`, { headers })).body());
}

/** Share of the first page's pixels within a small distance of `hex`, rasterised by Poppler. */
async function shareOfColor(pdf: Buffer, hex: string): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-theme-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'export.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '30',
      '-png',
      path.join(dir, 'export.pdf'),
      path.join(dir, 'page'),
    ]);
    const file = fs.readdirSync(dir).find((name) => name.endsWith('.png'))!;
    const { data, info } = await sharp(path.join(dir, file)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    let hits = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (Math.abs(data[i]! - r!) <= 6 && Math.abs(data[i + 1]! - g!) <= 6 && Math.abs(data[i + 2]! - b!) <= 6) hits++;
    }
    return hits / (info.width * info.height);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the superuser recolours compulse in the theme editor; its sign-in page and its PDF export wear the new colour', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  expect(await shareOfColor(await pdfExport(request), NEW_COLOR)).toBeLessThan(0.001);

  await new LoginPage(page).open();
  await new LoginPage(page).signIn('super@sightline.test');
  await new LoginPage(page).signedIn();
  const editor = new ThemeEditor(page);
  await editor.open('compulse');

  // The live preview follows the typing, before anything is saved.
  await expect(editor.previewButton()).not.toHaveCSS('background-color', NEW_RGB);
  await editor.color('Primary').fill(NEW_COLOR);
  await editor.color('Toolbar').fill(NEW_COLOR);
  await expect(editor.previewButton()).toHaveCSS('background-color', NEW_RGB);

  const dialog = await editor.save();
  await expect(dialog).toContainText('Compulse Media');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Theme saved.')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`http://compulse.localhost:${PORT}/login`);
  await expect(visitor.getByRole('button', { name: 'Sign in' })).toHaveCSS('background-color', NEW_RGB);
  await visitor.close();

  expect(await shareOfColor(await pdfExport(request), NEW_COLOR)).toBeGreaterThan(0.01);

  // Put compulse back for the other journeys (through the same editor).
  await editor.color('Primary').fill('#0b5394');
  await editor.color('Toolbar').fill('#0b5394');
  await (await editor.save()).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Theme saved.').first()).toBeVisible();
});
