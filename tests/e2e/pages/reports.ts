import { expect, type Locator, type Page } from '@playwright/test';

/** Chakra's checkbox keeps its input visually hidden: click it (forced) and check the state it took. */
async function setChecked(box: Locator, checked: boolean): Promise<void> {
  if ((await box.isChecked()) !== checked) await box.click({ force: true });
  await expect(box).toBeChecked({ checked });
}

/** /reportsadmin as an agency user works through it: the list, the report editor and its run history. */
export class ReportsPage {
  constructor(readonly page: Page) {}

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** /reportsadmin leads to the list. */
  async openList(): Promise<void> {
    await this.page.goto('/reportsadmin');
    await expect(this.page).toHaveURL(/\/reportsadmin\/reports/);
    await expect(this.page.getByRole('table', { name: 'Scheduled reports' })).toBeVisible();
  }

  async newReport(): Promise<void> {
    await this.page.getByRole('button', { name: 'New report' }).click();
    await expect(this.page).toHaveURL(/\/reportsadmin\/report/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'New scheduled report' })).toBeVisible();
  }

  async fillName(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: /Report name/ }).fill(name);
  }

  /** Ticks an advertiser, then the first dashboard every chosen advertiser has (from the product list). */
  async chooseAdvertiser(name: string): Promise<void> {
    const content = this.section('What it sends');
    await setChecked(content.getByRole('checkbox', { name }), true);
    const tabs = content.getByRole('group', { name: /Dashboards/ }).getByRole('checkbox');
    await expect(tabs.first()).toBeVisible();
    await setChecked(tabs.first(), true);
  }

  /** Picks a user of the agency as a recipient, by the e-mail shown beside the name. */
  async addRecipientUser(email: string): Promise<void> {
    await setChecked(
      this.section('Recipients').getByRole('checkbox', { name: new RegExp(email.replace(/\./g, '\\.')) }),
      true,
    );
  }

  async weeklyOn(day: string, time: string): Promise<void> {
    const schedule = this.section('Schedule');
    await schedule.getByRole('combobox', { name: 'Repeats' }).selectOption('weekly');
    const days = schedule.getByRole('group', { name: 'Days' });
    for (const box of await days.getByRole('checkbox').all()) await setChecked(box, false);
    await setChecked(days.getByRole('checkbox', { name: day }), true);
    await schedule.getByRole('textbox', { name: /Time/ }).fill(time);
  }

  /** The next five runs as the preview lists them (local time, then UTC). */
  nextRuns(): Locator {
    return this.page.getByRole('region', { name: 'Next five runs' }).getByRole('listitem');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.page).toHaveURL(/\/reportsadmin\/report\?id=\d+/);
  }

  async sendTest(): Promise<void> {
    await this.page.getByRole('button', { name: 'Send test now' }).click();
    await expect(this.page.getByText('A test is on its way to your own address.')).toBeVisible();
  }

  /** The run history's rows (reloaded until one shows). */
  history(): Locator {
    return this.page.getByRole('table', { name: 'Run history' });
  }
}
