import { expect, test, type Page } from '@playwright/test';
import { resetRecentPages } from './pages/api';
import { DashboardPage } from './pages/dashboard-page';
import { LayoutEditorPage, liveOrder, resetLayouts, tableRows, type LayoutScope } from './pages/layout-editor';
import { LoginPage } from './pages/login-page';

const DASH_ADMIN = 'dash.admin@sightline.test';
/** Agency A and two of its advertisers. */
const AGENCY_A: LayoutScope = { kind: 'AGENCY', id: 1 };
const RIVERSIDE: LayoutScope = { kind: 'ADVERTISER', id: 10000001 };
const HARBOR: LayoutScope = { kind: 'ADVERTISER', id: 10000002 };
const TAB = 'display';
/** The shipped display layout's breakdowns section and its table of publishers (10 rows a page). */
const BREAKDOWNS = 'Breakdowns';
const DEFAULT_FIRST = 'publishers';
const DEFAULT_PER_PAGE = 10;

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await new LoginPage(page).signIn(DASH_ADMIN);
  await expect(page).toHaveURL(/\/home/);
}

/** Opens an advertiser's display tab and waits for its modules. */
async function openDisplay(page: Page, advertiser: LayoutScope): Promise<DashboardPage> {
  const dashboard = new DashboardPage(page);
  await dashboard.open(advertiser.id, { tab: TAB, daterange: 'last30days' });
  await dashboard.settled();
  return dashboard;
}

/** What the live dashboard shows: the first module of the breakdowns and the publishers table's page size. */
async function expectShown(page: Page, first: string, perPage: number): Promise<void> {
  await expect.poll(async () => (await liveOrder(page, BREAKDOWNS))[0]).toBe(first);
  await expect(tableRows(page, 'publishers')).toHaveCount(perPage);
}

test.describe('layout editor', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page, request }) => {
    await resetRecentPages(request, DASH_ADMIN);
    await resetLayouts(request, DASH_ADMIN, TAB, [RIVERSIDE, HARBOR, AGENCY_A]);
    await signIn(page);
  });

  test.afterEach(async ({ request }) => {
    await resetLayouts(request, DASH_ADMIN, TAB, [RIVERSIDE, HARBOR, AGENCY_A]);
  });

  test('an advertiser customisation: drag a module, change a table page size, save, reload, reset', async ({
    page,
  }) => {
    await openDisplay(page, RIVERSIDE);
    await expectShown(page, DEFAULT_FIRST, DEFAULT_PER_PAGE);
    const editor = new LayoutEditorPage(page);
    await editor.enter();
    await expect(editor.level()).toHaveText('Showing the default layout');
    await expect(editor.saveButton()).toBeDisabled();

    await editor.drag(BREAKDOWNS, 'daypart', 'publishers');
    await expect.poll(async () => (await editor.moduleOrder(BREAKDOWNS))[0]).toBe('daypart');
    await expect(editor.saveButton()).toBeEnabled();
    await editor.setPerPage('Publishers', 3);
    await editor.save();
    await expect(editor.level()).toHaveText(/Showing its own customisation, version \d+/);

    await page.reload();
    await openDisplay(page, RIVERSIDE);
    await expectShown(page, 'daypart', 3);

    // Another advertiser of the agency still shows the default.
    await openDisplay(page, HARBOR);
    await expectShown(page, DEFAULT_FIRST, DEFAULT_PER_PAGE);

    // Reset restores the default.
    await openDisplay(page, RIVERSIDE);
    await editor.enter();
    await editor.reset();
    await expect(editor.level()).toHaveText('Showing the default layout');
    await editor.leave();
    await page.reload();
    await openDisplay(page, RIVERSIDE);
    await expectShown(page, DEFAULT_FIRST, DEFAULT_PER_PAGE);
  });

  test('an agency customisation reaches its advertisers unless one has its own', async ({ page }) => {
    await openDisplay(page, HARBOR);
    const editor = new LayoutEditorPage(page);
    await editor.enter('campaign options');
    await editor.chooseScope(/^Agency: /);
    await expect(editor.level()).toHaveText('Showing the default layout');
    await editor.drag(BREAKDOWNS, 'devices', 'publishers');
    await expect.poll(async () => (await editor.moduleOrder(BREAKDOWNS))[0]).toBe('devices');
    await editor.setPerPage('Publishers', 4);
    await editor.save();
    await editor.leave();
    // The live dashboard follows at once (its layout query refetched), and after a reload.
    await expectShown(page, 'devices', 4);

    // Both advertisers inherit the agency's layout.
    await page.reload();
    await openDisplay(page, HARBOR);
    await expectShown(page, 'devices', 4);
    await openDisplay(page, RIVERSIDE);
    await expectShown(page, 'devices', 4);

    // Riverside gets its own page size on top of what it inherits; Harbor keeps the agency's.
    await editor.enter();
    await expect(editor.level()).toHaveText('Showing the layout inherited from the agency');
    await editor.setPerPage('Publishers', 3);
    await editor.save();
    await editor.leave();
    await page.reload();
    await openDisplay(page, RIVERSIDE);
    await expectShown(page, 'devices', 3);
    await openDisplay(page, HARBOR);
    await expectShown(page, 'devices', 4);

    // Resetting the agency brings the default back to Harbor; Riverside keeps its own.
    await editor.enter();
    await editor.chooseScope(/^Agency: /);
    await editor.reset();
    await editor.leave();
    await page.reload();
    await openDisplay(page, HARBOR);
    await expectShown(page, DEFAULT_FIRST, DEFAULT_PER_PAGE);
    await openDisplay(page, RIVERSIDE);
    await expectShown(page, 'devices', 3);
  });
});
