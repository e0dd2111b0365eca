import { expect, type Page } from '@playwright/test';

/** What the "Invite user" drawer asks. */
export interface Invitee {
  email: string;
  fullName: string;
  agency: string;
  /** The role's label, as the drawer shows it (e.g. 'Marketing Consultant'). */
  role: string;
}

/** Manage Users (/admin/users), a user's page (/admin/users/{id}) and the advertiser groups (/admin/advertiser-groups). */
export class ManageUsersPage {
  constructor(readonly page: Page) {}

  private drawer() {
    return this.page.getByRole('dialog');
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  async openUsers(): Promise<void> {
    await this.page.goto('/admin/users');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Invite user' })).toBeVisible();
  }

  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async invite(user: Invitee): Promise<void> {
    await this.page.getByRole('button', { name: 'Invite user' }).click();
    const drawer = this.drawer();
    await drawer.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
    await drawer.getByRole('textbox', { name: 'Full name' }).fill(user.fullName);
    await drawer.getByRole('combobox', { name: 'Agency', exact: true }).selectOption({ label: user.agency });
    await drawer.getByRole('group', { name: 'Roles' }).getByText(user.role, { exact: true }).click();
    await expect(drawer.getByRole('checkbox', { name: user.role })).toBeChecked();
    await drawer.getByRole('button', { name: 'Send invitation' }).click();
    await expect(drawer).toBeHidden();
  }

  /** Opens a user's page from the list by the name's link. */
  async openUser(fullName: string): Promise<void> {
    await this.page.getByRole('link', { name: fullName, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  }

  /** A new advertiser group of `agency` holding `advertisers`, each found by name and added. */
  async createAdvertiserGroup(name: string, agency: string, advertisers: readonly string[]): Promise<void> {
    await this.page.goto('/admin/advertiser-groups');
    await this.page.getByRole('button', { name: 'New advertiser group' }).click();
    const drawer = this.drawer();
    await drawer.getByRole('textbox', { name: 'Group name' }).fill(name);
    await drawer.getByRole('combobox', { name: 'Agency', exact: true }).selectOption({ label: agency });
    for (const advertiser of advertisers) {
      await drawer.getByLabel('Find an advertiser').fill(advertiser);
      await drawer.getByRole('button', { name: `Add ${advertiser}`, exact: true }).click();
    }
    const chosen = drawer.getByRole('list', { name: 'Advertisers in the group' }).getByRole('listitem');
    await expect(chosen).toHaveText([...advertisers]);
    await drawer.getByRole('button', { name: 'Create' }).click();
    await expect(this.toast(`Group ${name} created.`)).toBeVisible();
    await expect(this.row(name)).toBeVisible();
  }

  /** On a user's page: "Edit access", add the advertiser group (shown as "name · agency"), save. */
  async grantAdvertiserGroup(group: string, agency: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Edit access' }).click();
    const drawer = this.drawer();
    await drawer
      .getByRole('combobox', { name: 'Add an advertiser group' })
      .selectOption({ label: `${group} · ${agency}` });
    await expect(drawer.getByRole('list', { name: 'Advertiser groups' })).toContainText(group);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(this.toast('Access saved.')).toBeVisible();
    await expect(drawer).toBeHidden();
  }

  /** On a user's page: "Deactivate", confirmed in the dialog. */
  async deactivate(fullName: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Deactivate ${fullName}?`);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(this.toast(`${fullName} is deactivated.`)).toBeVisible();
  }
}
