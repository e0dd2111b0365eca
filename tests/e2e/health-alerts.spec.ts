import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';

const SYSTEM_ADMIN = 'super@sightline.test';

test('a system admin opens the health checks, runs the database check and reads the monitors’ status file', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);

  await test.step('the health checks page lists every check as a card', async () => {
    await login.open();
    await login.signIn(SYSTEM_ADMIN);
    await login.signedIn();
    await page.goto('/healthchecks/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Health Checks' })).toBeVisible();
    for (const title of ['Database', 'Disk space', 'Database migrations', 'Exports (Chromium)', 'Data freshness']) {
      await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
    }
  });

  await test.step('running the database check shows what it found and how long it took', async () => {
    const database = page.getByRole('region', { name: 'Database', exact: true });
    await database.getByRole('button', { name: 'Run check: Database' }).click();
    await expect(database.getByText(/^The database answered a write and a read in \d+ ms\.$/)).toBeVisible();
    await expect(database.getByText('Passing')).toBeVisible();
    await expect(database.getByText(/^Last run: /)).not.toContainText('Not run yet');
  });

  await test.step('the monitors’ status file names the same checks, and nothing of a tenant', async () => {
    const answer = await page.request.get('/healthchecks/status.json');
    const status = (await answer.json()) as { checks: { name: string; status: string }[] };
    expect(status.checks.find((check) => check.name === 'database')?.status).toBe('ok');
    expect(JSON.stringify(status)).not.toMatch(/agency|advertiser/i);
  });
});
