import { expect, type Page } from '@playwright/test';

/** System Admin → Publisher logos: the table, its upload drawer and the inline alias field. */
export class PublisherLogosPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/systemAdmin/publisher-logos');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Publisher Logos' })).toBeVisible();
  }

  row(logoName: string) {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: logoName, exact: true }) });
  }

  async upload(logoName: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByRole('button', { name: 'Upload logo' }).click();
    const drawer = this.page.getByRole('dialog', { name: 'Upload a logo' });
    await drawer.getByLabel('Name').fill(logoName);
    await drawer.getByLabel('Image file').setInputFiles(file);
    await drawer.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(drawer).toBeHidden();
  }

  async addAlias(logoName: string, alias: string): Promise<void> {
    await this.page.getByLabel(`New alias for ${logoName}`).fill(alias);
    await this.page.getByRole('button', { name: `Add alias to ${logoName}` }).click();
  }
}
