import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSession } from './api';

/** A signed-in API client of one demo user: what the screens should show, asked of the server directly. */
export async function apiAs(request: APIRequestContext, email: string) {
  const headers = await apiSession(request, email);
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers });
    if (!response.ok()) throw new Error(`${path}: ${response.status()}`);
    return (await response.json()) as T;
  };
}

/** One order of `GET /api/orders` or of the overview's order lists, as far as the journeys read it. */
export interface ListedOrder {
  OrderId: number;
  OrderName: string;
  AdvertiserId: number;
  AdvertiserName: string;
}

/** The performance overview on /home. */
export class OverviewPage {
  constructor(readonly page: Page) {}

  /** Every module has drawn: no frame loading, no chart unpainted. */
  async settled(): Promise<void> {
    await expect(this.page.locator('[data-module-frame]').first()).toBeVisible();
    await expect(this.page.locator('[data-module-state="loading"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(this.page.locator('[data-chart][data-painted="false"]')).toHaveCount(0, { timeout: 20_000 });
  }

  tile(metric: string): Locator {
    return this.page.locator(`[data-module-kind="top-metrics"] [data-metric="${metric}"]`).first();
  }

  table(title: string): Locator {
    return this.page.getByRole('table', { name: title });
  }
}

/** /orders: the order list (the order controller) and the order summary. */
export class OrdersPage {
  constructor(readonly page: Page) {}

  list(): Locator {
    return this.page.getByRole('table', { name: 'Orders' });
  }

  /** The order names of the list's rows, in order. */
  async names(): Promise<string[]> {
    return this.list().locator('tbody tr').locator('td').first().allInnerTexts();
  }

  /** Waits until the list shows exactly these first rows and this page count. */
  async expectPage(orders: ListedOrder[], page: number, pages: number): Promise<void> {
    const rows = this.list().locator('tbody tr');
    await expect(rows).toHaveCount(orders.length);
    for (const [index, order] of orders.entries())
      await expect(rows.nth(index).locator('td').first()).toHaveText(order.OrderName);
    await expect(this.page.getByRole('group', { name: 'Pages' })).toContainText(`Page ${page} of ${pages}`);
  }

  /** Clicks a column's sort button (its name carries ▲ or ▼ while it sorts the list). */
  async sortBy(column: string): Promise<void> {
    await this.list()
      .getByRole('button', { name: new RegExp(`^${column}( [▲▼])?$`) })
      .click();
  }

  async status(status: string): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Filter by status' })
      .getByRole('button', { name: status, exact: true })
      .click();
  }

  async next(): Promise<void> {
    await this.page.getByRole('group', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  }
}
