import { expect, type Locator, type Page } from '@playwright/test';

/** The /agencyAdmin and /linearadmin screens as an agency admin works through them. */
export class TenantAdminPage {
  constructor(readonly page: Page) {}

  /** A drawer form (dialog) by its title. */
  drawer(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** Opens the agency admin's own agency: /agencyAdmin leads an admin of one agency there. */
  async openOwnAgency(name: string): Promise<void> {
    await this.page.goto('/agencyAdmin');
    await expect(this.page).toHaveURL(/\/agencyAdmin\/agency\/\d+/);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async createSubAgency(name: string): Promise<void> {
    await this.section('Sub-agencies').getByRole('button', { name: 'New sub-agency' }).click();
    const form = this.drawer('New sub-agency');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(this.section('Sub-agencies').getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }

  async createStation(name: string, callSign: string, subAgency: string): Promise<void> {
    await this.section('Stations').getByRole('button', { name: 'New station' }).click();
    const form = this.drawer('New station');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Call sign' }).fill(callSign);
    await form.getByRole('combobox', { name: 'Sub-agency' }).selectOption({ label: subAgency });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(this.section('Stations').getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
}
