import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { resetRecentPages } from './pages/api';
import { DashboardPage } from './pages/dashboard-page';
import { LayoutEditorPage, resetLayouts, type LayoutScope } from './pages/layout-editor';
import { DEMO_PASSWORD, LoginPage } from './pages/login-page';

const SUPER = 'super@sightline.test';
/** Agency A (Compulse Media) and its advertiser Riverside. */
const AGENCY_A = 1;
const AGENCY_NAME = 'Compulse Media';
const RIVERSIDE: LayoutScope = { kind: 'ADVERTISER', id: 10000001 };

/** Switches every module kind of agency A back on through the API. */
async function enableAll(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/login', {
    data: { email: SUPER, password: DEMO_PASSWORD, domain: 'localhost' },
  });
  const { user } = (await login.json()) as { user: { accessToken: string } };
  const headers = { ahauth: `Bearer ${user.accessToken}` };
  const reset = await request.put(`/api/admin/modules/${AGENCY_A}`, { data: { disabled: [] }, headers });
  if (!reset.ok()) throw new Error(`could not reset the modules of agency ${AGENCY_A}: ${reset.status()}`);
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await new LoginPage(page).signIn(SUPER);
  await new LoginPage(page).signedIn();
}

test.describe('System Admin › manage-modules', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page, request }) => {
    await enableAll(request);
    await resetRecentPages(request, SUPER);
    await resetLayouts(request, SUPER, 'display', [RIVERSIDE]);
    await signIn(page);
  });
  test.afterEach(async ({ request }) => {
    await enableAll(request);
  });

  test('the superuser switches a kind off for an agency; its dashboards and the editor palette no longer offer it', async ({
    page,
  }) => {
    await page.goto('/systemAdmin/manage-modules');
    await page.getByRole('button', { name: `Actions for ${AGENCY_NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Edit modules' }).click();
    const drawer = page.getByRole('dialog', { name: `Modules of ${AGENCY_NAME}` });
    const pie = drawer.getByRole('checkbox', { name: /Pie chart\s*pie-chart/ });
    await expect(pie).toBeChecked();
    await pie.click({ force: true });
    await expect(pie).not.toBeChecked();
    await drawer.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Disable Pie chart for ${AGENCY_NAME}? Its dashboards stop showing them.`);
    await confirm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Modules saved for ${AGENCY_NAME}.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(AGENCY_NAME) })).toContainText('1: pie-chart');

    // The dashboard of an advertiser of that agency shows no pie chart any more.
    const dashboard = new DashboardPage(page);
    await dashboard.open(RIVERSIDE.id, { tab: 'display', daterange: 'last30days' });
    await dashboard.settled();
    await expect(page.locator('[data-module-kind="bar-chart"]').first()).toBeVisible();
    await expect(page.locator('[data-module-kind="pie-chart"]')).toHaveCount(0);

    // The editor's palette does not offer it.
    const editor = new LayoutEditorPage(page);
    await editor.enter();
    await page.getByRole('button', { name: 'Add module to Breakdowns' }).click();
    const palette = page.getByRole('dialog', { name: 'Add a module' });
    await expect(palette.getByTestId('palette-bar-chart')).toBeVisible();
    await expect(palette.getByTestId('palette-pie-chart')).toHaveCount(0);
    await palette.getByRole('searchbox', { name: 'Search module kinds' }).fill('pie');
    await expect(palette.getByRole('button', { name: /^Add / })).toHaveText(['Add Self-fetching pie chart']);
  });
});
