import { expect, type Page } from '@playwright/test';

/** Tooltip Management and the configurability log under /systemAdmin. */
export class SystemTooltipsPage {
  constructor(readonly page: Page) {}

  async openTooltips(): Promise<void> {
    await this.page.goto('/systemAdmin/tooltip-management');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox').fill(text);
  }

  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Opens a row's action and picks `label` (the kit's row actions menu). */
  async rowAction(rowText: string, label: string): Promise<void> {
    const row = this.row(rowText).first();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Actions for ${rowText}` }).click();
    await this.page.getByRole('menuitem', { name: label }).click();
  }

  async openLog(): Promise<void> {
    await this.page.goto('/systemAdmin/configurability-log');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}
