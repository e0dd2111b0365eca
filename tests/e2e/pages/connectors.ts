import { expect, type Locator, type Page } from '@playwright/test';

/** Chakra's checkbox keeps its input visually hidden: click it (forced) and check the state it took. */
async function setChecked(box: Locator, checked: boolean): Promise<void> {
  if ((await box.isChecked()) !== checked) await box.click({ force: true });
  await expect(box).toBeChecked({ checked });
}

/** The connector screens of issue 26: Connections, the sandbox's consent page, account linking and a source's setup. */
export class ConnectorsPage {
  constructor(readonly page: Page) {}

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  async openConnections(): Promise<void> {
    await this.page.goto('/connections');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  }

  /** "Add a Google account" leads to the sandbox's consent page; the first sandbox user allows it. */
  async grantGoogle(): Promise<void> {
    await this.section('Google accounts').getByRole('button', { name: 'Add a Google account' }).click();
    await expect(this.page).toHaveURL(/\/sandbox\/oauth\/google\/authorize/);
    await this.consent();
    await expect(this.page).toHaveURL(/\/connections\?.*granted=google/);
    await expect(this.page.getByText('Access granted.')).toBeVisible();
  }

  /** The sandbox consent page (helper A's plain HTML): pick the first user when asked, then Allow. */
  async consent(): Promise<void> {
    const users = this.page.getByRole('radio');
    if ((await users.count()) > 0) await users.first().check();
    await this.page.getByRole('button', { name: /Allow/ }).click();
  }

  googleGrants(): Locator {
    return this.section('Google accounts').getByRole('listitem');
  }

  /** The advertiser's id, found through the advertisers admin. */
  async advertiserId(name: string): Promise<number> {
    await this.page.goto(`/linearadmin/clients?search=${encodeURIComponent(name)}`);
    await this.page.getByRole('link', { name }).first().click();
    await expect(this.page).toHaveURL(/\/linearadmin\/clients\/\d+/);
    return Number(/\/clients\/(\d+)/.exec(this.page.url())?.[1]);
  }

  async openLinking(advertiserId: number): Promise<void> {
    await this.page.goto(`/linking/${advertiserId}`);
    await expect(this.page.getByRole('list', { name: 'Sources' })).toBeVisible();
  }

  source(title: string): Locator {
    return this.page.getByRole('list', { name: 'Sources' }).getByRole('listitem', { name: title });
  }

  async openSetup(title: string): Promise<void> {
    await this.source(title)
      .getByRole('link', { name: `Set up ${title}` })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
  }

  /** Ticks the first `count` linkable items of the picker and saves. */
  async linkFirst(count: number): Promise<void> {
    const boxes = this.page.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    for (let i = 0; i < count; i++) await setChecked(boxes.nth(i), true);
    await this.page.getByRole('button', { name: 'Save links' }).click();
    await expect(this.page.getByText('Links saved. New links start loading their past data.')).toBeVisible();
  }
}
