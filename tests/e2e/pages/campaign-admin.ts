import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSession } from './api';

/** The dashboard's campaign-management dialogs and the campaign screens (issue 23). */
export class CampaignAdminPage {
  constructor(readonly page: Page) {}

  /** Opens the campaign options menu and picks an entry. */
  async choose(entry: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Campaign options' }).click();
    await this.page.getByRole('menuitem', { name: entry }).click();
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** The campaign picker's summary button ("All campaigns (n)"). */
  pickerSummary(): Locator {
    return this.page.getByRole('button', { name: /^All campaigns \(\d+\)$/ });
  }

  /** Picks a row action of a list screen ("Actions for <campaign>" → the entry), then confirms it. */
  async rowAction(name: string, action: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: action }).click();
  }

  /** The row of a list screen that names a campaign. */
  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }
}

/**
 * Puts the advertiser's campaigns back as the demo seeds them, through the API: a retried journey finds no campaign
 * hidden or archived by its first attempt.
 */
export async function resetCampaigns(request: APIRequestContext, email: string, advertiserId: number): Promise<void> {
  const headers = await apiSession(request, email);
  type Listed = { campaigns: { CampaignId: number; AdvertiserId: number }[] };
  const hidden = (await (
    await request.get(`/api/getHiddenCampaigns/?limit=200&advertiserId=${advertiserId}`, { headers })
  ).json()) as Listed;
  for (const campaign of hidden.campaigns.filter((c) => c.AdvertiserId === advertiserId)) {
    const unhidden = await request.post('/api/unhideCampaign/', {
      headers,
      data: { advertiserId, campaignId: campaign.CampaignId },
    });
    expect(unhidden.ok()).toBe(true);
  }
  const archived = (await (
    await request.get(`/api/admin/campaigns/archive?limit=200&advertiserId=${advertiserId}`, { headers })
  ).json()) as Listed;
  const ids = archived.campaigns.map((c) => c.CampaignId);
  if (ids.length) {
    const restored = await request.post('/api/admin/campaigns/restore', {
      headers,
      data: { advertiserId, campaignIds: ids },
    });
    expect(restored.ok()).toBe(true);
  }
  await request.get('/api/logout', { headers });
}
