import { expect, type Locator, type Page } from '@playwright/test';
import { sandboxDay } from '../../../src/server/sandbox/figures';
import { apiSession } from './api';

/** A data link whose backfill finished: its campaign, the object it reads and the days it loaded. */
export interface BackfilledLink {
  source: string;
  externalId: string;
  campaignId: number;
  campaignType: string;
  rangeStart: string;
  rangeEnd: string;
}

/** Σ impressions the sandbox serves for a link's object over the days its backfill loaded. */
export function sandboxImpressions(link: BackfilledLink): number {
  let sum = 0;
  for (let day = new Date(`${link.rangeStart}T00:00:00Z`); day.toISOString().slice(0, 10) <= link.rangeEnd;) {
    const iso = day.toISOString().slice(0, 10);
    sum += sandboxDay(`${link.source}:${link.externalId}`, link.campaignType, iso).measures.impressions ?? 0;
    day = new Date(day.getTime() + 86_400_000);
  }
  return sum;
}

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

  /** The advertiser's finished backfills of one source and campaign type, read from the sync status call. */
  async backfilledLinks(advertiserId: number, source: string, campaignType: string): Promise<BackfilledLink[]> {
    const headers = await apiSession(this.page.request, 'agency.admin@sightline.test');
    const response = await this.page.request.get(`/api/connectors/sync/status?advertiserId=${advertiserId}`, {
      headers,
    });
    expect(response.ok()).toBe(true);
    type Status = {
      sources: {
        links: {
          source: string;
          externalId: string;
          campaignId: number | null;
          campaignType: string | null;
          backfillComplete: boolean;
          sync: { kind: string; status: string; rangeStart: string; rangeEnd: string } | null;
        }[];
      }[];
    };
    const status = (await response.json()) as Status;
    return status.sources
      .flatMap((entry) => entry.links)
      .filter((link) => link.source === source && link.campaignType === campaignType && link.backfillComplete)
      .flatMap((link) =>
        link.campaignId !== null && link.sync?.kind === 'backfill' && link.sync.status === 'done'
          ? [{ ...link, campaignId: link.campaignId, campaignType, ...link.sync }]
          : [],
      );
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
