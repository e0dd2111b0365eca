import { expect, type Page } from '@playwright/test';

/** The advertiser dashboard: sidebar of products, toolbar, and module frames. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async open(advertiserId: number, search: Record<string, string> = {}): Promise<void> {
    const query = new URLSearchParams({ advertiserId: String(advertiserId), ...search });
    await this.page.goto(`/advertiser?${query.toString()}`);
  }

  products() {
    return this.page.getByRole('navigation', { name: 'Products' }).getByRole('button');
  }

  async openTab(label: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Products' })
      .getByRole('button', { name: label, exact: true })
      .first()
      .click();
  }

  /** Waits until every module frame has left its loading state. */
  async settled(): Promise<void> {
    await expect(this.page.locator('[data-module-frame]').first()).toBeVisible();
    await expect(this.page.locator('[data-module-state="loading"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(this.page.locator('[data-chart][data-painted="false"]')).toHaveCount(0, { timeout: 20_000 });
  }

  /** How many drawn chart canvases have no painted pixel at all (WebGL map canvases are copied to a 2d one). */
  async blankCanvases(): Promise<number> {
    return this.page.$$eval(
      '[data-chart] canvas',
      (canvases) =>
        canvases.filter((element) => {
          const canvas = element as HTMLCanvasElement;
          if (canvas.width === 0 || canvas.height === 0) return true;
          const copy = document.createElement('canvas');
          [copy.width, copy.height] = [canvas.width, canvas.height];
          const context = copy.getContext('2d');
          if (!context) return true;
          context.drawImage(canvas, 0, 0);
          const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
          for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return false;
          return true;
        }).length,
    );
  }

  chartCount() {
    return this.page.locator('[data-chart] canvas').count();
  }

  /** The first headline tile of a metric (field name, e.g. 'Impressions') in the top-metrics module. */
  figure(metric: string) {
    return this.page.locator(`[data-module-kind="top-metrics"] [data-metric="${metric}"]`).first();
  }

  /** The first figure tile of a metric (field name) in any module, e.g. the search tab's headline. */
  tile(metric: string) {
    return this.page.locator(`[data-module-frame] [data-metric="${metric}"]`).first();
  }

  async setRange(label: string): Promise<void> {
    await this.page.getByLabel('Date range').selectOption({ label });
  }
}
