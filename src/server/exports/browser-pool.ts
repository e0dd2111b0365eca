/**
 * One headless system Chromium per server, started on first use, with a bounded number of pages open at once:
 * renders beyond the bound wait their turn instead of starving the machine.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Flags for a headless Chromium on a closed network (see the env notes in docs/decisions.md). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/** Raised when no Chromium can be found or started; the job reports its message. */
export class BrowserUnavailableError extends Error {}

/** CHROMIUM_PATH, else `chromium` or `chromium-browser` on PATH (`npm start` and CI install Debian's package). */
export function chromiumPath(): string {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) {
    if (fs.existsSync(explicit)) return explicit;
    throw new BrowserUnavailableError(`CHROMIUM_PATH is set to ${explicit}, but no file is there.`);
  }
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) return found.stdout.trim();
  }
  throw new BrowserUnavailableError('Exports need Chromium: install Debian’s chromium package or set CHROMIUM_PATH.');
}

export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly maxPages: number) {}

  /**
   * Runs `work` on a fresh page. Pages share one browser context so the app's scripts come from its HTTP cache
   * after the first render; nothing else is shared, since the print page keeps its export token in memory only
   * and stores nothing.
   */
  async withPage<T>(viewport: { width: number; height: number }, work: (page: Page) => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      const context = await this.sharedContext();
      const page = await context.newPage();
      try {
        await page.setViewportSize(viewport);
        return await work(page);
      } finally {
        await page.close().catch(() => undefined);
      }
    } finally {
      this.release();
    }
  }

  private context: Promise<BrowserContext> | null = null;

  private sharedContext(): Promise<BrowserContext> {
    if (!this.context) {
      const opening = this.launch().then((browser) => browser.newContext({ deviceScaleFactor: 1 }));
      opening.catch(() => {
        if (this.context === opening) this.context = null;
      });
      this.context = opening;
    }
    return this.context;
  }

  /**
   * Starts the browser and opens `url` once (the print page's warm-up visit, which loads the app's and every
   * module's scripts into the shared context's cache), so the first real render does neither. Waits at most 30 s
   * for the page to say it is done; throws when Chromium cannot be started.
   */
  async warm(url: string): Promise<void> {
    await this.withPage({ width: 1100, height: 1400 }, async (page) => {
      await page.goto(url, { timeout: 30_000, waitUntil: 'load' });
      await page
        .waitForFunction(() => '__SIGHTLINE_EXPORT__' in window, undefined, { timeout: 30_000, polling: 100 })
        .catch(() => undefined);
    });
  }

  /** Pages in use and renders waiting, for the health of the export service. */
  load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async close(): Promise<void> {
    const browser = this.browser;
    [this.browser, this.context] = [null, null];
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      const starting = Promise.resolve()
        .then(() => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS }))
        .then((browser) => {
          // A crashed browser is started again by the next render.
          browser.on('disconnected', () => {
            if (this.browser === starting) [this.browser, this.context] = [null, null];
          });
          return browser;
        });
      starting.catch(() => {
        if (this.browser === starting) this.browser = null;
      });
      this.browser = starting;
    }
    return this.browser;
  }

  private acquire(): Promise<void> {
    if (this.active < this.maxPages) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
