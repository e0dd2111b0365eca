import { expect, type Locator, type Page } from '@playwright/test';

/** One map module of a dashboard: its deck.gl canvas, hover tooltip, list of figures and drill-down panel. */
export class MapPanel {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    kind: string,
  ) {
    this.root = page.locator(`[data-module-kind="${kind}"][data-module-state="ready"]`).first();
  }

  map() {
    return this.root.locator('[data-chart="map"]');
  }

  canvas() {
    return this.map().locator('canvas').first();
  }

  tooltip() {
    return this.root.locator('[data-map-tooltip]');
  }

  async painted(): Promise<void> {
    await expect(this.map()).toHaveAttribute('data-painted', 'true', { timeout: 20_000 });
  }

  /** Non-transparent pixels of the WebGL canvas, read through a 2d copy (the map keeps its drawing buffer). */
  async paintedPixels(): Promise<number> {
    return this.canvas().evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      const copy = document.createElement('canvas');
      [copy.width, copy.height] = [canvas.width, canvas.height];
      const context = copy.getContext('2d');
      if (!context) return 0;
      context.drawImage(canvas, 0, 0);
      const pixels = context.getImageData(0, 0, copy.width, copy.height).data;
      let painted = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) painted++;
      return painted;
    });
  }

  /**
   * Moves the pointer over a grid of the canvas until a region's tooltip shows; returns that point (page
   * coordinates) and the tooltip's text. The view opens fitted to the top regions, so the grid finds one.
   */
  async hoverRegion(): Promise<{ x: number; y: number; text: string }> {
    const box = await this.canvas().boundingBox();
    if (!box) throw new Error('The map canvas has no box');
    for (let row = 1; row < 8; row++) {
      for (let column = 1; column < 12; column++) {
        const [x, y] = [box.x + (box.width * column) / 12, box.y + (box.height * row) / 8];
        await this.page.mouse.move(x, y);
        const tip = this.tooltip();
        if ((await tip.count()) > 0 && (await tip.isVisible())) {
          const text = (await tip.innerText()).trim();
          if (text) return { x, y, text };
        }
      }
    }
    throw new Error('No region under any point of the map');
  }

  /** The drill-down panel of a region. */
  drillPanel(label: string) {
    return this.root.getByRole('region', { name: `Daily figures for ${label}` });
  }

  /** The list of figures beside the map. */
  list() {
    return this.root.getByRole('region').first();
  }
}
