import { expect, type Page } from '@playwright/test';

/** Both links of a created share, absolute. */
export interface CreatedLinks {
  short: string;
  full: string;
}

/** The dashboard toolbar's Share menu and its create dialog, as a signed-in user sees them. */
export class ShareMenu {
  constructor(readonly page: Page) {}

  async create(options: { editableRange?: boolean } = {}): Promise<CreatedLinks> {
    await this.page.getByRole('button', { name: 'Share', exact: true }).click();
    await this.page.getByRole('menuitem', { name: 'Create share link…' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Share this dashboard' });
    if (options.editableRange) await dialog.getByText('Let viewers change the date range').click();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const full = dialog.getByRole('textbox', { name: 'Full link' });
    await expect(full).toHaveValue(/\/shared-preview\?t=/);
    const links = {
      full: await full.inputValue(),
      short: await dialog.getByRole('textbox', { name: 'Short link' }).inputValue(),
    };
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    return links;
  }
}

/** A share-link guest's page: the branded dashboard with no signed-in chrome. */
export class SharedPage {
  constructor(readonly page: Page) {}

  heading(name: string) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  rangePicker() {
    return this.page.getByRole('combobox', { name: 'Date range' });
  }

  /** Navigates inside the page (no reload, so the in-memory guest session stays), as a link in the app would. */
  async navigateInApp(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState(window.history.state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, path);
  }
}
