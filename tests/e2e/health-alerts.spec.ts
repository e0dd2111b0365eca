import { expect, test } from '@playwright/test';
import { apiLogin } from './pages/api';
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

const AGENCY_ADMIN = 'agency.admin@sightline.test';

interface OpenAlert {
  id: number;
  rule: string;
  ruleLabel: string;
  campaignName: string | null;
}

test('an agency user sees a pacing alert on the overview, acknowledges it, and it leaves the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { headers, user } = await apiLogin(page.request, AGENCY_ADMIN);
  const agencyId = user.active_agency_id!;
  let pacing: OpenAlert;

  await test.step('the agency fires alerts on the first evaluation that sees them, and evaluates now', async () => {
    const current = await page.request.get(`/api/alertSettings?agencyId=${agencyId}`, { headers });
    const { version, recipients } = (await current.json()) as { version: number; recipients: unknown };
    const saved = await page.request.put('/api/alertSettings', {
      headers,
      data: { agencyId, override: { holdFor: 1 }, recipients, version },
    });
    expect(saved.status()).toBe(200);
    const evaluated = await page.request.post('/api/alerts/evaluate', { headers, data: { agencyId } });
    expect(evaluated.status()).toBe(200);
    const open = await page.request.get(`/api/alerts?agencyId=${agencyId}&state=open&limit=100`, { headers });
    const { items } = (await open.json()) as { items: OpenAlert[] };
    const found = items.find((alert) => alert.rule.startsWith('pacing_') && alert.campaignName);
    expect(found, 'a pacing alert of the demo agency').toBeTruthy();
    pacing = found!;
  });

  await test.step('the overview lists it among the alerts needing attention', async () => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(AGENCY_ADMIN);
    await login.signedIn();
    // Sign-in may reopen the user's last page; the overview is the agency user's home.
    await page.goto('/home');
    const panel = page.getByRole('region', { name: 'Alerts needing attention' });
    const item = panel.getByRole('listitem').filter({ hasText: pacing.campaignName! }).filter({
      hasText: pacing.ruleLabel,
    });
    // The panel is its own chunk, loaded after the overview's figures.
    await expect(item.first()).toBeVisible({ timeout: 30_000 });
    await item.first().getByRole('button', { name: 'Acknowledge' }).click();
    await expect(page.getByText('Alert acknowledged; it leaves the list needing attention.')).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  await test.step('the server keeps who acknowledged it', async () => {
    const open = await page.request.get(`/api/alerts?agencyId=${agencyId}&state=open&limit=100`, { headers });
    const { items } = (await open.json()) as { items: (OpenAlert & { acknowledgedBy: string | null })[] };
    expect(items.find((alert) => alert.id === pacing.id)?.acknowledgedBy).toBe(AGENCY_ADMIN);
  });
});
