import { expect, type Page } from '@playwright/test';

/** The signed-in chrome: top bar with the agency logo and the user menu, and the screen title. */
export class AppShell {
  constructor(readonly page: Page) {}

  async expectScreen(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  async expectHome(): Promise<void> {
    await expect(this.page).toHaveURL(/\/home\?recent=true$/);
    await this.expectScreen('Home');
  }
}
