import { expect, type Locator, type Page } from '@playwright/test';

/** System Admin → White Labels: the theme list and the theme editor with its live preview. */
export class ThemeEditor {
  constructor(readonly page: Page) {}

  async open(code: string): Promise<void> {
    await this.page.goto(`/systemAdmin/white-labels?edit=${code}`);
    await expect(this.page.getByRole('region', { name: 'Live preview' })).toBeVisible();
  }

  /** The hex text field of a colour (the picker beside it is labelled "<label>: picker"). */
  color(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  previewButton(): Locator {
    return this.page.getByRole('region', { name: 'Live preview' }).locator('[data-preview-primary]');
  }

  async save(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Save theme' }).click();
    const dialog = this.page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
