import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './login-page';

/** An agency or advertiser whose layout is customised. */
export interface LayoutScope {
  kind: 'AGENCY' | 'ADVERTISER';
  id: number;
}

/** The advertiser dashboard in edit mode: scope switch, section editors with their grids, save and reset. */
export class LayoutEditorPage {
  constructor(readonly page: Page) {}

  /** Enters edit mode from the toolbar's button, or from the campaign options menu. */
  async enter(from: 'toolbar' | 'campaign options' = 'toolbar'): Promise<void> {
    if (from === 'toolbar') await this.page.getByRole('button', { name: 'Edit layout' }).click();
    else {
      await this.page.getByRole('button', { name: 'Campaign options' }).click();
      await this.page.getByRole('menuitem', { name: 'Edit layout' }).click();
    }
    await expect(this.page.getByRole('toolbar', { name: 'Edit layout' })).toBeVisible();
    await expect(this.page.locator('[data-editor-module]').first()).toBeVisible();
  }

  /** Picks the scope whose option label matches, and waits for its layout. */
  async chooseScope(label: RegExp): Promise<void> {
    const select = this.page.getByRole('combobox', { name: 'Customise for' });
    const value = await select.locator('option').filter({ hasText: label }).getAttribute('value');
    await select.selectOption(value ?? '');
    await expect(this.level()).not.toHaveText('Loading the layout…');
    await expect(this.page.locator('[data-editor-module]').first()).toBeVisible();
  }

  /** Which level the scope shows now ("Showing the default layout", "… own customisation, version 3"…). */
  level() {
    return this.page.locator('[data-layout-level]');
  }

  section(title: string) {
    return this.page.getByRole('region', { name: title });
  }

  /** The module ids of a section, in order. */
  moduleOrder(section: string): Promise<string[]> {
    return this.section(section)
      .locator('[data-editor-module]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-editor-module') ?? ''));
  }

  /** Drags a module by its handle with the real mouse and drops it over another module's top left corner. */
  async drag(section: string, moduleId: string, ontoModuleId: string): Promise<void> {
    const handle = this.section(section).locator(`[data-drag-handle="${moduleId}"]`);
    await handle.scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await this.section(section).locator(`[data-editor-module="${ontoModuleId}"]`).boundingBox();
    if (!from || !to) throw new Error(`no box for ${moduleId} or ${ontoModuleId}`);
    const mouse = this.page.mouse;
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await mouse.down();
    await mouse.move(from.x + 20, from.y + 10, { steps: 5 });
    await mouse.move(to.x + 10, to.y + 5, { steps: 20 });
    await mouse.up();
  }

  /** Opens a module's settings, sets its table page size and applies. */
  async setPerPage(title: string, perPage: number): Promise<void> {
    await this.page.getByRole('button', { name: `Settings of ${title}` }).click();
    const dialog = this.page.getByRole('dialog');
    const field = dialog.getByRole('spinbutton', { name: 'perPage' });
    await field.fill(String(perPage));
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
  }

  saveButton() {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }

  async save(): Promise<void> {
    await this.saveButton().click();
    await expect(this.page.getByRole('status').filter({ hasText: /^Saved for / })).toBeVisible();
    await expect(this.saveButton()).toBeDisabled();
  }

  async reset(): Promise<void> {
    await this.page.getByRole('button', { name: 'Reset to inherited' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Reset to inherited' }).click();
    await expect(this.page.getByRole('status').filter({ hasText: 'shows the inherited layout again' })).toBeVisible();
  }

  async leave(): Promise<void> {
    await this.page.getByRole('button', { name: 'Leave edit mode' }).click();
    await expect(this.page.getByRole('toolbar', { name: 'Edit layout' })).toBeHidden();
  }
}

/** The module ids of a section of the live dashboard, in order. */
export function liveOrder(page: Page, section: string): Promise<string[]> {
  return page
    .getByRole('region', { name: section })
    .locator('[data-module-frame]')
    .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('data-module-frame') ?? ''));
}

/** The body rows a table module shows on its first page. */
export function tableRows(page: Page, moduleId: string) {
  return page.locator(`[data-module-frame="${moduleId}"][data-module-state="ready"] tbody tr`);
}

/** Resets the customisations of some scopes through GraphQL, so a spec leaves the database as it found it. */
export async function resetLayouts(
  request: APIRequestContext,
  email: string,
  tactic: string,
  scopes: readonly LayoutScope[],
): Promise<void> {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD, domain: 'localhost' } });
  const { user } = (await login.json()) as { user: { accessToken: string } };
  const headers = { authorization: `Bearer ${user.accessToken}` };
  const graph = async (query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> => {
    const response = await request.post('/graph', { data: { query, variables }, headers });
    return ((await response.json()) as { data?: Record<string, unknown> }).data ?? {};
  };
  for (const scope of scopes) {
    const data = await graph(
      'query ($scope: LayoutScopeInput!, $tactic: String!) { layoutCustomization(scope: $scope, tactic: $tactic) { Version customized } }',
      { scope, tactic },
    );
    const current = data.layoutCustomization as { Version: number; customized: boolean } | undefined;
    if (current?.customized)
      await graph(
        'mutation ($scope: LayoutScopeInput!, $tactic: String!, $Version: Int!) { resetLayoutCustomization(scope: $scope, tactic: $tactic, Version: $Version) { Version } }',
        { scope, tactic, Version: current.Version },
      );
  }
  await request.get('/api/logout', { headers: { ahauth: `Bearer ${user.accessToken}` } });
}
